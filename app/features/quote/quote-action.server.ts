import { data, type RouterContextProvider, redirect } from "react-router";
import { languageOf } from "~/i18n/lang.server";
import { createTranslator } from "~/i18n/translate";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { setFlash } from "~/server/flash.server";
import { log } from "~/server/logger.server";
import { kickOutbox } from "~/server/outbox/app-worker.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { requestInfoContext } from "~/server/request-context";
import { buildSiteConfig } from "~/server/site-config.server";
import { consentTexts } from "./consent-texts";
import { issueFormToken, readFormToken } from "./form-token.server";
import { leadAnnouncer } from "./lead-emails.server";
import { leadSourceOf } from "./lead-source.server";
import { PRODUCTS } from "./products/registry";
import { CONSENT_FIELDS, readStepInput, type StepErrors, validateStep } from "./schema";
import { submitLead } from "./submit-lead.server";
import type { Answers, ProductId } from "./types";

/** Final submissions per client address and hour: plenty for people, little for scripts. */
export const LEAD_RATE_LIMIT = { limit: 10, windowMs: 60 * 60_000 };
export const HONEYPOT_FIELD = "website";
export const SENT_PARAM = "demande";

export type QuoteActionData = { step: number; values: Answers; errors: StepErrors | null };

/** What a quote page needs to render its form: a fresh token, or the reference just sent. */
export function quoteLoaderData(request: Request) {
  const url = new URL(request.url);
  const sent = url.searchParams.get(SENT_PARAM);
  return {
    formToken: issueFormToken(),
    sentReference: sent && /^DV-[A-Z0-9]{8}$/.test(sent) ? sent : null,
  };
}

function fail(step: number, values: Answers, notice: string, fields: Record<string, string> = {}, status = 400) {
  return data<QuoteActionData>({ step, values, errors: { notice, fields } }, { status });
}

/** Echoes answers back into the form (no-JS path), never more than a sane length. */
function echo(input: Record<string, string | string[] | undefined>): Answers {
  const answers: Answers = {};
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || name === CONSENT_FIELDS.privacy || name === CONSENT_FIELDS.callback) continue;
    answers[name] = Array.isArray(value) ? value.slice(0, 10).map((v) => v.slice(0, 200)) : value.slice(0, 200);
  }
  return answers;
}

/**
 * One action for the seven forms. Steps 1 and 2 are validated and the next step is sent back
 * (that is the no-JavaScript path; with JavaScript the browser validates them itself). Step 3
 * re-validates everything, checks for bots and floods, stores the lead, then redirects (PRG).
 */
export async function handleQuoteAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  productId: ProductId,
) {
  const config = PRODUCTS[productId];
  const form = await request.formData().catch(() => null);
  if (!form) return fail(1, {}, "quote.errors.badRequest");
  const step = Number(form.get("_step"));
  if (!Number.isInteger(step) || step < 1 || step > config.steps.length) return fail(1, {}, "quote.errors.badRequest");

  const values: Answers = {};
  const validated: Record<string, unknown> = {};
  for (let index = 0; index < step; index++) {
    const input = readStepInput(config, index, form);
    const result = await validateStep(config, index, input);
    if (!result.ok) return fail(index + 1, { ...values, ...echo(input) }, result.errors.notice, result.errors.fields);
    Object.assign(values, echo(input));
    Object.assign(validated, result.values);
  }
  if (step < config.steps.length) return data<QuoteActionData>({ step: step + 1, values, errors: null });

  const { clientIp } = context.get(requestInfoContext);
  const lang = languageOf(request);
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // A field people never see: answer like a success so the bot learns nothing, store nothing.
    log.warn("lead rejected as spam", { reason: "honeypot", product: productId });
    return redirect(`${config.path}?${SENT_PARAM}=DV-00000000`);
  }
  const token = readFormToken(form.get("_token"));
  if (!token) return fail(step, values, "quote.errors.expired");
  if (Date.now() - token.issuedAt < env().LEAD_MIN_FILL_MS) return fail(step, values, "quote.errors.tooFast");

  const db = await getDb();
  const limit = await hitRateLimit(db, `lead:${clientIp}`, LEAD_RATE_LIMIT);
  if (limit.limited) {
    return data<QuoteActionData>(
      { step, values, errors: { notice: "quote.errors.rateLimited", fields: {} } },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const site = buildSiteConfig(env());
  const consentedAt = new Date().toISOString();
  const texts = consentTexts(createTranslator(lang), site);
  const string = (name: string) => (typeof validated[name] === "string" ? (validated[name] as string) : null);
  const answers: Answers = {};
  for (const stepConfig of config.steps.slice(0, -1)) {
    for (const field of stepConfig.fields) answers[field.name] = validated[field.name] as string | string[];
  }
  const lead = await submitLead(
    db,
    {
      product: productId,
      answers,
      contact: {
        lastName: string("nom") ?? "",
        firstName: string("prenom"),
        company: string("entreprise"),
        email: string("email") ?? "",
        phone: string("telephone") ?? "",
      },
      lang,
      consents: {
        privacy: { text: texts.privacy, at: consentedAt },
        callback: { given: validated[CONSENT_FIELDS.callback] === true, text: texts.callback, at: consentedAt },
      },
      source: leadSourceOf(request, config.path, lang),
      idempotencyKey: token.key,
    },
    leadAnnouncer({
      site,
      notifyEmail: env().LEADS_NOTIFY_EMAIL ?? site.contactEmail,
      webhook: Boolean(env().LEAD_WEBHOOK_URL),
    }),
  );
  log.info("lead received", { product: productId, reference: lead.reference, outcome: lead.outcome });
  if (lead.outcome === "created") kickOutbox();
  return redirect(`${config.path}?${SENT_PARAM}=${lead.reference}`, {
    headers: { "Set-Cookie": await setFlash({ kind: "success", key: config.successKey }) },
  });
}
