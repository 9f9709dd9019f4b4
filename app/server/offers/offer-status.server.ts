import { eq } from "drizzle-orm";
import { refusalsIn } from "~/server/action-error";
import type { Transaction } from "~/server/db/client.server";
import { offers } from "~/server/db/schema/offers";
import { isRecordId } from "~/server/record-ids";
import { mayChangeOfferStatus, type OfferStatus, type OfferStatusCause } from "./offer-states";

export type OfferRow = typeof offers.$inferSelect;

const refuse = refusalsIn("offers.errors");

/**
 * The one place an offer's status changes, checked against OFFER_STATUS_TRANSITIONS: the row is
 * locked, a change the table does not allow is refused with a 409 (an offer already signed,
 * replaced or expired), and the columns that go with the new status are set in the same write.
 * Callers bring their transaction, so the change commits with the work that caused it.
 */
export async function changeOfferStatus(
  tx: Transaction,
  offerId: string,
  to: OfferStatus,
  cause: OfferStatusCause,
  set: Partial<Omit<OfferRow, "id" | "status">> = {},
  now = new Date(),
): Promise<OfferRow> {
  const current = await lockOffer(tx, offerId);
  if (!mayChangeOfferStatus(current.status, to, cause)) throw refuse(409, `closed.${current.status}`);
  const [updated] = await tx
    .update(offers)
    .set({ ...set, status: to, updatedAt: now })
    .where(eq(offers.id, current.id))
    .returning();
  return updated as OfferRow;
}

/** The offer, locked for the transaction's change; an unknown one is a 404. */
export async function lockOffer(tx: Transaction, offerId: string): Promise<OfferRow> {
  if (!isRecordId(offerId)) throw refuse(404, "notFound");
  const [current] = await tx.select().from(offers).where(eq(offers.id, offerId)).for("update");
  if (!current) throw refuse(404, "notFound");
  return current;
}
