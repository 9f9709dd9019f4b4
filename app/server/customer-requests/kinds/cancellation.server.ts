import { DEFAULT_LANG } from "~/i18n/config";
import { formatDay, formatEuros } from "~/i18n/format";
import { changeContractStatus } from "~/server/contracts/contract-status.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { recordStaffStep, setStage, type Tx } from "../request-steps.server";
import type { CancellationDetails } from "./cancellation";
import type { RequestKindHandling } from "./request-kind.server";

/**
 * A refused cancellation leaves the contract running, as it was before the request: through the
 * contract status's owner, which records why (a contract no longer "en cours de résiliation" is
 * left as it is).
 */
export async function resumeContractOfRefusedCancellation(
  tx: Tx,
  actor: StaffActor,
  request: { contractId: string | null; reference: string },
  now: Date,
) {
  if (!request.contractId) return;
  await changeContractStatus(
    tx,
    {
      contractId: request.contractId,
      to: "active",
      cause: "cancellationRefused",
      actorId: actor.id,
      request: request.reference,
    },
    now,
  );
}

export const cancellationHandling = {
  webhookFields: (request, fr) => {
    const d = request.details as CancellationDetails;
    const reason = fr(`requests.cancel.reasons.${d.reason}`);
    return {
      contrat_reference: d.contractReference,
      contrat_type: fr(`contracts.product.${d.contractProduct}`),
      cotisation: fr("requests.summary.perMonth", { amount: formatEuros(d.monthlyPremiumCents, DEFAULT_LANG) }),
      raison_resiliation: d.reasonText ? `${reason} : ${d.reasonText}` : reason,
    };
  },
  confirmation: {
    paragraphs: (request, k, lang) => {
      const d = request.details as CancellationDetails;
      return [k("cancellationEffect", { reference: d.contractReference, date: formatDay(d.effectDate, lang) })];
    },
    // The address given on the form (a public cancellation may come from anyone).
    recipient: (request) => (request.details as CancellationDetails).email,
  },
  loadView: async (_db, request) => ({
    cancellation: {
      receivedAt: request.createdAt.toISOString(),
      effectDate: (request.details as unknown as CancellationDetails).effectDate,
    },
  }),
  // A handled cancellation is confirmed: its certificate is issued in the area.
  closing: async (tx, actor, request, to, _reason, _site, now) => {
    if (to !== "done") return null;
    await setStage(tx, request.id, "confirmed", now);
    await recordStaffStep(tx, actor, request, "cancellationConfirmed", { effectDate: request.details.effectDate }, now);
    return { news: "cancellationConfirmed" };
  },
  onRefused: (tx, actor, request, now) => resumeContractOfRefusedCancellation(tx, actor, request, now),
} satisfies RequestKindHandling;
