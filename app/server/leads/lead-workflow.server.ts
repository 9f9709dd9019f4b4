import { eq, sql } from "drizzle-orm";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database, Transaction as Tx } from "~/server/db/client.server";
import { leads } from "~/server/db/schema/leads";
import { recordLeadEvent } from "~/server/leads/lead-events.server";
import type { CallOutcome, LeadStatus, LegalBasis, LostReason } from "~/server/leads/lead-pipeline";
import { NOTE_MAX } from "~/server/leads/lead-pipeline";
import { creditReferralForLead } from "~/server/sponsorship/referrals.server";

export { CALL_OUTCOMES, type CallOutcome, LEGAL_BASES, type LegalBasis, NOTE_MAX } from "~/server/leads/lead-pipeline";

import type { StaffActor } from "~/server/staff/staff-actor";
import { LeadActionError } from "./lead-action-error";

/** The lead, locked for the change, checked against the version the screen showed. */
async function lockLead(tx: Tx, leadId: string, version?: number) {
  const [lead] = await tx
    .select({
      status: leads.status,
      version: leads.version,
      firstContactedAt: leads.firstContactedAt,
      callbackConsent: leads.callbackConsent,
      product: leads.product,
    })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for("update");
  if (!lead) throw new LeadActionError(404, "notFound");
  if (version !== undefined && version !== lead.version) throw new LeadActionError(409, "stale");
  return lead;
}

/** A lead the prospect may be called about for sales: the opt-in, or their own call-back request. */
export function mayCallForSales(lead: { callbackConsent: boolean; product: string }) {
  return lead.callbackConsent || lead.product === "callback";
}

/**
 * Moves a lead along the pipeline. The first move records the first contact (the 24-hour
 * promise); a lost lead says why; a won one counts its referral, once.
 */
export async function changeLeadStatus(
  db: Database,
  actor: StaffActor,
  input: { leadId: string; status: LeadStatus; version: number; lostReason?: LostReason | null },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, input.leadId, input.version);
    if (lead.status === input.status) return { changed: false };
    if (input.status === "lost" && !input.lostReason) throw new LeadActionError(400, "lostReasonRequired");
    const [updated] = await tx
      .update(leads)
      .set({
        status: input.status,
        lostReason: input.status === "lost" ? (input.lostReason ?? null) : null,
        firstContactedAt: lead.firstContactedAt ?? now,
        version: sql`${leads.version} + 1`,
        updatedAt: now,
      })
      .where(eq(leads.id, input.leadId))
      .returning({ version: leads.version });
    await recordLeadEvent(
      tx,
      input.leadId,
      {
        kind: "status",
        details: {
          from: lead.status,
          to: input.status,
          ...(input.status === "lost" ? { reason: input.lostReason } : {}),
        },
      },
      now,
      actor,
    );
    await recordStaffAction(tx, actor, {
      action: "lead.status",
      target: { type: "lead", id: input.leadId },
      details: { from: lead.status, to: input.status, reason: input.lostReason ?? undefined },
    });
    const referral =
      input.status === "won" ? await creditReferralForLead(tx as unknown as Database, input.leadId, now) : null;
    return { changed: true, version: updated?.version, referral };
  });
}

export async function addLeadNote(
  db: Database,
  actor: StaffActor,
  input: { leadId: string; text: string },
  now = new Date(),
) {
  const text = input.text.trim();
  if (!text) throw new LeadActionError(400, "noteRequired");
  if (text.length > NOTE_MAX) throw new LeadActionError(400, "noteTooLong");
  await db.transaction(async (tx) => {
    await lockLead(tx, input.leadId);
    await recordLeadEvent(tx, input.leadId, { kind: "note", details: { text } }, now, actor);
    await tx
      .update(leads)
      .set({ version: sql`${leads.version} + 1`, updatedAt: now })
      .where(eq(leads.id, input.leadId));
    await recordStaffAction(tx, actor, { action: "lead.note", target: { type: "lead", id: input.leadId } });
  });
}

/**
 * Logs a call. Without the phone opt-in the adviser names the legal basis of the call; the first
 * call records the first contact.
 */
export async function logLeadCall(
  db: Database,
  actor: StaffActor,
  input: { leadId: string; outcome: CallOutcome; note: string; legalBasis: LegalBasis | null },
  now = new Date(),
) {
  const note = input.note.trim();
  if (note.length > NOTE_MAX) throw new LeadActionError(400, "noteTooLong");
  await db.transaction(async (tx) => {
    const lead = await lockLead(tx, input.leadId);
    const basis = mayCallForSales(lead)
      ? (input.legalBasis ?? (lead.callbackConsent ? "optIn" : "callbackRequest"))
      : input.legalBasis;
    if (!basis) throw new LeadActionError(400, "legalBasisRequired");
    await recordLeadEvent(
      tx,
      input.leadId,
      { kind: "call", details: { outcome: input.outcome, note, legalBasis: basis } },
      now,
      actor,
    );
    await tx
      .update(leads)
      .set({ firstContactedAt: lead.firstContactedAt ?? now, version: sql`${leads.version} + 1`, updatedAt: now })
      .where(eq(leads.id, input.leadId));
    await recordStaffAction(tx, actor, {
      action: "lead.call",
      target: { type: "lead", id: input.leadId },
      details: { outcome: input.outcome, legalBasis: basis },
    });
  });
}
