import type { Lang } from "~/i18n/config";
import { formatDay, formatEuros, formatFileSize } from "~/i18n/format";
import type { Translate } from "~/i18n/translate";

/** A request's details as stored (`customer_requests.details`), per kind. */
export type CancellationDetails = {
  name: string;
  email: string;
  reason: string;
  reasonText: string;
  desiredDate: string | null;
  effectDate: string;
  contractReference: string;
  contractProduct: string;
  monthlyPremiumCents: number;
};
export type DocumentDetails = { type: string; description: string; fileName: string | null; fileSize: number | null };
export type AppointmentDetails = {
  motif: string;
  date: string;
  time: string;
  channel: string;
  durationMinutes: number;
};
export type ClaimDetails = {
  eventDate: string;
  place: string;
  kind: string;
  description: string;
  thirdParty: boolean;
  // Who the third party is, when there is one (claims sent before it was asked have none).
  thirdPartyName?: string;
  thirdPartyInsurer?: string;
  thirdPartyPlate?: string;
  jointReport?: boolean;
  /** The stored name of the joint report's scan, one of the claim's files. */
  jointReportFile?: string | null;
  fileCount: number;
  contractReference: string;
  contractProduct: string;
  productLine: string;
};

export type MessageDetails = { subject: string; text: string; fileCount: number };
/** A complaint: who wrote (the account's or the public form's name and e-mail), about which contract, what. */
export type ComplaintDetails = {
  name: string;
  email: string;
  contractReference: string | null;
  text: string;
  fileCount: number;
};

export type SummaryRow = { label: string; value: string };

/**
 * The rows that describe a request to its reader (the customer's history, the e-mails). A reader
 * that lists the request's files itself (`filesListed`) gets no row about them.
 */
export function summaryRows(
  kind: string,
  raw: Record<string, unknown>,
  t: Translate,
  lang: Lang,
  { filesListed = false }: { filesListed?: boolean } = {},
): SummaryRow[] {
  const k = (key: string, params?: Record<string, string>) => t(`requests.summary.${key}`, params);
  if (kind === "cancellation") {
    const d = raw as CancellationDetails;
    return [
      { label: k("contract"), value: `${t(`contracts.product.${d.contractProduct}`)} — ${d.contractReference}` },
      {
        label: k("premium"),
        value: t("requests.summary.perMonth", { amount: formatEuros(d.monthlyPremiumCents, lang) }),
      },
      { label: k("name"), value: d.name },
      { label: k("email"), value: d.email },
      { label: k("reason"), value: t(`requests.cancel.reasons.${d.reason}`) },
      ...(d.reasonText ? [{ label: k("reasonText"), value: d.reasonText }] : []),
      ...(d.desiredDate ? [{ label: k("desiredDate"), value: formatDay(d.desiredDate, lang) }] : []),
      { label: k("effectDate"), value: formatDay(d.effectDate, lang) },
    ];
  }
  if (kind === "document") {
    const d = raw as DocumentDetails;
    return [
      { label: k("documentType"), value: t(`requests.document.types.${d.type}`) },
      ...(d.description ? [{ label: k("description"), value: d.description }] : []),
      ...(filesListed && d.fileName
        ? []
        : [
            {
              label: k("file"),
              value:
                d.fileName && d.fileSize !== null ? `${d.fileName} (${formatFileSize(d.fileSize, lang)})` : k("noFile"),
            },
          ]),
    ];
  }
  if (kind === "appointment") {
    const d = raw as AppointmentDetails;
    return [
      { label: k("motif"), value: d.motif },
      { label: k("slot"), value: k("slotValue", { date: formatDay(d.date, lang), time: d.time }) },
      { label: k("channel"), value: t(`requests.appointment.channels.${d.channel}`) },
    ];
  }
  if (kind === "message") {
    const d = raw as MessageDetails;
    return [
      { label: t("complaints.summary.subject"), value: d.subject },
      { label: t("complaints.summary.text"), value: d.text },
      { label: k("files"), value: String(d.fileCount) },
    ];
  }
  if (kind === "complaint") {
    const d = raw as ComplaintDetails;
    return [
      { label: k("name"), value: d.name },
      { label: k("email"), value: d.email },
      { label: t("complaints.summary.contractReference"), value: d.contractReference || "—" },
      { label: t("complaints.summary.text"), value: d.text },
      { label: k("files"), value: String(d.fileCount) },
    ];
  }
  const d = raw as ClaimDetails;
  return [
    { label: k("contract"), value: `${t(`contracts.product.${d.contractProduct}`)} — ${d.contractReference}` },
    { label: k("eventDate"), value: formatDay(d.eventDate, lang) },
    { label: k("place"), value: d.place },
    { label: k("claimKind"), value: t(`requests.claim.kinds.${d.kind}`) },
    { label: k("description"), value: d.description },
    { label: k("thirdParty"), value: t(d.thirdParty ? "requests.claim.yes" : "requests.claim.no") },
    ...(d.thirdParty && d.thirdPartyName ? thirdPartyRows(d, t, filesListed) : []),
    ...(filesListed && d.fileCount > 0 ? [] : [{ label: k("files"), value: String(d.fileCount) }]),
  ];
}

function thirdPartyRows(d: ClaimDetails, t: Translate, filesListed: boolean): SummaryRow[] {
  const k = (key: string) => t(`requests.claimThirdParty.summary.${key}`);
  const rows = [{ label: k("name"), value: d.thirdPartyName ?? "" }];
  if (d.thirdPartyInsurer) rows.push({ label: k("insurer"), value: d.thirdPartyInsurer });
  if (d.thirdPartyPlate) rows.push({ label: k("plate"), value: d.thirdPartyPlate });
  if (d.productLine === "vehicle")
    rows.push({ label: k("jointReport"), value: t(d.jointReport ? "requests.claim.yes" : "requests.claim.no") });
  if (d.jointReportFile && !filesListed) rows.push({ label: k("jointReportFile"), value: d.jointReportFile });
  return rows;
}
