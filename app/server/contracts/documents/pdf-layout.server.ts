import PDFDocument from "pdfkit";
import { type MeasuredPart, measureParts } from "./pdf-measure.server";
import {
  COLUMN_GAP,
  CONTENT_WIDTH,
  columnWidth,
  FOOTER_Y,
  GOLD,
  INK,
  INK_SOFT,
  itemHeight,
  LABEL_WIDTH,
  LINE,
  loadFonts,
  MARGIN,
  PAGE,
  ROW_HEADER,
  ROW_PADDING,
} from "./pdf-style.server";

export type DocumentMeta = {
  title: string;
  subject: string;
  author: string;
  lang: string;
  /** Shown at the foot of every page, e.g. "Document généré le 23 novembre 2026 à 10:42". */
  footer: string;
  /** "Page {page} sur {pages}" with the placeholders left in. */
  pageLabel: string;
  createdAt: Date;
};

export type Row = { label: string; value: string };

/** A document being written in reading order, as a tagged PDF (PDF/UA-1): headings, tables with
 * header cells, title and language declared, page furniture as artifacts screen readers skip. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly root: PDFKit.PDFStructureElement;
  private readonly meta: DocumentMeta;

  constructor(meta: DocumentMeta) {
    this.meta = meta;
    const { regular, semibold } = loadFonts();
    this.doc = new PDFDocument({
      size: "A4",
      margins: { top: MARGIN, bottom: MARGIN + 24, left: MARGIN, right: MARGIN },
      pdfVersion: "1.7",
      tagged: true,
      subset: "PDF/UA" as PDFKit.Mixins.PDFSubsets,
      displayTitle: true,
      lang: meta.lang,
      bufferPages: true,
      // Our own font from the first line: the standard Helvetica is neither embedded (PDF/UA
      // wants every font embedded) nor able to write Cyrillic.
      font: regular as unknown as string,
      autoFirstPage: false,
      info: {
        Title: meta.title,
        Subject: meta.subject,
        Author: meta.author,
        Creator: meta.author,
        CreationDate: meta.createdAt,
        ModDate: meta.createdAt,
      },
    });
    this.doc.registerFont("text", regular);
    this.doc.registerFont("strong", semibold);
    this.doc.addPage();
    this.doc.font("text");
    this.root = this.doc.struct("Document");
    this.doc.addStructure(this.root);
  }

  /** The brand block at the top: name in gold-ruled ink, then the registration and contact lines. */
  letterhead(brand: string, lines: string[]) {
    const { doc } = this;
    this.block("P", () => {
      doc.font("strong").fontSize(16).fillColor(INK).text(brand, MARGIN, MARGIN);
      doc.font("text").fontSize(9).fillColor(INK_SOFT);
      for (const line of lines) doc.text(line);
    });
    this.artifact(() => {
      doc
        .moveTo(MARGIN, doc.y + 10)
        .lineTo(MARGIN + CONTENT_WIDTH, doc.y + 10)
        .lineWidth(1.5)
        .strokeColor(GOLD)
        .stroke();
    });
    doc.y += 28;
  }

  title(text: string, subtitle?: string) {
    const { doc } = this;
    this.block("H1", () => {
      doc.font("strong").fontSize(22).fillColor(INK).text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
    });
    if (subtitle) this.paragraph(subtitle, { size: 11, color: INK_SOFT });
    doc.moveDown(0.6);
  }

  heading(text: string) {
    const { doc } = this;
    // A heading never ends a page: it goes over with at least its first line of content.
    this.keepTogether(60);
    doc.moveDown(0.8);
    this.block("H2", () => {
      doc.font("strong").fontSize(13).fillColor(INK).text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
    });
    doc.moveDown(0.3);
  }

  paragraph(text: string, options: { size?: number; color?: string; strong?: boolean } = {}) {
    const { doc } = this;
    this.block("P", () => {
      doc
        .font(options.strong ? "strong" : "text")
        .fontSize(options.size ?? 10.5)
        .fillColor(options.color ?? INK)
        .text(text, MARGIN, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
    });
    doc.moveDown(0.4);
  }

  /** Label/value pairs as a table with row headers, ruled like the site's summary cards. */
  table(rows: Row[]) {
    const { doc } = this;
    const table = doc.struct("Table");
    this.root.add(table);
    for (const row of rows) {
      doc.font("text").fontSize(10.5);
      const height = Math.max(
        doc.heightOfString(row.label, { width: LABEL_WIDTH - 12 }),
        doc.heightOfString(row.value, { width: CONTENT_WIDTH - LABEL_WIDTH }),
      );
      this.keepTogether(height + 2 * ROW_PADDING + 2);
      const top = doc.y + ROW_PADDING;
      const tr = doc.struct("TR");
      table.add(tr);
      tr.add(
        doc.struct("TH", ROW_HEADER, () => {
          doc
            .font("text")
            .fontSize(10.5)
            .fillColor(INK_SOFT)
            .text(row.label, MARGIN, top, { width: LABEL_WIDTH - 12 });
        }),
      );
      tr.add(
        doc.struct("TD", {}, () => {
          doc
            .font("strong")
            .fontSize(10.5)
            .fillColor(INK)
            .text(row.value, MARGIN + LABEL_WIDTH, top, { width: CONTENT_WIDTH - LABEL_WIDTH });
        }),
      );
      tr.end();
      const bottom = top + height + ROW_PADDING;
      this.artifact(() => {
        doc
          .moveTo(MARGIN, bottom)
          .lineTo(MARGIN + CONTENT_WIDTH, bottom)
          .lineWidth(0.5)
          .strokeColor(LINE)
          .stroke();
      });
      doc.y = bottom;
    }
    table.end();
    doc.x = MARGIN;
    doc.moveDown(0.4);
  }

  /**
   * A bulleted list (guarantees, people covered). With `columns: 2` the items run left to right
   * in two columns, a row at a time (readers still get them in order): a summary's short labels
   * then take half the height, which keeps a usual contract on one page.
   */
  list(items: string[], { columns = 1 }: { columns?: 1 | 2 } = {}) {
    const { doc } = this;
    const list = doc.struct("L");
    this.root.add(list);
    const width = columnWidth(columns);
    for (let start = 0; start < items.length; start += columns) {
      const row = items.slice(start, start + columns);
      const height = Math.max(...row.map((item) => itemHeight(doc, item, width)));
      this.keepTogether(height + 4);
      const top = doc.y;
      row.forEach((item, column) => {
        const left = MARGIN + column * (width + COLUMN_GAP);
        const li = doc.struct("LI");
        list.add(li);
        li.add(
          doc.struct("Lbl", {}, () => {
            doc
              .font("text")
              .fontSize(10.5)
              .fillColor(GOLD)
              .text("•", left + 4, top, { width: 12 });
          }),
        );
        li.add(
          doc.struct("LBody", {}, () => {
            doc
              .font("text")
              .fontSize(10.5)
              .fillColor(INK)
              .text(item, left + 18, top, { width: width - 18, lineGap: 2 });
          }),
        );
        li.end();
      });
      doc.y = top + height;
      doc.moveDown(0.15);
    }
    list.end();
    doc.x = MARGIN;
    doc.moveDown(0.4);
  }

  /**
   * Height of what `heading`, `list` and `paragraph` would draw, so that a block (the guarantees
   * and the notice under them) can be kept on one page with `keepTogether`.
   */
  measure(parts: MeasuredPart[]) {
    return measureParts(this.doc, parts);
  }

  /** Starts a new page when a block of this height would not fit on this one (never for more than a page). */
  keepTogether(height: number) {
    const { doc } = this;
    const room = PAGE.height - doc.page.margins.bottom;
    if (doc.y + height > room && height <= room - MARGIN) {
      doc.addPage();
      doc.y = MARGIN;
    }
  }

  /** A ruled frame around what follows, for the certificate's key facts. */
  framed(draw: () => void) {
    const { doc } = this;
    doc.y += 10;
    const top = doc.y;
    draw();
    const bottom = doc.y + 2;
    this.artifact(() => {
      doc
        .roundedRect(MARGIN - 12, top - 12, CONTENT_WIDTH + 24, bottom - top + 12, 6)
        .lineWidth(1)
        .strokeColor(GOLD)
        .stroke();
    });
    doc.y = bottom + 10;
  }

  /** Closes the document: page footers (artifacts) on every page, then the bytes. */
  async finish(): Promise<Buffer> {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      const label = this.meta.pageLabel.replace("{page}", String(index + 1)).replace("{pages}", String(range.count));
      this.artifact(() => {
        // Writing below the bottom margin must not open a new page.
        const bottom = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        doc.font("text").fontSize(8).fillColor(INK_SOFT);
        doc.text(this.meta.footer, MARGIN, FOOTER_Y, { width: CONTENT_WIDTH / 2, lineBreak: false });
        doc.text(label, MARGIN + CONTENT_WIDTH / 2, FOOTER_Y, {
          width: CONTENT_WIDTH / 2,
          align: "right",
          lineBreak: false,
        });
        doc.page.margins.bottom = bottom;
      });
    }
    this.root.end();
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      doc.on("end", () => resolve(Buffer.concat(chunks)));
      doc.on("error", reject);
    });
    doc.end();
    return done;
  }

  private block(tag: string, draw: () => void) {
    this.root.add(this.doc.struct(tag, {}, draw));
  }

  private artifact(draw: () => void) {
    this.doc.markContent("Artifact", { type: "Layout" });
    draw();
    this.doc.endMarkedContent();
  }
}
