import type { RouterContextProvider } from "react-router";
import { consentTexts } from "~/forms/consent-texts";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "~/forms/field-names";
import type { FormInput } from "~/forms/form-reader";
import { type RequestLanguage, requestLanguage } from "~/i18n/request-language.server";
import type { Database } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { log } from "~/server/logger.server";
import { kickOutbox } from "~/server/outbox/app-worker.server";
import { type Budget, hitRateLimit, purgeExpiredRateLimits, type RateLimitRule } from "~/server/rate-limit.server";
import { requestInfoContext } from "~/server/request-context";
import { siteConfig } from "~/server/settings/site-settings.server";
import { readFormToken } from "./form-token.server";
import { leadAnnouncer } from "./lead-emails.server";
import type { AnnouncedLeadKind } from "./lead-kind";
import { leadSourceOf } from "./lead-source.server";
import { type LeadDraft, type Limited, type SubmittedLead, submitLead } from "./submit-lead.server";

/** Final lead submissions per client address and hour, shared by every lead form: plenty for people. */
export const LEAD_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 60 * 60_000 };

/** A guard's refusal, for the form to answer in its own shape and words. */
export type IntakeRefusal = { status: 400 | 429; notice: string; headers?: Record<string, string> };

/** What a form's checks found: its values, or the answer showing what is wrong (a 400). */
export type IntakeValidation<V, A> = { ok: true; values: V } | { ok: false; answer: A };

export type Intake<V, S extends { reference: string; outcome: string }, A> = {
  /** What is taken, in the logs: "lead", "job application". */
  subject: string;
  /** Said with every log line (the lead's product). */
  logFields?: Record<string, string>;
  input: FormInput;
  /** Where the signed token is, when not in the forms' `_token` field (the chat's JSON says `token`). */
  tokenField?: string;
  /** The form's own rules. */
  validate: () => Promise<IntakeValidation<V, A>>;
  /** Dictionary keys of the guard's refusals, in the form's words. */
  notices: { expired: string; tooFast: string; rateLimited: string };
  /** A budget per client address; forms sharing a bucket share it. */
  limit: RateLimitRule & { bucket: string };
  /**
   * Stores the submission and its outbox messages, in one transaction. Given the `budget`
   * (`countsItself`), it counts the submission against it in that transaction and answers
   * `{ limited }` over it, having stored nothing else.
   */
  submit: (db: Database, values: V, submissionKey: string, budget?: Budget) => Promise<S | Limited>;
  countsItself?: boolean;
  /** A bot filled the honeypot: answer as if it had worked, so that it learns nothing. */
  pretend: () => A;
  refuse: (refusal: IntakeRefusal, values: V) => A;
  accept: (submitted: S, values: V) => A | Promise<A>;
};

/**
 * The intake guard of every public form, in one order: honeypot, the form's validation, its
 * signed token (idempotency key), the minimum fill time, the per-client rate limit, then the
 * submission (stored with its outbox messages), the log line and a kick to the outbox worker.
 * Nothing is counted against the limit before the request has proved to be a real, well-formed
 * submission.
 */
