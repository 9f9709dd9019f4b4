import { eq, sql } from "drizzle-orm";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { changeContractStatus } from "~/server/contracts/contract-status.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import {
  type ComplaintOutcome,
  type CustomerRequestKind,
  type CustomerRequestStatus,
  customerRequests,
} from "~/server/db/schema/customer-requests";
import { MESSAGE_MAX, REASON_MAX } from "~/server/limits";
import type { EmailAttachment } from "~/server/outbox/email.server";
import { isRecordId } from "~/server/record-ids";
import { foldText } from "~/server/search-text";
import type { SiteConfig } from "~/server/site-config.server";
import { takeTurn } from "~/server/staff/round-robin.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { isAssignableStaff } from "~/server/staff/staff-directory.server";
import { bookingOf, cancelBooking, confirmBooking } from "./appointment-calendar.server";
import { mediatorIn } from "./complaint-emails.server";
import { acknowledgeDueAtOf, dueAtOf, isOpen } from "./request-clock";
import { recordRequestEvent } from "./request-events.server";
import { type RequestNews, recordStaffStep, setStage, type Tx, tellCustomer } from "./request-steps.server";

export { requestUpdateEmail } from "./request-steps.server";
// The longest note, answer, reply and refusal reason: the limits both sides read.
export { MESSAGE_MAX, REASON_MAX };

/** A change refused for a reason the screen can say (the route turns it into a 4xx). */
export class RequestActionError extends Error {
  readonly status: 400 | 404 | 409;
  /** An i18n key under `inbox.errors`. */
  readonly key: string;
  constructor(status: 400 | 404 | 409, key: string) {
    super(key);
    this.name = "RequestActionError";
    this.status = status;
    this.key = key;
  }
}

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

/**
 * Puts a request just stored into the inbox, inside the transaction that stored it: searchable
 * (customer's name and e-mail, its reference, the contract's), due by its kind's clock, and
 * given to the next adviser in turn (round-robin, as leads are).
 */
export async function openInInbox(
  tx: Tx,
  request: {
    id: string;
    reference: string;
    kind: CustomerRequestKind;
    customerId: string | null;
    contractId: string | null;
    /** A public complaint's writer, searchable too (they may have no account). */
    submitter?: { name: string; email: string } | null;
  },
  now = new Date(),
) {
  const [customer] = request.customerId
    ? await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, request.customerId))
    : [];
  const [contract] = request.contractId
    ? await tx.select({ reference: contracts.reference }).from(contracts).where(eq(contracts.id, request.contractId))
    : [];
  const adviser = await takeTurn(tx, "requests");
  await tx
    .update(customerRequests)
    .set({
      searchText: foldText(
        [
          customer?.name,
          customer?.email,
          request.submitter?.name,
          request.submitter?.email,
          request.reference,
          contract?.reference,
        ]
          .filter(Boolean)
          .join(" "),
      ),
      dueAt: dueAtOf(request.kind, now),
      acknowledgeDueAt: acknowledgeDueAtOf(request.kind, now),
      customerActivityAt: now,
      assignedTo: adviser?.id ?? null,
    })
    .where(eq(customerRequests.id, request.id));
  if (adviser) {
    await recordRequestEvent(
      tx,
      request.id,
      { kind: "assignment", details: { to: adviser.id, toName: adviser.name, by: "roundRobin" } },
      now,
    );
  }
}

/** The request, locked for the change, checked against the version the screen showed. */
export async function lockRequest(tx: Tx, requestId: string, version?: number) {
  // Not an id at all (a hand-made address): as unknown as an id that exists nowhere, never a 500.
  if (!isRecordId(requestId)) throw new RequestActionError(404, "notFound");
  const [request] = await tx.select().from(customerRequests).where(eq(customerRequests.id, requestId)).for("update");
  if (!request) throw new RequestActionError(404, "notFound");
  if (version !== undefined && version !== request.version) throw new RequestActionError(409, "stale");
  return request;
}

export type LockedRequest = Awaited<ReturnType<typeof lockRequest>>;

export function bump(now: Date, changes: Partial<typeof customerRequests.$inferInsert> = {}) {
  return { ...changes, version: sql`${customerRequests.version} + 1`, updatedAt: now };
}

