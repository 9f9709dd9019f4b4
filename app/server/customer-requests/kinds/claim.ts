import { formatDay } from "~/i18n/format";
import type { Translate } from "~/i18n/translate";
import { fileCountRows, type RequestKindDefinition, type SummaryRow } from "./request-kind";

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

/** A claim (issue 12): declared, investigated, pieces asked and reviewed, closed with what was paid. */
export const claimKind = {
  prefix: "SIN",
  clock: { answer: { workingDays: 2 } },
  initialStage: "declared",
  summary: (raw, { t, lang, k, filesListed }) => {
    const d = raw as ClaimDetails;
    return [
      { label: k("contract"), value: `${t(`contracts.product.${d.contractProduct}`)} — ${d.contractReference}` },
      { label: k("eventDate"), value: formatDay(d.eventDate, lang) },
      { label: k("place"), value: d.place },
      { label: k("claimKind"), value: t(`requests.claim.kinds.${d.kind}`) },
      { label: k("description"), value: d.description },
      { label: k("thirdParty"), value: t(d.thirdParty ? "requests.claim.yes" : "requests.claim.no") },
      ...(d.thirdParty && d.thirdPartyName ? thirdPartyRows(d, t, filesListed) : []),
      ...fileCountRows(d.fileCount, { k, filesListed }),
    ];
  },
  staffIntents: ["claimInvestigate", "claimRequestPieces", "claimReviewPiece", "claimClose"],
  staffSteps: [
    "claimInvestigating",
    "claimDocumentsRequested",
    "claimPieceAccepted",
    "claimPieceRejected",
    "claimClosed",
  ],
  closingSteps: ["claimClosed"],
  customerSteps: ["claimPieceSent"],
} as const satisfies RequestKindDefinition;

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
