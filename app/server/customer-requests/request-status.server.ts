import { eq } from "drizzle-orm";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import {
  type CustomerRequestKind,
  type CustomerRequestStatus,
  customerRequests,
} from "~/server/db/schema/customer-requests";
import { REASON_MAX } from "~/server/limits";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { REQUEST_KIND_HANDLING } from "./kinds/registry.server";
import { isOpen } from "./request-clock";
import { recordRequestEvent } from "./request-events.server";
import { bump, type LockedRequest, lockRequest, requestRefusal } from "./request-records.server";
import { type Tx, tellCustomer } from "./request-steps.server";

/** Which status may follow which: a handled or refused request can be reopened, nothing goes back to "received". */
const NEXT_STATUSES: Record<CustomerRequestStatus, readonly CustomerRequestStatus[]> = {
  sent: ["in_progress", "done", "refused"],
  in_progress: ["done", "refused"],
  done: ["in_progress"],
  refused: ["in_progress"],
};

export function nextStatuses(status: CustomerRequestStatus) {
  return NEXT_STATUSES[status];
}

export async function setStatus(
  tx: Tx,
  actor: StaffActor,
  request: LockedRequest,
  to: CustomerRequestStatus,
  reason: string | null,
  now: Date,
) {
  if (!NEXT_STATUSES[request.status].includes(to)) throw requestRefusal(409, "transition");
  const closing = !isOpen(to);
  await tx
    .update(customerRequests)
    .set(
      bump(now, {
        status: to,
        refusalReason: to === "refused" ? reason : null,
        closedAt: closing ? now : null,
        staffActivityAt: now,
        // Whoever takes a request in hand holds it, unless someone already does.
        ...(to === "in_progress" && !request.assignedTo ? { assignedTo: actor.id } : {}),
      }),
    )
    .where(eq(customerRequests.id, request.id));
  // A refused cancellation leaves the contract running (kinds/cancellation.server.ts).
  if (to === "refused") await REQUEST_KIND_HANDLING[request.kind].onRefused?.(tx, actor, request, now);
  await recordRequestEvent(
    tx,
    request.id,
    { kind: "status", details: { from: request.status, to, ...(reason ? { reason } : {}) } },
    now,
    actor,
  );
  await recordStaffAction(tx, actor, {
    action: "request.status",
    target: { type: "customerRequest", id: request.id },
    details: { from: request.status, to, reason: reason ?? undefined },
  });
}

/**
 * Moves a request on: taken in hand, handled, refused (with the reason the customer will read),
 * or reopened. The customer is told of a handled or refused request.
 */
export async function changeRequestStatus(
  db: Database,
  actor: StaffActor,
  input: {
    requestId: string;
    version: number;
    status: CustomerRequestStatus;
    reason?: string | null;
    /** A kind's own button ("Confirmer la résiliation") acts only on a request of that kind. */
    kind?: CustomerRequestKind;
  },
  site: SiteConfig,
  now = new Date(),
) {
  const reason = input.reason?.trim() || null;
  if (input.status === "refused" && !reason) throw requestRefusal(400, "reasonRequired");
  if (reason && reason.length > REASON_MAX) throw requestRefusal(400, "reasonTooLong");
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId, input.version);
    if (input.kind && request.kind !== input.kind) throw requestRefusal(400, "handling.errors.wrongKind");
    if (request.status === input.status) return;
    // A complaint is closed by its final answer, which names the mediator and its outcome (answerRequest).
    if (request.kind === "complaint" && input.status === "done") throw requestRefusal(409, "complaintNeedsAnswer");
    await setStatus(tx, actor, request, input.status, reason, now);
    if (input.status === "done" || input.status === "refused") {
      // What it means for the request's kind (kinds/<kind>.server.ts): a confirmed cancellation, an appointment's calendar file.
      const closing = REQUEST_KIND_HANDLING[request.kind].closing;
      const { news, attachments } = (await closing?.(tx, actor, request, input.status, reason, site, now)) ?? {
        news: input.status,
      };
      await tellCustomer(tx, { ...request, refusalReason: reason }, news, site, now, attachments);
    }
  });
}
