import { data, redirect } from "react-router";
import { formInput } from "~/forms/form-reader";
import type { Lang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { needsReviewPath } from "~/paths/customer-area";
import { ActionError, refusalResponse } from "~/server/action-error";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { requestAnnouncer } from "~/server/customer-requests/request-announcements.server";
import { submitCustomerRequest } from "~/server/customer-requests/submit-request.server";
import type { Database } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { log } from "~/server/logger.server";
import { answerNeedsReview, needsReviewPage } from "~/server/needs-review/needs-reviews.server";
import { kickOutbox } from "~/server/outbox/app-worker.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { webhookConfigured } from "~/server/settings/webhook-endpoints.server";
import { fileStore } from "~/server/storage.server";

/** The page: the contract's invitation and its short questionnaire (another's contract, or none: 404). */
export async function loadNeedsReview(db: Database, customer: CustomerIdentity, reference: string | undefined) {
  try {
    return await needsReviewPage(db, customer.id, reference);
  } catch (error) {
    if (error instanceof ActionError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export type NeedsReviewFailure = {
  ok: false;
  notice: string;
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
};

/**
 * The answers: checked, kept in the customer's file; a changed need opens a message to the adviser
 * in the requests inbox (kind "message", on the contract, in the customer's words), announced as
 * any request is. Then back to the page, which thanks them (post/redirect/get).
 */
export async function needsReviewAction(
  db: Database,
  request: Request,
  customer: CustomerIdentity,
  lang: Lang,
  reference: string | undefined,
) {
  const form = await request.formData().catch(() => null);
  if (!form) return data<NeedsReviewFailure>(failure("needs-review.errors.unreadable"), { status: 400 });
  const site = await siteConfig(db);
  const config = env();
  const announce = requestAnnouncer({
    site,
    notifyEmail: config.REQUESTS_NOTIFY_EMAIL ?? site.contactEmail,
    webhook: await webhookConfigured(db, "requests"),
    customer: { name: customer.name, email: customer.email },
    triggeredFrom: new URL(request.url).pathname.replace(/\.data$/, ""),
  });
  const t = createTranslator(lang);
  try {
    const result = await answerNeedsReview(
      db,
      customer.id,
      reference,
      formInput(form),
      async (tx, change) => {
        const submitted = await submitCustomerRequest(
          tx as unknown as Database,
          {
            customerId: customer.id,
            kind: "message",
            contractId: change.contractId,
            details: {
              subject: t("needs-review.request.subject", { reference: change.reference }),
              text: change.text,
              fileCount: 0,
            },
            lang,
            // One follow-up per answer, whatever happens to the transaction around it.
            submissionKey: `needs-review:${change.contractId}:${crypto.randomUUID()}`,
            uploads: [],
          },
          announce,
          fileStore(config.UPLOADS_DIR),
        );
        return submitted.id;
      },
      lang,
    );
    if (!result.ok) {
      return data<NeedsReviewFailure>(
        { ok: false, notice: result.errors.notice, errors: result.errors.fields, values: result.values },
        { status: 400 },
      );
    }
    log.info("needs review answered", { reference, changed: result.changed.length });
    if (result.changed.length > 0) kickOutbox();
    return redirect(needsReviewPath(reference ?? ""));
  } catch (error) {
    return refusalResponse(error, (refusal) => failure(refusal.messageKey));
  }
}

const failure = (notice: string): NeedsReviewFailure => ({ ok: false, notice, errors: {}, values: {} });
