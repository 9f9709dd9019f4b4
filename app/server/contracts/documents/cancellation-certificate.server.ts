import "~/i18n/dictionaries.server";
import { formatDay, formatMoment } from "~/i18n/format";
import { createTranslator } from "~/i18n/translate";
import { parisToday } from "../contract-dates";
import {
  type ContractDocumentInput,
  type ContractPdf,
  certificateOpening,
  finishDocument,
} from "./contract-documents.server";
import { contractRows } from "./contract-facts.server";

export type CancellationCertificateInput = ContractDocumentInput & {
  cancellation: { reference: string; receivedAt: Date; effectDate: string; confirmedAt: Date };
};

/**
 * The cancellation certificate (attestation de résiliation) a customer keeps as proof: who
 * asked, which contract, when the request was received and the day cover stops, issued by the
 * broker once customer service confirmed it. Written on request, like the contract's PDFs.
 */
export async function renderCancellationCertificate(input: CancellationCertificateInput): Promise<ContractPdf> {
  const { contract, lang, cancellation } = input;
  const t = createTranslator(lang);
  const now = input.now ?? new Date();
  const { writer, title } = certificateOpening(input, t, now, "cancellation");
  writer.framed(() => {
    writer.table([
      { label: t("documents.cancellation.request"), value: cancellation.reference },
      { label: t("documents.cancellation.receivedAt"), value: formatMoment(cancellation.receivedAt, lang) },
      { label: t("documents.cancellation.confirmedAt"), value: formatDay(parisToday(cancellation.confirmedAt), lang) },
      { label: t("documents.cancellation.effectDate"), value: formatDay(cancellation.effectDate, lang) },
    ]);
  });
  writer.paragraph(t("documents.cancellation.effect", { date: formatDay(cancellation.effectDate, lang) }), {
    strong: true,
  });
  writer.heading(t("documents.summary.contract"));
  writer.table(contractRows(contract, input.holder.fullName, lang, t, now));
  writer.paragraph(t("documents.cancellation.keep"), { size: 9 });
  writer.paragraph(t("documents.certificate.signedAt", { date: formatDay(parisToday(now), lang) }));
  return {
    bytes: await finishDocument(writer, t),
    fileName: `${t("documents.cancellation.file")}-${contract.reference}.pdf`,
    title,
  };
}
