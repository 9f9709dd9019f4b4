import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PDFDocument from "pdfkit";

/** A one-page PDF made by pdfkit, as the product's own documents are. */
export function samplePdf(text = "Proposition d'assurance — à signer"): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", info: { Title: text } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(18).text(text);
    doc.fontSize(11).text(`Document de test ${crypto.randomUUID()}`);
    doc.end();
  });
}

/** Installs poppler-utils when missing (CI starts from nothing), as the suite's script does. */
export function ensurePdfsig() {
  execFileSync("bash", [path.resolve(import.meta.dirname, "../../scripts/ensure-poppler.sh")], { stdio: "inherit" });
}

/** What poppler's pdfsig, an independent PAdES verifier, says about a PDF (its full report). */
export function pdfsig(bytes: Uint8Array): string {
  const folder = mkdtempSync(path.join(tmpdir(), "pdfsig-"));
  try {
    const file = path.join(folder, "document.pdf");
    writeFileSync(file, bytes);
    // pdfsig exits non-zero for an invalid signature: its words are what the tests read.
    const run = spawnSync("pdfsig", ["-nocert", file], { encoding: "utf8" });
    return `${run.stdout}${run.stderr}`;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
