import { randomInt, randomUUID } from "node:crypto";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Answers } from "~/forms/field-types";
import { type Database, queryRows, reusableStatement } from "~/server/db/client.server";
import { leadEvents } from "~/server/db/schema/lead-activity";
import { leadSubmissions, leads } from "~/server/db/schema/leads";
import { outbox } from "~/server/db/schema/outbox";
import type { OutboxMessage } from "~/server/outbox/outbox.server";
import { type Budget, type RateLimitState, rateLimitHit, rateLimitState } from "~/server/rate-limit.server";
import { webhookConfiguredSql, webhookEnvironment } from "~/server/settings/webhook-endpoints.server";
import { nextTurnSql } from "~/server/staff/round-robin.server";
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

type SubmitOptions = {
  /**
   * Write the announcements' webhook message only when this receiver is configured (the rule of
   * `webhookConfiguredSql`, read in the same statement); without it, always.
   */
  webhookFor?: "leads";
};
/** Over the budget: nothing stored but the count. */
export type Limited = { limited: RateLimitState };

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
 * - otherwise a new lead, announced by the messages `announce` builds, and given to the adviser
 *   in turn (round-robin, when on).
 * Two statements between BEGIN and COMMIT, whatever happens (there were twelve): the first
 * claims the key and takes the person's lock, the second does the rest (see `storeLeadSql`).
 * Given a `budget`, the first statement also counts the submission against it (hitRateLimit's
 * upsert), and over the limit claims nothing: the count alone is committed, and the answer is
 * `{ limited }`. Counted first, as before: a replayed submission counts too.
 */
export function submitLead(
  db: Database,
  draft: LeadDraft,
  announce: LeadAnnouncer,
  now?: Date,
  options?: SubmitOptions,
): Promise<SubmittedLead>;
export function submitLead(
  db: Database,
  draft: LeadDraft,
  announce: LeadAnnouncer,
  now: Date,
  options: SubmitOptions & { budget: Budget },
): Promise<SubmittedLead | Limited>;
export async function submitLead(
  db: Database,
  draft: LeadDraft,
  announce: LeadAnnouncer,
  now = new Date(),
  { webhookFor, budget }: SubmitOptions & { budget?: Budget } = {},
): Promise<SubmittedLead | Limited> {
  return db.transaction(async (tx) => {
    // The key first: a concurrent insert of the same key waits here for the first transaction.
    // Then submissions of one person for one product are serialised, so the merge rule holds
    // under races; the lock is taken in this statement so that the next one's snapshot sees
    // whatever the person's previous submission committed.
    const [first] = await queryRows<{ key: string | null; count: number | null; resetAt: string | Date | null }>(
      tx as unknown as Database,
      sql`with hit as (${budget ? rateLimitHit(tx, budget.key, budget.rule, now).getSQL() : sql`select null::integer as count, null::timestamptz as reset_at`}
        ), claimed as (
          insert into ${leadSubmissions} (idempotency_key, created_at)
          select ${draft.idempotencyKey}, ${now.toISOString()}::timestamptz
          where coalesce((select count from hit) <= ${budget?.rule.limit ?? 0}, true)
          on conflict do nothing
          returning idempotency_key
        )
        select claimed.idempotency_key as key, (select count from hit) as count, (select reset_at from hit) as "resetAt",
          case when claimed.idempotency_key is not null
            then pg_advisory_xact_lock(hashtext(${`lead:${draft.product}:${draft.contact.email}`}))::text end as locked
        from (select 1) as one left join claimed on true`,
    );
    if (budget && first?.count != null && first.resetAt != null) {
      const state = rateLimitState({ count: Number(first.count), resetAt: new Date(first.resetAt) }, budget.rule, now);
      if (state.limited) return { limited: state };
    }
    if (!first?.key) {
      // Seen before (the first transaction has committed: the insert above waited for it).
      const [previous] = await tx
        .select({ id: leads.id, reference: leads.reference })
        .from(leadSubmissions)
        .innerJoin(leads, eq(leads.id, leadSubmissions.leadId))
        .where(eq(leadSubmissions.idempotencyKey, draft.idempotencyKey));
      if (previous) return { ...previous, outcome: "replayed" } satisfies SubmittedLead;
      throw new Error("submission key without a lead");
    }
    // A reference already taken (one chance in 10^12) is simply drawn again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const lead = { id: randomUUID(), reference: newReference(), createdAt: now };
      const messages = announce({ ...draft, ...lead });
      const store = webhookFor ? storeLeadIfWebhook : storeLeadAlways;
      const [stored] = await store(tx, storeLeadValues(draft, lead, messages, now));
      if (stored?.mergedId && stored.mergedReference) {
        return { id: stored.mergedId, reference: stored.mergedReference, outcome: "merged" } satisfies SubmittedLead;
      }
      if (stored?.createdId)
        return { id: lead.id, reference: lead.reference, outcome: "created" } satisfies SubmittedLead;
    }
    throw new Error("could not draw a free lead reference");
  });
}