export async function setStatus(
  tx: Tx,
  actor: StaffActor,
  request: LockedRequest,
  to: CustomerRequestStatus,
  reason: string | null,
  now: Date,
) {
  if (!NEXT_STATUSES[request.status].includes(to)) throw new RequestActionError(409, "transition");
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
  // A refused cancellation leaves the contract running, as it was before the request.
  if (request.kind === "cancellation" && to === "refused" && request.contractId) {
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
  if (input.status === "refused" && !reason) throw new RequestActionError(400, "reasonRequired");
  if (reason && reason.length > REASON_MAX) throw new RequestActionError(400, "reasonTooLong");
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId, input.version);
    if (input.kind && request.kind !== input.kind) throw new RequestActionError(400, "handling.errors.wrongKind");
    if (request.status === input.status) return;
    // A complaint is closed by its final answer, which names the mediator and its outcome (answerRequest).
    if (request.kind === "complaint" && input.status === "done")
      throw new RequestActionError(409, "complaintNeedsAnswer");
    await setStatus(tx, actor, request, input.status, reason, now);
    if (input.status === "done" || input.status === "refused") {
      const { news, attachments } = await closingEffects(tx, actor, request, input.status, reason, site, now);
      await tellCustomer(tx, { ...request, refusalReason: reason }, news, site, now, attachments);
    }
  });
}

/**
 * What handling or refusing means for the request's kind: a handled cancellation is confirmed
 * (its certificate is issued in the area), a handled appointment is confirmed at its time with a
 * new invitation, a refused one is cancelled with a cancelling one.
 */
async function closingEffects(
  tx: Tx,
  actor: StaffActor,
  request: LockedRequest,
  to: "done" | "refused",
  reason: string | null,
  site: SiteConfig,
  now: Date,
): Promise<{ news: RequestNews; attachments?: EmailAttachment[] }> {
  if (request.kind === "cancellation" && to === "done") {
    await setStage(tx, request.id, "confirmed", now);
    await recordStaffStep(tx, actor, request, "cancellationConfirmed", { effectDate: request.details.effectDate }, now);
    return { news: "cancellationConfirmed" };
  }
  if (request.kind === "appointment") {
    const booking = await bookingOf(tx, request.id);
    if (!booking) return { news: to };
    if (to === "done") {
      const calendar = await confirmBooking(tx, request, booking.slotStart, site, now);
      await setStage(tx, request.id, "confirmed", now);
      await recordStaffStep(tx, actor, request, "appointmentConfirmed", { slot: booking.slotStart.toISOString() }, now);
      return { news: "appointmentConfirmed", attachments: calendar ? [calendar] : undefined };
    }
    const calendar = await cancelBooking(tx, request, site);
    await setStage(tx, request.id, "cancelled", now);
    await recordStaffStep(
      tx,
      actor,
      request,
      "appointmentCancelled",
      { slot: booking.slotStart.toISOString(), reason },
      now,
    );
    return { news: "appointmentCancelled", attachments: calendar ? [calendar] : undefined };
  }
  return { news: to };
}

/** Gives a request to a member of staff who takes work, or to nobody. */
export async function assignRequest(
  db: Database,
  actor: StaffActor,
  input: { requestId: string; version?: number; assigneeId: string | null },
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId, input.version);
    let name: string | null = null;
    if (input.assigneeId) {
      const assignee = await isAssignableStaff(tx, input.assigneeId);
      if (!assignee) throw new RequestActionError(400, "unknownAssignee");
      name = assignee.name;
    }
    if (request.assignedTo === input.assigneeId) return;
    await tx
      .update(customerRequests)
      .set(bump(now, { assignedTo: input.assigneeId }))
      .where(eq(customerRequests.id, request.id));
    await recordRequestEvent(
      tx,
      request.id,
      { kind: "assignment", details: { from: request.assignedTo, to: input.assigneeId, toName: name, by: "hand" } },
      now,
      actor,
    );
    await recordStaffAction(tx, actor, {
      action: "request.assign",
      target: { type: "customerRequest", id: request.id },
      details: { from: request.assignedTo, to: input.assigneeId },
    });
  });
}

function checkedMessage(text: string, emptyKey: string) {
  const trimmed = text.trim();
  if (!trimmed) throw new RequestActionError(400, emptyKey);
  if (trimmed.length > MESSAGE_MAX) throw new RequestActionError(400, "messageTooLong");
  return trimmed;
}

