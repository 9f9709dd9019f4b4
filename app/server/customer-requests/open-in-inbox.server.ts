import { eq } from "drizzle-orm";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import { type CustomerRequestKind, customerRequests } from "~/server/db/schema/customer-requests";
import { foldText } from "~/server/search-text";
import { takeTurn } from "~/server/staff/round-robin.server";
import { acknowledgeDueAtOf, dueAtOf } from "./request-clock";
import { recordRequestEvent } from "./request-events.server";
import type { Tx } from "./request-steps.server";

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
