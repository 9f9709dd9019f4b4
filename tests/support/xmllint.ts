import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Installs libxml2-utils when missing (CI starts from nothing), as the suite's script does. */
export function ensureXmllint() {
  execFileSync("bash", [path.resolve(import.meta.dirname, "../../scripts/ensure-xmllint.sh")], { stdio: "inherit" });
}

/** What libxml2's xmllint says of an XML document against an XSD: its exit status and its words. */
export function validateAgainstSchema(xml: string, schemaFile: string): { ok: boolean; report: string } {
  const folder = mkdtempSync(path.join(tmpdir(), "xmllint-"));
  try {
    const file = path.join(folder, "document.xml");
    writeFileSync(file, xml);
    const run = spawnSync("xmllint", ["--noout", "--schema", schemaFile, file], { encoding: "utf8" });
    return { ok: run.status === 0, report: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