/** A note for staff only: the customer never sees it. */
export async function addRequestNote(
  db: Database,
  actor: StaffActor,
  input: { requestId: string; text: string },
  now = new Date(),
) {
  const text = checkedMessage(input.text, "noteRequired");
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId);
    await recordRequestEvent(tx, request.id, { kind: "note", text }, now, actor);
    await tx.update(customerRequests).set(bump(now)).where(eq(customerRequests.id, request.id));
    await recordStaffAction(tx, actor, { action: "request.note", target: { type: "customerRequest", id: request.id } });
  });
}

/**
 * Answers the customer in the request's thread: they find it in their area, with a notice and
 * an e-mail that links to it. An answer to a request nobody took yet takes it in hand; `close`
 * also marks it handled. A complaint's closing answer is its final answer (ACPR 2022-R-01): it
 * states the outcome for the register and names the mediator, in the complainant's language;
 * any answer to a complaint also acknowledges it.
 */
export async function answerRequest(
  db: Database,
  actor: StaffActor,
  input: { requestId: string; text: string; close?: boolean; outcome?: ComplaintOutcome | null },
  site: SiteConfig,
  now = new Date(),
) {
  let text = checkedMessage(input.text, "answerRequired");
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId);
    const complaint = request.kind === "complaint";
    const final = complaint && Boolean(input.close);
    if (final && !input.outcome) throw new RequestActionError(400, "outcomeRequired");
    if (final) text = `${text}\n\n${mediatorIn(request.lang, site)}`;
    await recordRequestEvent(tx, request.id, { kind: "answer", text }, now, actor);
    await tx
      .update(customerRequests)
      .set(
        bump(now, {
          answer: text,
          answeredAt: now,
          staffActivityAt: now,
          staffSeenAt: now,
          ...(complaint && !request.acknowledgedAt ? { acknowledgedAt: now } : {}),
          ...(final ? { outcome: input.outcome } : {}),
        }),
      )
      .where(eq(customerRequests.id, request.id));
    await recordStaffAction(tx, actor, {
      action: "request.answer",
      target: { type: "customerRequest", id: request.id },
      details: final ? { outcome: input.outcome } : undefined,
    });
    let status = request.status;
    if (status === "sent" || (!isOpen(status) && !input.close)) {
      await setStatus(tx, actor, request, "in_progress", null, now);
      status = "in_progress";
    }
    if (input.close && status === "in_progress") {
      await setStatus(tx, actor, { ...request, status }, "done", null, now);
      await tellCustomer(tx, request, "done", site, now, undefined, text);
      return;
    }
    await tellCustomer(tx, request, "answered", site, now, undefined, text);
  });
}

/**
 * Acknowledges a complaint (its first clock, 10 working days): a message the complainant reads in
 * their thread (or by e-mail without an account), taken in hand if nobody had. Once only.
 */
export async function acknowledgeComplaint(
  db: Database,
  actor: StaffActor,
  input: { requestId: string; text: string },
  site: SiteConfig,
  now = new Date(),
) {
  const text = checkedMessage(input.text, "answerRequired");
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId);
    if (request.kind !== "complaint") throw new RequestActionError(409, "notComplaint");
    if (request.acknowledgedAt) throw new RequestActionError(409, "alreadyAcknowledged");
    await recordRequestEvent(tx, request.id, { kind: "answer", text }, now, actor);
    await tx
      .update(customerRequests)
      .set(bump(now, { acknowledgedAt: now, staffActivityAt: now, staffSeenAt: now }))
      .where(eq(customerRequests.id, request.id));
    await recordStaffAction(tx, actor, {
      action: "request.acknowledge",
      target: { type: "customerRequest", id: request.id },
    });
    if (request.status === "sent") await setStatus(tx, actor, request, "in_progress", null, now);
    await tellCustomer(tx, request, "answered", site, now, undefined, text);
  });
}

/** Staff opened the request: what the customer wrote until now is read. */
export async function markSeenByStaff(db: Database, requestId: string, now = new Date()) {
  await db.update(customerRequests).set({ staffSeenAt: now }).where(eq(customerRequests.id, requestId));
}
