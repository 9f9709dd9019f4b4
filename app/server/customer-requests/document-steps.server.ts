import type { Database } from "~/server/db/client.server";
import { REASON_MAX } from "~/server/limits";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { expectOpenOfKind, lockRequest, requestRefusal } from "./request-records.server";
import { setStatus } from "./request-status.server";
import { recordStaffStep, setStage, tellCustomer } from "./request-steps.server";

export const DOCUMENT_STEPS = ["acknowledge", "accept", "askAgain"] as const;
export type DocumentStep = (typeof DOCUMENT_STEPS)[number];

/**
 * A document request: acknowledged (taken in hand), accepted (handled), or asked again with the
 * reason the customer reads (they send it again from the request's thread).
 */
export async function handleDocumentStep(
  db: Database,
  actor: StaffActor,
  input: { requestId: string; version: number; step: DocumentStep; reason?: string | null },
  site: SiteConfig,
  now = new Date(),
) {
  const reason = input.reason?.trim() || null;
  if (input.step === "askAgain" && !reason) throw requestRefusal(400, "reasonRequired");
  if (reason && reason.length > REASON_MAX) throw requestRefusal(400, "reasonTooLong");
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId, input.version);
    expectOpenOfKind(request, "document");
    if (request.status === "sent") await setStatus(tx, actor, request, "in_progress", null, now);
    if (input.step === "accept") await setStatus(tx, actor, { ...request, status: "in_progress" }, "done", null, now);
    const stage = { acknowledge: "acknowledged", accept: "accepted", askAgain: "resubmit" } as const;
    const step = {
      acknowledge: "documentAcknowledged",
      accept: "documentAccepted",
      askAgain: "documentResubmit",
    } as const;
    await setStage(tx, request.id, stage[input.step], now);
    await recordStaffStep(tx, actor, request, step[input.step], reason ? { reason } : {}, now);
    await tellCustomer(tx, request, step[input.step], site, now);
  });
}
