import { data, type RouterContextProvider } from "react-router";
import { consentTexts } from "~/features/quote/consent-texts";
import { readFormToken } from "~/features/quote/form-token.server";
import { leadAnnouncer } from "~/features/quote/lead-emails.server";
import { leadSourceOf } from "~/features/quote/lead-source.server";
import { LEAD_RATE_LIMIT } from "~/features/quote/quote-action.server";
import { submitLead } from "~/features/quote/submit-lead.server";
import { languageOf } from "~/i18n/lang.server";
import { createTranslator } from "~/i18n/translate";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { log } from "~/server/logger.server";
import { kickOutbox } from "~/server/outbox/app-worker.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { requestInfoContext } from "~/server/request-context";
import { buildSiteConfig } from "~/server/site-config.server";
import { CALLBACK_HONEYPOT, CALLBACK_PRODUCT, readCallbackJson, validateCallback } from "./callback-form";
import { callbackLeadKind } from "./callback-lead-kind.server";

/** What the widget gets back: the lead's reference, or a notice and one message per field. */
export type CallbackResponse = { reference: string } | { error: string; fields: Record<string, string> };

/** The page the visitor was reading: the path of the widget's same-origin Referer, or "/". */
function pageOf(request: Request) {
  try {
    const referer = new URL(request.headers.get("Referer") ?? "");
    if (referer.host === new URL(request.url).host) return referer.pathname.slice(0, 200);
  } catch {
    // No Referer, or not a URL: the page stays unknown.
  }
  return "/";
}

/**
 * A callback request from the concierge (`{ "callback": {...} }`), handled as a quote lead is:
 * the honeypot, the same validation rules, the signed token the offer came with (idempotency key
 * and minimum fill time), the per-client lead limit, then one transaction for the lead (product
 * "callback") and its emails and webhook. Every refusal is a 4xx with messages in the visitor's
 * language.
 */
export async function handleCallbackRequest(request: Request, context: Readonly<RouterContextProvider>, body: unknown) {
  const lang = languageOf(request);
  const t = createTranslator(lang);
  const fail = (status: number, noticeKey: string, fieldKeys: Record<string, string> = {}, headers?: HeadersInit) => {
    const fields = Object.fromEntries(Object.entries(fieldKeys).map(([name, key]) => [name, t(key)]));
    return data<CallbackResponse>({ error: t(noticeKey), fields }, { status, headers });
  };
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return fail(400, "chat.api.errors.callbackShape");
  const input = body as Record<string, unknown>;

  const honeypot = input[CALLBACK_HONEYPOT];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // A field people never see: answer like a success so the bot learns nothing, store nothing.
    log.warn("lead rejected as spam", { reason: "honeypot", product: CALLBACK_PRODUCT });
    return data<CallbackResponse>({ reference: "DV-00000000" }, { status: 201 });
  }
  const result = await validateCallback(readCallbackJson(input));
  if (!result.ok) return fail(400, result.errors.notice, result.errors.fields);
  const token = readFormToken(input.token);
  if (!token) return fail(400, "chat.callback.errors.expired");
  if (Date.now() - token.issuedAt < env().LEAD_MIN_FILL_MS) return fail(400, "quote.errors.tooFast");

  const db = await getDb();
  const { clientIp } = context.get(requestInfoContext);
  const limit = await hitRateLimit(db, `lead:${clientIp}`, LEAD_RATE_LIMIT);
  if (limit.limited) {
    return fail(429, "quote.errors.rateLimited", {}, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const site = buildSiteConfig(env());
  const texts = consentTexts(t, site);
  const at = new Date().toISOString();
  const { values } = result;
  const lead = await submitLead(
    db,
    {
      product: CALLBACK_PRODUCT,
      answers: { question: values.question, moment: values.moment },
      contact: { lastName: values.lastName, firstName: null, company: null, email: values.email, phone: values.phone },
      lang,
      consents: {
        privacy: { text: texts.privacy, at },
        callback: { given: values.consentCallback, text: texts.callback, at },
      },
      source: leadSourceOf(request, pageOf(request), lang),
      idempotencyKey: token.key,
    },
    leadAnnouncer({
      site,
      notifyEmail: env().LEADS_NOTIFY_EMAIL ?? site.contactEmail,
      webhook: Boolean(env().LEAD_WEBHOOK_URL),
      kind: callbackLeadKind,
    }),
  );
  log.info("lead received", { product: CALLBACK_PRODUCT, reference: lead.reference, outcome: lead.outcome });
  if (lead.outcome === "created") kickOutbox();
  return data<CallbackResponse>(
    { reference: lead.reference },
    { status: lead.outcome === "created" ? 201 : 200, headers: { "Cache-Control": "no-store" } },
  );
}
