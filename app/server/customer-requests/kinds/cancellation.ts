import { formatDay, formatEuros } from "~/i18n/format";
import type { RequestKindDefinition } from "./request-kind";

/** A cancellation's details as stored (`customer_requests.details`). */
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

/** A contract's cancellation (issue 12): confirmed by staff, its certificate then issued in the area. */
export const cancellationKind = {
  prefix: "RES",
  clock: { answer: { workingDays: 2 } },
  initialStage: null,
  summary: (raw, { t, lang, k }) => {
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
  },
  staffIntents: ["confirmCancellation"],
  staffSteps: ["cancellationConfirmed"],
  closingSteps: ["cancellationConfirmed"],
  customerSteps: [],
} as const satisfies RequestKindDefinition;
