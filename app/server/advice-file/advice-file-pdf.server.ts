import "~/i18n/dictionaries.server";
import { createHash } from "node:crypto";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, rgb } from "pdf-lib";
import type { Lang } from "~/i18n/config";
import { formatMoment } from "~/i18n/format";
import { createTranslator } from "~/i18n/translate";
import type { AdviceFilePart } from "~/server/db/schema/advice-files";
import { drawable, fontFiles, wrapText } from "~/server/signatures/evidence-page.server";

/** One document of the sale, in the order the file holds them. */
export type AdviceFileDocument = { title: string; bytes: Uint8Array };

export type AdviceFileInput = {
  lang: Lang;
  brokerLine: string;
  customerName: string;
  contractReference: string;
  offerReference: string;
  /** The option chosen, in words ("Assureur Démo — Formule Confort"). */
  choice: string;
  documents: AdviceFileDocument[];
  /** Delivery and reading times: when the offer was sent, first opened, signed. */
  times: { sentAt: Date | null; openedAt: Date | null; signedAt: Date | null };
  now?: Date;
};

export type AssembledAdviceFile = { bytes: Uint8Array; sha256: string; parts: AdviceFilePart[] };

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.09, 0.13, 0.25);
const GREY = rgb(0.35, 0.38, 0.45);

export const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * The advice file of a sale (issue 42, L521-2 and L521-4): a cover listing what the file holds
 * and when the offer was sent, opened and signed, then every document's pages in order. Pages
 * are copied as they are: a sealed document's copy keeps its evidence page but not its seal (the
 * sealed original stays beside it, and this file's SHA-256 is kept by the broker).
 */
export async function assembleAdviceFile(input: AdviceFileInput): Promise<AssembledAdviceFile> {
  const t = createTranslator(input.lang);
  const sources = await Promise.all(
    input.documents.map(async (document) => ({
      title: document.title,
      pdf: await PDFDocument.load(document.bytes, { ignoreEncryption: true, updateMetadata: false }),
    })),
  );
  const parts: AdviceFilePart[] = sources.map((source) => ({ title: source.title, pages: source.pdf.getPageCount() }));
  const out = await PDFDocument.create();
  out.setTitle(t("documents.adviceFile.title"));
  out.setLanguage(input.lang);
  out.setCreator(input.brokerLine);
  out.setProducer(input.brokerLine);
  const now = input.now ?? new Date();
  out.setCreationDate(now);
  out.setModificationDate(now);
  await drawCover(out, input, parts, t);
  for (const source of sources) {
    const pages = await out.copyPages(source.pdf, source.pdf.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  const bytes = await out.save({ useObjectStreams: false });
  return { bytes, sha256: sha256Of(bytes), parts };
}

async function drawCover(
  pdf: PDFDocument,
  input: AdviceFileInput,
  parts: AdviceFilePart[],
  t: ReturnType<typeof createTranslator>,
) {
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
  const when = (at: Date | null) => (at ? formatMoment(at, input.lang) : t("documents.adviceFile.notYet"));
  write(t("documents.adviceFile.title"), bold, 18, INK, 8);
  write(input.brokerLine, regular, 9, GREY);
  y -= 10;
  write(t("documents.adviceFile.intro"), regular, 10, INK);
  y -= 8;
  const facts: Array<[string, string]> = [
    [t("documents.adviceFile.customer"), input.customerName],
    [t("documents.adviceFile.contract"), input.contractReference],
    [t("documents.adviceFile.offer"), input.offerReference],
    [t("documents.adviceFile.choice"), input.choice],
    [t("documents.adviceFile.sentAt"), when(input.times.sentAt)],
    [t("documents.adviceFile.openedAt"), when(input.times.openedAt)],
    [t("documents.adviceFile.signedAt"), when(input.times.signedAt)],
  ];
  for (const [label, value] of facts) {
    write(label, bold, 9, GREY, 3);
    write(value, regular, 11, INK, 6);
  }
  y -= 8;
  write(t("documents.adviceFile.contents"), bold, 12, INK, 6);
  // The cover is page 1; each document starts after the ones before it.
  let first = 2;
  for (const [index, part] of parts.entries()) {
    const last = first + part.pages - 1;
    write(
      t("documents.adviceFile.part", { number: index + 1, title: part.title, from: first, to: last }),
      regular,
      10,
      INK,
      4,
    );
    first = last + 1;
  }
  y -= 8;
  write(t("documents.adviceFile.hashNote"), regular, 8, GREY);
}
