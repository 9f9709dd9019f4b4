import type { Database, Transaction as Tx } from "~/server/db/client.server";
import { type CustomerRequestStatus, customerRequestEvents } from "~/server/db/schema/customer-requests";

/** Each kind of entry in a request's thread, with what it shows. */
export type RequestEvent =
  | { kind: "status"; details: { from: CustomerRequestStatus; to: CustomerRequestStatus; reason?: string } }
  | {
      kind: "assignment";
      details: { from?: string | null; to: string | null; toName: string | null; by: "hand" | "roundRobin" };
    }
  | { kind: "note"; text: string }
  | { kind: "answer"; text: string }
  | { kind: "reply"; text: string }
  /** A kind's own handling (issue 24): `details.step` names it (request-steps.server.ts). */
  | { kind: "step"; details: { step: string } & Record<string, unknown>; text?: string };

/** What the customer sees of each kind: never staff's notes nor who holds the request. */
const VISIBLE_TO_CUSTOMER: Record<RequestEvent["kind"], boolean> = {
  status: true,
  assignment: false,
  note: false,
  answer: true,
  reply: true,
  step: true,
};

/**
 * Writes one entry of a request's thread inside the transaction that made the change, and
 * returns its id (files sent with an answer or a reply hang off it). No actor: the system.
 */
export async function recordRequestEvent(
  tx: Tx | Database,
  requestId: string,
  event: RequestEvent,
  at: Date,
  actor: { id: string; name: string } | null = null,
) {
  const [row] = await tx
    .insert(customerRequestEvents)
    .values({
      requestId,
      at,
      actorId: actor?.id ?? null,
      actorName: actor?.name ?? null,
      kind: event.kind,
      visibleToCustomer: VISIBLE_TO_CUSTOMER[event.kind],
      text: "text" in event ? (event.text ?? null) : null,
      details: "details" in event ? event.details : {},
    })
    .returning({ id: customerRequestEvents.id });
  return (row as { id: string }).id;
}