export async function takeIntake<V, S extends { reference: string; outcome: string }, A>(
  context: Readonly<RouterContextProvider>,
  intake: Intake<V, S, A>,
): Promise<A> {
  const honeypot = intake.input.line(HONEYPOT_FIELD);
  if (honeypot !== undefined && honeypot.trim() !== "") {
    log.warn(`${intake.subject} rejected as spam`, { reason: "honeypot", ...intake.logFields });
    return intake.pretend();
  }
  const checked = await intake.validate();
  if (!checked.ok) return checked.answer;
  const { values } = checked;

  const token = readFormToken(intake.input.line(intake.tokenField ?? TOKEN_FIELD));
  if (!token) return intake.refuse({ status: 400, notice: intake.notices.expired }, values);
  if (Date.now() - token.issuedAt < env().LEAD_MIN_FILL_MS) {
    return intake.refuse({ status: 400, notice: intake.notices.tooFast }, values);
  }

  const db = await getDb();
  const { clientIp } = context.get(requestInfoContext);
  const { bucket, ...rule } = intake.limit;
  const budget: Budget = { key: `${bucket}:${clientIp}`, rule };
  let submitted: S | Limited;
  if (intake.countsItself) {
    submitted = await intake.submit(db, values, token.key, budget);
    if (Math.random() < 0.01) await purgeExpiredRateLimits(db);
  } else {
    const limit = await hitRateLimit(db, budget.key, rule);
    submitted = limit.limited ? { limited: limit } : await intake.submit(db, values, token.key);
  }
  if ("limited" in submitted) {
    const headers = { "Retry-After": String(submitted.limited.retryAfterSeconds) };
    return intake.refuse({ status: 429, notice: intake.notices.rateLimited, headers }, values);
  }
  log.info(`${intake.subject} received`, {
    ...intake.logFields,
    reference: submitted.reference,
    outcome: submitted.outcome,
  });
  if (submitted.outcome === "created") kickOutbox();
  return intake.accept(submitted, values);
}

/** What a lead form adds to its values: the lead's answers, contact and callback consent. */
export type LeadOf<V> = (values: V) => Pick<LeadDraft, "answers" | "contact"> & { callbackConsent: boolean };

export type LeadIntake<V, A> = Pick<
  Intake<V, SubmittedLead, A>,
  "input" | "tokenField" | "validate" | "pretend" | "refuse" | "accept"
> & {
  kind: AnnouncedLeadKind;
  /** The page the form was on: the lead's source. */
  page: string;
  lead: LeadOf<V>;
  /** The form's words for an expired token (the other refusals are the same for every lead form). */
  expiredNotice: string;
};

/**
 * A lead form's intake: the guard above with the leads' shared rate limit and messages, and a
 * lead stored with its consents (the words shown, as proof), its source and its announcements.
 */
export function takeLead<V, A>(request: Request, context: Readonly<RouterContextProvider>, intake: LeadIntake<V, A>) {
  return takeIntake(context, {
    ...intake,
    subject: "lead",
    logFields: { product: intake.kind.id },
    notices: {
      expired: intake.expiredNotice,
      tooFast: "forms.errors.tooFast",
      rateLimited: "forms.errors.rateLimited",
    },
    limit: { bucket: "lead", ...LEAD_RATE_LIMIT },
    // Counted in the lead's own transaction: one statement less for every lead.
    countsItself: true,
    submit: (db, values, submissionKey, budget) =>
      storeLead(request, requestLanguage(context), db, intake, values, submissionKey, budget),
  });
}

async function storeLead<V, A>(
  request: Request,
  { lang, t }: RequestLanguage,
  db: Database,
  intake: LeadIntake<V, A>,
  values: V,
  key: string,
  budget: Budget | undefined,
) {
  const config = env();
  const site = await siteConfig(db);
  const texts = consentTexts(t, site);
  const at = new Date().toISOString();
  const { answers, contact, callbackConsent } = intake.lead(values);
  const draft: LeadDraft = {
    product: intake.kind.id,
    answers,
    contact,
    lang,
    consents: { privacy: { text: texts.privacy, at }, callback: { given: callbackConsent, text: texts.callback, at } },
    source: leadSourceOf(request, intake.page, lang),
    idempotencyKey: key,
  };
  const announce = leadAnnouncer({
    site,
    notifyEmail: config.LEADS_NOTIFY_EMAIL ?? site.contactEmail,
    // Built always; written only when a receiver is configured, as read by the lead's statement.
    webhook: true,
    kind: intake.kind,
  });
  return budget
    ? submitLead(db, draft, announce, new Date(), { webhookFor: "leads", budget })
    : submitLead(db, draft, announce, new Date(), { webhookFor: "leads" });
}
