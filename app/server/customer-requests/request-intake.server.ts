import { data, redirect } from "react-router";
import { TOKEN_FIELD } from "~/forms/field-names";
import type { FormInput } from "~/forms/form-reader";
import type { Lang } from "~/i18n/config";
import { SlotRefused } from "~/server/appointments/slot-bookings.server";
import type { CustomerIdentity } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { type CheckedUpload, checkUploadsContent, type UploadProblem } from "~/server/files/checked-uploads.server";
import { readFormToken } from "~/server/leads/form-token.server";
import { log } from "~/server/logger.server";
import { kickOutbox } from "~/server/outbox/app-worker.server";
import { hitRateLimit, type RateLimitRule } from "~/server/rate-limit.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { webhookConfigured } from "~/server/settings/webhook-endpoints.server";
import { fileStore, isStorageFailure, type Upload, UploadRefused } from "~/server/storage.server";
import { requestAnnouncer } from "./request-announcements.server";
import type { FieldErrors, RequestFailure } from "./request-forms";
import { requestRefusal } from "./request-records.server";
import {
  REQUEST_UPLOAD,
  type RequestDetails,
  type RequestDraft,
  RequestRefused,
  submitCustomerRequest,
} from "./submit-request.server";

/** Requests per customer and hour, all kinds together: plenty for a person, little for a script. */
export const REQUEST_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * 60_000 };

export type { RequestFailure } from "./request-forms";

/** The message (an i18n key) of each reason a file is refused once opened. */
export const FILE_PROBLEMS: Record<UploadProblem, string> = {
  type: "requests.errors.fileType",
  unreadable: "requests.errors.fileUnreadable",
  tooManyPixels: "requests.errors.imageTooLarge",
};

/** Files opened as what they claim to be, or the refusal of the first that is not (its message in `requests.errors`). */
export async function checkedRequestUploads(uploads: Upload[]) {
  const checked = await checkUploadsContent(uploads, REQUEST_UPLOAD.accept, REQUEST_UPLOAD.maxBytes);
  if (!checked.ok) throw requestRefusal(400, FILE_PROBLEMS[checked.problem]);
  return checked.uploads;
}

export function refuse(
  notice: string,
  errors: FieldErrors,
  values: Record<string, string>,
  init: ResponseInit = { status: 400 },
) {
  return data<RequestFailure>({ ok: false, notice, errors, values }, init);
}

/** Who asks, from which post: the same for every kind. */
export type CustomerAsk = {
  db: Database;
  request: Request;
  customer: CustomerIdentity;
  /** The language the customer was reading (the request's, from the router context). */
  lang: Lang;
  input: FormInput;
};

export type CustomerRequestIntake = {
  /** The notice of a failure to send, in the spec's words for this kind. */
  failureNotice: string;
  values: Record<string, string>;
  draft: Omit<RequestDraft, "customerId" | "lang" | "submissionKey">;
  /** The details once the files are checked and re-encoded (a document names its stored file). */
  describeFiles?: (uploads: CheckedUpload[]) => RequestDetails;
  /** Where to go once stored (PRG), given the request's reference. */
  done: (reference: string) => string;
};

/**
 * The one way a customer request is taken, after its form's own checks: the form's signed token
 * (its idempotency key: a double click makes one request), the per-customer rate limit, then
 * the request, its files and its outbox messages, stored together before the success page.
 * Everything that goes wrong answers with the form again and a 4xx; nothing is half-stored.
 */
export async function takeCustomerRequest(asked: CustomerAsk, intake: CustomerRequestIntake) {
  const { db, request, customer, input } = asked;
  const { failureNotice, values } = intake;
  const token = readFormToken(input.line(TOKEN_FIELD));
  if (!token) return refuse("requests.errors.expired", {}, values);

  const limit = await hitRateLimit(db, `requests:${customer.id}`, REQUEST_RATE_LIMIT);
  if (limit.limited) {
    return refuse("requests.errors.rateLimited", {}, values, {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }

  // Opened as what they claim to be (after the rate limit: re-encoding costs the server time).
  const checked = await checkUploadsContent(intake.draft.uploads, REQUEST_UPLOAD.accept, REQUEST_UPLOAD.maxBytes);
  if (!checked.ok) {
    const message = FILE_PROBLEMS[checked.problem];
    return refuse(failureNotice, { file: message, files: message }, values);
  }
  const draft = {
    ...intake.draft,
    uploads: checked.uploads,
    details: intake.describeFiles?.(checked.uploads) ?? intake.draft.details,
  };

  const config = env();
  const site = await siteConfig(db);
  const announce = requestAnnouncer({
    site,
    notifyEmail: config.REQUESTS_NOTIFY_EMAIL ?? site.contactEmail,
    webhook: await webhookConfigured(db, "requests"),
    customer: { name: customer.name, email: customer.email },
    triggeredFrom: new URL(request.url).pathname.replace(/\.data$/, ""),
  });
  try {
    const submitted = await submitCustomerRequest(
      db,
      { ...draft, customerId: customer.id, lang: asked.lang, submissionKey: token.key },
      announce,
      fileStore(config.UPLOADS_DIR),
    );
    log.info("customer request received", {
      kind: intake.draft.kind,
      reference: submitted.reference,
      outcome: submitted.outcome,
    });
    if (submitted.outcome === "created") kickOutbox();
    return redirect(intake.done(submitted.reference));
  } catch (error) {
    if (error instanceof RequestRefused) {
      const notice = error.reason === "notCancellable" ? "requests.cancel.errors.notCancellable" : failureNotice;
      return refuse(notice, {}, values, { status: error.reason === "contract" ? 404 : 409 });
    }
    if (error instanceof SlotRefused) {
      const message = `requests.appointment.errors.${error.reason}`;
      return refuse(message, { time: message }, values, { status: 409 });
    }
    if (error instanceof UploadRefused) {
      const message = error.reason === "tooLarge" ? "requests.errors.fileTooLarge" : "requests.errors.fileType";
      return refuse(failureNotice, { file: message, files: message }, values);
    }
    if (isStorageFailure(error)) {
      // The disk full or read-only: nothing was recorded (the file is written first), so say
      // plainly that nothing went and that the fault is ours, beside the file field too.
      log.error("customer request's file could not be stored", { kind: intake.draft.kind, error });
      const message = "requests.errors.storage";
      return refuse(message, { file: message, files: message }, values, { status: 503 });
    }
    log.error("customer request failed", { kind: intake.draft.kind, error });
    return refuse(failureNotice, {}, values, { status: 503 });
  }
}
