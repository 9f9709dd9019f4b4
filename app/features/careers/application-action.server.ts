import { data, type RouterContextProvider, redirect } from "react-router";
import { issueFormToken, readFormToken } from "~/features/quote/form-token.server";
import { languageOf } from "~/i18n/lang.server";
import { createTranslator } from "~/i18n/translate";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { UPLOAD_BODY_LIMIT } from "~/server/http/body-limit.server";
import { log } from "~/server/logger.server";
import { kickOutbox } from "~/server/outbox/app-worker.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { requestInfoContext } from "~/server/request-context";
import { buildSiteConfig } from "~/server/site-config.server";
import { applicationAnnouncer } from "./application-emails.server";
import {
  APPLY_ANCHOR,
  type ApplicationErrors,
  type ApplicationValues,
  CAREERS_PATH,
  HONEYPOT_FIELD,
  SENT_PARAM,
  SENT_VALUE,
  validateApplication,
} from "./application-schema";
import { submitApplication } from "./submit-application.server";

/** Applications per client address and hour: plenty for a person, little for a script. */
export const APPLICATION_RATE_LIMIT = { limit: 5, windowMs: 60 * 60_000 };

export type ApplicationOrigin = "dialog" | "section";
export type ApplicationActionData = { origin: ApplicationOrigin; values: ApplicationValues; errors: ApplicationErrors };

const EMPTY: ApplicationValues = { name: "", email: "", message: "" };

export function careersLoaderData(request: Request) {
  const sent = new URL(request.url).searchParams.get(SENT_PARAM) === SENT_VALUE;
  return { formToken: issueFormToken(), sent };
}

function fail(
  origin: ApplicationOrigin,
  values: ApplicationValues,
  notice: string,
  fields: ApplicationErrors["fields"] = {},
  init: ResponseInit = { status: 400 },
) {
  return data<ApplicationActionData>({ origin, values, errors: { notice, fields } }, init);
}

const sentLocation = `${CAREERS_PATH}?${SENT_PARAM}=${SENT_VALUE}#${APPLY_ANCHOR}`;

/**
 * A spontaneous application: the body's declared size is checked before it is read, then the
 * fields and the CV (a real PDF by its bytes) are validated, bots and floods are turned away,
 * and the application, its file and its emails are stored before redirecting (PRG).
 */
export async function handleApplicationAction(request: Request, context: Readonly<RouterContextProvider>) {
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!Number.isSafeInteger(declared) || declared < 0) return fail("section", EMPTY, "careers.errors.badRequest");
  if (declared > UPLOAD_BODY_LIMIT) {
    return fail("section", EMPTY, "careers.errors.notice", { cv: "careers.errors.cvTooLarge" }, { status: 413 });
  }
  const form = await request.formData().catch(() => null);
  if (!form) return fail("section", EMPTY, "careers.errors.badRequest");
  const origin: ApplicationOrigin = form.get("_origin") === "dialog" ? "dialog" : "section";

  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // A field people never see: answer like a success so the bot learns nothing, store nothing.
    log.warn("application rejected as spam", { reason: "honeypot" });
    return redirect(sentLocation);
  }

  const result = await validateApplication(form);
  if (!result.ok) return fail(origin, result.values, result.errors.notice, result.errors.fields);
  const values = { name: result.value.name, email: result.value.email, message: result.value.message };

  const token = readFormToken(form.get("_token"));
  if (!token) return fail(origin, values, "careers.errors.expired");
  if (Date.now() - token.issuedAt < env().LEAD_MIN_FILL_MS) return fail(origin, values, "careers.errors.tooFast");

  const db = await getDb();
  const { clientIp } = context.get(requestInfoContext);
  const limit = await hitRateLimit(db, `application:${clientIp}`, APPLICATION_RATE_LIMIT);
  if (limit.limited) {
    return fail(
      origin,
      values,
      "careers.errors.rateLimited",
      {},
      {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      },
    );
  }

  const lang = languageOf(request);
  const site = buildSiteConfig(env());
  const application = await submitApplication(
    db,
    {
      ...values,
      lang,
      consent: { text: createTranslator(lang)("careers.apply.consent"), at: new Date() },
      cv: { fileName: result.value.cv.name, bytes: new Uint8Array(await result.value.cv.arrayBuffer()) },
      submissionKey: token.key,
    },
    applicationAnnouncer({ site, notifyEmail: site.contactEmail }),
    env().UPLOADS_DIR,
  );
  log.info("job application received", { reference: application.reference, outcome: application.outcome });
  if (application.outcome === "created") kickOutbox();
  return redirect(sentLocation);
}
