import { randomInt } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Answers } from "~/forms/field-types";
import type { Database } from "~/server/db/client.server";
import { leadSubmissions, leads } from "~/server/db/schema/leads";
import { enqueueOutbox, type OutboxMessage } from "~/server/outbox/outbox.server";
import { assignByRoundRobin } from "./lead-round-robin.server";
import type { LeadConsents, LeadSource } from "./lead-types";

/** The same person sending the same request again within this window updates the first lead. */
export const MERGE_WINDOW_MS = 5 * 60_000;

export type LeadDraft = {
  /** A quote form's product id, or another kind of request stored as a lead (the chat's "callback"). */
  product: string;
  answers: Answers;
  contact: { lastName: string; firstName: string | null; company: string | null; email: string; phone: string };
  lang: string;
  consents: LeadConsents;
  source: LeadSource;
  idempotencyKey: string;
};

export type SubmittedLead = { id: string; reference: string; outcome: "created" | "merged" | "replayed" };

/** Messages announcing a new lead; built by the caller (it knows the texts and addresses). */
export type LeadAnnouncer = (lead: { id: string; reference: string; createdAt: Date } & LeadDraft) => OutboxMessage[];

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newReference() {
  return `DV-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join("")}`;
}

/**
 * Stores a quote request (or a callback request) and its outbox messages in one transaction (PRODUCT.md 5):
 * - a submission key seen before returns the first answer (double click, resubmitted page);
 * - the same email and product within 5 minutes updates that lead instead of adding one;
 * - otherwise a new lead, announced by the messages `announce` builds.
 */
export async function submitLead(db: Database, draft: LeadDraft, announce: LeadAnnouncer, now = new Date()) {
  return db.transaction(async (tx): Promise<SubmittedLead> => {
    const claimed = await tx
      .insert(leadSubmissions)
      .values({ idempotencyKey: draft.idempotencyKey, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: leadSubmissions.idempotencyKey });
    if (claimed.length === 0) {
      // Seen before (the first transaction has committed: the insert above waited for it).
      const [previous] = await tx
        .select({ id: leads.id, reference: leads.reference })
        .from(leadSubmissions)
        .innerJoin(leads, eq(leads.id, leadSubmissions.leadId))
        .where(eq(leadSubmissions.idempotencyKey, draft.idempotencyKey));
      if (previous) return { ...previous, outcome: "replayed" };
      throw new Error("submission key without a lead");
    }

    // Serialise submissions of one person for one product, so the merge rule holds under races.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${draft.product}:${draft.contact.email}`}))`);
    const [recent] = await tx
      .select({ id: leads.id, reference: leads.reference })
      .from(leads)
      .where(
        and(
          eq(leads.email, draft.contact.email),
          eq(leads.product, draft.product),
          gt(leads.createdAt, new Date(now.getTime() - MERGE_WINDOW_MS)),
        ),
      )
      .orderBy(desc(leads.createdAt))
      .limit(1);

    const fields = {
      answers: draft.answers,
      lastName: draft.contact.lastName,
      firstName: draft.contact.firstName,
      company: draft.contact.company,
      phone: draft.contact.phone,
      lang: draft.lang,
      consents: draft.consents,
      callbackConsent: draft.consents.callback.given,
    };

    let result: SubmittedLead;
    if (recent) {
      await tx
        .update(leads)
        .set({
          ...fields,
          submissionCount: sql`${leads.submissionCount} + 1`,
          version: sql`${leads.version} + 1`,
          updatedAt: now,
        })
        .where(eq(leads.id, recent.id));
      result = { ...recent, outcome: "merged" };
    } else {
      // A reference already taken (one chance in 10^12) is simply drawn again.
      let created: { id: string; reference: string; createdAt: Date } | undefined;
      for (let attempt = 0; !created && attempt < 5; attempt++) {
        [created] = await tx
          .insert(leads)
          .values({
            ...fields,
            reference: newReference(),
            product: draft.product,
            email: draft.contact.email,
            source: draft.source,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: leads.reference })
          .returning({ id: leads.id, reference: leads.reference, createdAt: leads.createdAt });
      }
      if (!created) throw new Error("could not draw a free lead reference");
      await enqueueOutbox(
        tx,
        announce({ ...draft, ...created }).map((message) => ({ ...message, leadId: created.id })),
      );
      // An adviser in turn takes it at once, when the broker has round-robin on (the default).
      await assignByRoundRobin(tx, created.id, now);
      result = { id: created.id, reference: created.reference, outcome: "created" };
    }
    await tx
      .update(leadSubmissions)
      .set({ leadId: result.id, outcome: result.outcome === "merged" ? "merged" : "created" })
      .where(eq(leadSubmissions.idempotencyKey, draft.idempotencyKey));
    return result;
  });
}
