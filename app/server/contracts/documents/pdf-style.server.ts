import { readFileSync } from "node:fs";
import path from "node:path";

/*
 * The look every contract document shares: A4, the brand's ink and gold (the values of
 * app/styles/app.css), Inter embedded (Latin and Cyrillic, see scripts/pdf-fonts.sh). The tagged
 * PDF's plumbing is in pdf-layout.server.ts.
 */

export const INK = "#13203b";
export const INK_SOFT = "#33405c";
export const GOLD = "#c9a96a";
export const LINE = "#e3dccd";

export const MARGIN = 56;
export const PAGE = { width: 595.28, height: 841.89 };
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
export const LABEL_WIDTH = 190;
export const COLUMN_GAP = 16;
/** Above and below a table row's text: ruled like the site's cards, tight enough for one page. */
export const ROW_PADDING = 4.5;
export const FOOTER_Y = PAGE.height - MARGIN + 18;
/** A label cell heads its row (pdfkit writes it as the /Scope attribute of the TH). */
export const ROW_HEADER = { scope: "Row" } as PDFKit.Mixins.StructureElementOptions;

// Read from the working directory like the migrations: the server always starts at the project root.
const FONT_DIR = path.resolve(process.cwd(), "app/server/contracts/documents/fonts");
let fonts: { regular: Buffer; semibold: Buffer } | undefined;
export function loadFonts() {
  fonts ??= {
    regular: readFileSync(path.join(FONT_DIR, "inter-400.ttf")),
    semibold: readFileSync(path.join(FONT_DIR, "inter-600.ttf")),
  };
  return fonts;
}

/** A list column's width: the page's text width, or half of it less the gap. */
export function columnWidth(columns: 1 | 2) {
  return columns === 1 ? CONTENT_WIDTH : (CONTENT_WIDTH - COLUMN_GAP) / 2;
}

/** The height of one list item's text in a column of this width (the bullet takes 18 points). */
export function itemHeight(doc: PDFKit.PDFDocument, item: string, width: number) {
  doc.font("text").fontSize(10.5);
  return doc.heightOfString(item, { width: width - 18, lineGap: 2 });
}
