import { data, type RouterContextProvider, redirect } from "react-router";
import { queryOf, readFormInput } from "~/forms/form-reader";
import { requestLanguage } from "~/i18n/request-language.server";
import { env } from "~/server/env.server";
import { UPLOAD_BODY_LIMIT } from "~/server/http/body-limit.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { takeIntake } from "~/server/leads/intake.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { fileStore } from "~/server/storage.server";
import { applicationAnnouncer } from "./application-emails.server";
import { APPLY_ANCHOR, type ApplicationErrors, type ApplicationValues, CAREERS_PATH } from "./application-fields";
import { SENT_PARAM, SENT_VALUE, type ValidApplication, validateApplication } from "./application-schema";
import { type SubmittedApplication, submitApplication } from "./submit-application.server";

/** Applications per client address and hour: plenty for a person, little for a script. */
export const APPLICATION_RATE_LIMIT = { limit: 5, windowMs: 60 * 60_000 };

export type ApplicationOrigin = "dialog" | "section";
export type ApplicationActionData = { origin: ApplicationOrigin; values: ApplicationValues; errors: ApplicationErrors };

const EMPTY: ApplicationValues = { name: "", email: "", message: "" };

export function careersLoaderData(request: Request) {
  const sent = queryOf(request.url).get(SENT_PARAM) === SENT_VALUE;
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
 * public forms' intake (intake.server.ts) validates the fields and the CV (a real PDF by its
 * bytes), turns bots and floods away, and stores the application, its file and its emails
 * before redirecting (PRG).
 */
export async function handleApplicationAction(request: Request, context: Readonly<RouterContextProvider>) {
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!Number.isSafeInteger(declared) || declared < 0) return fail("section", EMPTY, "careers.errors.badRequest");
  if (declared > UPLOAD_BODY_LIMIT) {
    return fail("section", EMPTY, "careers.errors.notice", { cv: "careers.errors.cvTooLarge" }, { status: 413 });
  }
  const input = await readFormInput(request);
  if (!input) return fail("section", EMPTY, "careers.errors.badRequest");
  const origin: ApplicationOrigin = input.line("_origin") === "dialog" ? "dialog" : "section";
  const { lang, t } = requestLanguage(context);

  return takeIntake<ValidApplication, SubmittedApplication, ReturnType<typeof fail> | Response>(context, {
    subject: "job application",
    input,
    async validate() {
      const result = await validateApplication(input);
      if (!result.ok)
        return { ok: false, answer: fail(origin, result.values, result.errors.notice, result.errors.fields) };
      return { ok: true, values: result.value };
    },
    notices: {
      expired: "careers.errors.expired",
      tooFast: "careers.errors.tooFast",
      rateLimited: "careers.errors.rateLimited",
    },
    limit: { bucket: "application", ...APPLICATION_RATE_LIMIT },
    async submit(db, { name, email, message, cv }, submissionKey) {
      const site = await siteConfig(db);
      return submitApplication(
        db,
        {
          name,
          email,
          message,
          lang,
          consent: { text: t("careers.apply.consent"), at: new Date() },
          cv: { fileName: cv.name, bytes: new Uint8Array(await cv.arrayBuffer()) },
          submissionKey,
        },
        applicationAnnouncer({ site, notifyEmail: site.contactEmail }),
        fileStore(env().UPLOADS_DIR),
      );
    },
    pretend: () => redirect(sentLocation),
    refuse: ({ status, notice, headers }, { name, email, message }) =>
      fail(origin, { name, email, message }, notice, {}, { status, headers }),
    accept: () => redirect(sentLocation),
  });
}
