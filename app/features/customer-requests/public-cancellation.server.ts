import { data, type RouterContextProvider, redirect } from "react-router";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "~/forms/field-names";
import { formInput, queryOf } from "~/forms/form-reader";
import { formatDay, formatMoment } from "~/i18n/format";
import { requestLanguage } from "~/i18n/request-language.server";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { SITE_PATHS } from "~/paths/site";
import { getCustomer } from "~/server/auth/session.server";
import { addDays, parisToday } from "~/server/contracts/contract-dates";
import { NOTICE_DAYS } from "~/server/customer-requests/cancellation-terms";
import {
  PUBLIC_CANCELLATION_RATE_LIMIT,
  publicCancellationTargets,
  submitPublicCancellation,
} from "~/server/customer-requests/public-cancellation.server";
import { checkCancellation, checkContractReference } from "~/server/customer-requests/request-forms";
import { refuse } from "~/server/customer-requests/request-intake.server";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { issueFormToken, readFormToken } from "~/server/leads/form-token.server";
import { log } from "~/server/logger.server";
import { kickOutbox } from "~/server/outbox/app-worker.server";
import { spendBudgets } from "~/server/rate-limit.server";
import { requestInfoContext } from "~/server/request-context";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { CancellationPageData } from "./cancellation-flow";

/**
 * The public "Résilier votre contrat" (Code de la consommation L215-1-1): the same three screens
 * as in the area, for someone who does not sign in. A signed-in customer keeps their own path
 * (their contracts, each with its cancellation).
 */
export async function loadPublicCancellation(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CancellationPageData> {
  if (await getCustomer(request)) throw redirect(CUSTOMER_PATHS.home);
  const query = queryOf(request.url);
  const sent = query.get("envoye");
  const sentAt = sent && !Number.isNaN(Date.parse(sent)) ? new Date(sent).toISOString() : null;
  const step = sentAt ? "done" : query.get("etape") === "formulaire" ? "form" : "info";
  const { lang } = requestLanguage(context);
  const earliest = addDays(parisToday(), NOTICE_DAYS);
  return {
    terms: null,
    // Nobody is named yet: a pending cancellation is said after the match, by e-mail.
    pending: null,
    open: {
      earliest,
      earliestText: formatDay(earliest, lang),
      sentAtText: sentAt ? formatMoment(new Date(sentAt), lang) : null,
    },
    step,
    receipt: null,
    prefill: { name: "", email: "" },
    formToken: issueFormToken(),
  };
}

/**
 * The public entry's posts: "review" (step 2 → 3), "edit" (back to 2), "confirm". The answers
 * depend only on what was typed, never on whether the reference exists: a match and a miss end
 * on the same acknowledgement, the confirmation e-mail going to the contract holder's address.
 */
export async function publicCancellationAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData().catch(() => null);
  if (!form) return refuse("requests.cancel.errors.failed", {}, {});
  const input = formInput(form);
  const honeypot = input.line(HONEYPOT_FIELD);
  if (honeypot !== undefined && honeypot.trim() !== "") {
    log.warn("public cancellation rejected as spam", { reason: "honeypot" });
    return redirect(`${SITE_PATHS.cancel}?envoye=${encodeURIComponent(new Date().toISOString())}`);
  }
  const intent = input.line("intent");
  const checked = checkCancellation(input);
  const reference = checkContractReference(input.line("reference"));
  const echo = { ...checked.echo, reference: reference.echo };
  const errors = { ...(checked.ok ? {} : checked.errors), ...(reference.ok ? {} : { reference: reference.error }) };
  if (intent === "edit" && checked.ok && reference.ok)
    return data({ ok: false as const, step: "form" as const, notice: "", errors: {}, values: echo });
  if (!checked.ok || !reference.ok) return refuse("requests.cancel.errors.form", errors, echo);
  const earliest = addDays(parisToday(), NOTICE_DAYS);
  const { values } = checked;
  if (values.reason !== "echeance" && values.desiredDate && values.desiredDate < earliest) {
    return refuse("requests.cancel.errors.form", { desiredDate: "requests.cancel.errors.tooSoon" }, echo);
  }
  if (intent !== "confirm") {
    const effectDate = values.reason === "echeance" ? null : values.desiredDate || earliest;
    return data({ ok: true as const, step: "summary" as const, values: echo, effectDate });
  }

  const token = readFormToken(input.line(TOKEN_FIELD));
  if (!token) return refuse("requests.errors.expired", {}, echo);
  // As the quote forms: a confirmation sent sooner after its page than a person reads it is a script's.
  if (Date.now() - token.issuedAt < env().LEAD_MIN_FILL_MS) return refuse("forms.errors.tooFast", {}, echo);
  const db = await getDb();
  const { clientIp } = context.get(requestInfoContext);
  // Per client address, then per reference and per address typed (whoever types them, from wherever).
  const wait = await spendBudgets(db, [
    { key: `cancel:${clientIp}`, rule: PUBLIC_CANCELLATION_RATE_LIMIT },
    ...publicCancellationTargets({ reference: reference.value, email: values.email }),
  ]);
  if (wait !== null) {
    return refuse("requests.errors.rateLimited", {}, echo, { status: 429, headers: { "Retry-After": String(wait) } });
  }
  const config = env();
  const site = await siteConfig(db);
  const taken = await submitPublicCancellation(db, {
    values: { ...values, reference: reference.value },
    lang: requestLanguage(context).lang,
    submissionKey: token.key,
    site,
    notifyEmail: config.REQUESTS_NOTIFY_EMAIL ?? site.contactEmail,
    triggeredFrom: SITE_PATHS.cancel,
  });
  // Logged for the office, never shown: the page is the same either way.
  log.info("public cancellation received", { matched: taken.matched });
  kickOutbox();
  return redirect(`${SITE_PATHS.cancel}?envoye=${encodeURIComponent(new Date().toISOString())}`);
}
