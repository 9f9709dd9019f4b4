import { CONTENT_WIDTH, columnWidth, itemHeight } from "./pdf-style.server";

/** A piece of a block whose height is measured before it is drawn. */
export type MeasuredPart =
  | { heading: string }
  | { list: string[]; columns?: 1 | 2 }
  | { paragraph: string; size?: number };

/**
 * Height of what the writer's `heading`, `list` and `paragraph` would draw, with the same fonts,
 * sizes and gaps (pdf-layout.server.ts), so that a block can be kept on one page.
 */
export function measureParts(doc: PDFKit.PDFDocument, parts: MeasuredPart[]) {
  let height = 0;
  // The space after the last part may fall below the page's end.
  let trailing = 0;
  for (const part of parts) {
    if ("heading" in part) {
      // As heading() draws it: the gap above in body text, the title, the gap below in its size.
      doc.font("text").fontSize(10.5);
      height += doc.currentLineHeight(true) * 0.8;
      doc.font("strong").fontSize(13);
      trailing = doc.currentLineHeight(true) * 0.3;
      height += doc.heightOfString(part.heading, { width: CONTENT_WIDTH }) + trailing;
    } else if ("list" in part) {
      const columns = part.columns ?? 1;
      const width = columnWidth(columns);
      doc.font("text").fontSize(10.5);
      for (let start = 0; start < part.list.length; start += columns) {
        const row = part.list.slice(start, start + columns);
        height += Math.max(...row.map((item) => itemHeight(doc, item, width))) + doc.currentLineHeight(true) * 0.15;
      }
      trailing = doc.currentLineHeight(true) * 0.4;
      height += trailing;
    } else {
      doc.font("text").fontSize(part.size ?? 10.5);
      trailing = doc.currentLineHeight(true) * 0.4;
      height += doc.heightOfString(part.paragraph, { width: CONTENT_WIDTH, lineGap: 2 }) + trailing;
    }
  }
  return height - trailing;
}
