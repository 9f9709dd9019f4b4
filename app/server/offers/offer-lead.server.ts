import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/server/db/client.server";
import { leads } from "~/server/db/schema/leads";
import { recordLeadEvent } from "~/server/leads/lead-events.server";
import type { LeadStatus } from "~/server/leads/lead-pipeline";
import { creditReferralForLead } from "~/server/sponsorship/referrals.server";
import type { OfferRow } from "./offer-status.server";

/** Which lead statuses each offer event moves forward (never back, never out of "lost"). */
const MOVES_FROM: Record<"offerSent" | "won", readonly LeadStatus[]> = {
  offerSent: ["new", "contacted", "quoted"],
  won: ["new", "contacted", "quoted", "offerSent"],
};

/**
 * The lead an offer came from follows it on the pipeline (issue 42): a sent offer puts it at
 * "Proposition envoyée", a signed one at "Signée" (won, its referral counted). A lead staff
 * closed, or already further on, stays where it is.
 */
export async function moveLeadWithOffer(
  tx: Transaction,
  offer: OfferRow,
  to: "offerSent" | "won",
  now: Date,
  actor: { id: string; name: string } | null = null,
) {
  if (!offer.leadId) return;
  const [lead] = await tx
    .select({ id: leads.id, status: leads.status })
    .from(leads)
    .where(eq(leads.id, offer.leadId))
    .for("update");
  if (!lead || !MOVES_FROM[to].includes(lead.status)) return;
  await tx
    .update(leads)
    .set({ status: to, version: sql`${leads.version} + 1`, updatedAt: now })
    .where(eq(leads.id, lead.id));
  await recordLeadEvent(tx, lead.id, { kind: "status", details: { from: lead.status, to } }, now, actor);
  if (to === "won") await creditReferralForLead(tx as unknown as Database, lead.id, now);
}
