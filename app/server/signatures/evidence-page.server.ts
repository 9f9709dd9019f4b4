import { readFileSync } from "node:fs";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { type PDFDocument, type PDFFont, rgb } from "pdf-lib";
import { EVIDENCE_NOTICE, evidenceLines, type SignatureEvidence } from "./evidence";

// The contracts' embedded Inter (Latin and Cyrillic cuts): a Russian signer's name prints as typed.
const FONT_DIR = path.resolve(process.cwd(), "app/server/contracts/documents/fonts");
let fonts: { regular: Buffer; semibold: Buffer } | undefined;
export function fontFiles() {
  fonts ??= {
    regular: readFileSync(path.join(FONT_DIR, "inter-400.ttf")),
    semibold: readFileSync(path.join(FONT_DIR, "inter-600.ttf")),
  };
  return fonts;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.09, 0.13, 0.25);
const GREY = rgb(0.35, 0.38, 0.45);

/** Splits a text into lines that fit `width` at `size`, breaking long words (digests) too. */
export function wrapText(text: string, font: Pick<PDFFont, "widthOfTextAtSize">, size: number, width: number) {
  const lines: string[] = [];
  let line = "";
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Characters the embedded font cannot draw (an emoji in a user agent) become "?". */
export function drawable(font: PDFFont, text: string) {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.normalize("NFC"))
    .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : "?"))
    .join("");
}

/**
 * Appends the evidence page to the document: the notice saying what kind of signature this is,
 * then each fact, label above value. One page; a value too long for it is cut with "…".
 */
export async function appendEvidencePage(pdf: PDFDocument, evidence: SignatureEvidence) {
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(fontFiles().regular, { subset: true });
  const bold = await pdf.embedFont(fontFiles().semibold, { subset: true });
  const page = pdf.addPage([A4.width, A4.height]);
  const width = A4.width - 2 * MARGIN;
  let y = A4.height - MARGIN;
  const write = (text: string, font: PDFFont, size: number, color = INK, gap = 4) => {
    for (const line of wrapText(drawable(font, text), font, size, width)) {
      if (y < MARGIN + size) return;
      y -= size + gap;
      page.drawText(line, { x: MARGIN, y, size, font, color });
    }
  };
  write("Page de preuve de signature électronique", bold, 16, INK, 8);
  y -= 6;
  write(EVIDENCE_NOTICE, regular, 9, GREY);
  y -= 10;
  for (const [label, value] of evidenceLines(evidence)) {
    write(label, bold, 9, GREY, 3);
    write(value, regular, 10.5, INK, 3);
    y -= 6;
  }
}