/**
 * One statement: the person's recent lead is updated (merge), or the new lead is written with
 * the adviser in turn (a turn drawn only for a new lead), the assignment on the lead's timeline and
 * the outbox messages; then the submission key points at the lead. Nothing is written for a new
 * lead whose reference turns out taken (the caller draws another). Built once, its values filled
 * in for each lead (`storeLeadValues`).
 */
function storeLeadSql(webhookIf: SQL) {
  const value = (name: keyof ReturnType<typeof storeLeadValues>) => sql.placeholder(name);
  const at = sql`${value("at")}::timestamptz`;
  const fields = {
    answers: sql`${value("answers")}::jsonb`,
    lastName: value("lastName"),
    firstName: value("firstName"),
    company: value("company"),
    phone: value("phone"),
    lang: value("lang"),
    consents: sql`${value("consents")}::jsonb`,
    callbackConsent: value("callbackConsent"),
  };
  // The person's own leads first, behind an `offset 0` fence: with a young table's statistics,
  // the planner walked the product's index backwards instead and read every lead of the product
  // since the merge window opened (1,600 rows per lead after 3,000 leads in a burst; issue 29).
  return sql`with recent as (
      select id, reference from (
        select id, reference, product, created_at from ${leads} where email = ${value("email")} offset 0
      ) as theirs
      where product = ${value("product")} and created_at > ${value("windowStart")}::timestamptz
      order by created_at desc
      limit 1
    ), merged as (
      update ${leads} set answers = ${fields.answers}, last_name = ${fields.lastName}, first_name = ${fields.firstName},
        company = ${fields.company}, phone = ${fields.phone}, lang = ${fields.lang}, consents = ${fields.consents},
        callback_consent = ${fields.callbackConsent}, submission_count = submission_count + 1, version = version + 1,
        updated_at = ${at}
      where id = (select id from recent)
      returning id, reference
    ), rr_next as (${nextTurnSql("leads", sql`exists (select 1 from recent)`)}
    ), created as (
      insert into ${leads} (id, reference, product, answers, last_name, first_name, company, email, phone, lang,
        consents, callback_consent, source, assigned_to, created_at, updated_at)
      select ${value("id")}::uuid, ${value("reference")}, ${value("product")}, ${fields.answers}, ${fields.lastName},
        ${fields.firstName}, ${fields.company}, ${value("email")}, ${fields.phone}, ${fields.lang}, ${fields.consents},
        ${fields.callbackConsent}, ${value("source")}::jsonb, (select id from rr_next), ${at}, ${at}
      where not exists (select 1 from recent)
      on conflict (reference) do nothing
      returning id
    ), assignment as (
      insert into ${leadEvents} (lead_id, at, kind, details)
      select created.id, ${at}, 'assignment', jsonb_build_object('to', rr_next.id, 'toName', rr_next.name, 'by', 'roundRobin')
      from created, rr_next
    ), announced as (
      insert into ${outbox} (channel, topic, payload, lead_id)
      select message.channel, message.topic, message.payload, created.id
      from created, jsonb_to_recordset(${value("messages")}::jsonb) as message(channel text, topic text, payload jsonb)
      where message.channel <> 'webhook' or ${webhookIf}
    ), submission as (
      update ${leadSubmissions}
      set lead_id = coalesce((select id from merged), (select id from created)),
        outcome = case when exists (select 1 from merged) then 'merged' else 'created' end
      where idempotency_key = ${value("key")} and exists (select 1 from merged union all select 1 from created)
    )
    select (select id from merged) as "mergedId", (select reference from merged) as "mergedReference",
      (select id from created) as "createdId"`;
}

function storeLeadValues(
  draft: LeadDraft,
  lead: { id: string; reference: string },
  messages: OutboxMessage[],
  now: Date,
) {
  return {
    email: draft.contact.email,
    product: draft.product,
    windowStart: new Date(now.getTime() - MERGE_WINDOW_MS).toISOString(),
    answers: JSON.stringify(draft.answers),
    lastName: draft.contact.lastName,
    firstName: draft.contact.firstName,
    company: draft.contact.company,
    phone: draft.contact.phone,
    lang: draft.lang,
    consents: JSON.stringify(draft.consents),
    callbackConsent: draft.consents.callback.given,
    at: now.toISOString(),
    id: lead.id,
    reference: lead.reference,
    source: JSON.stringify(draft.source),
    messages: JSON.stringify(messages.map(({ channel, topic, payload }) => ({ channel, topic, payload }))),
    key: draft.idempotencyKey,
    // Read from the environment at each lead, as before: tests and deployments change it.
    ...webhookEnvironment("leads"),
  };
}

type StoredLead = { mergedId: string | null; mergedReference: string | null; createdId: string | null };
type StoreLeadValues = ReturnType<typeof storeLeadValues>;

const storeLeadAlways = reusableStatement<StoredLead, StoreLeadValues>(() => storeLeadSql(sql`true`));
const storeLeadIfWebhook = reusableStatement<StoredLead, StoreLeadValues>(() =>
  storeLeadSql(
    webhookConfiguredSql("leads", { url: sql.placeholder("webhookUrl"), secret: sql.placeholder("webhookSecret") }),
  ),
);
