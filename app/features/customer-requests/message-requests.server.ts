import { data, type RouterContextProvider, redirect } from "react-router";
import { formInput } from "~/forms/form-reader";
import type { Lang } from "~/i18n/config";
import { requestLanguage } from "~/i18n/request-language.server";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { SITE_PATHS } from "~/paths/site";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { findCustomerContract, listContracts } from "~/server/contracts/contracts.server";
import {
  PUBLIC_COMPLAINT_RATE_LIMIT,
  submitPublicComplaint,
} from "~/server/customer-requests/public-complaints.server";
import {
  type ComplaintValues,
  checkComplaint,
  checkMessage,
  type RequestFailure,
} from "~/server/customer-requests/request-forms";
import { refuse, takeCustomerRequest } from "~/server/customer-requests/request-intake.server";
import type { ComplaintDetails, MessageDetails } from "~/server/customer-requests/request-summary";
import type { SubmittedRequest } from "~/server/customer-requests/submit-request.server";
import type { Database } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { takeIntake } from "~/server/leads/intake.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { fileStore } from "~/server/storage.server";
import { sentReference } from "./simple-requests.server";

async function readForm(request: Request) {
  const form = await request.formData().catch(() => null);
  return form && formInput(form);
}

const sentTo = (page: string, reference: string) => `${page}?envoye=${encodeURIComponent(reference)}`;

export function loadMessagePage(url: URL) {
  return { formToken: issueFormToken(), sent: sentReference(url) };
}

/** A message to the adviser: a request of kind "message", in the same inbox and thread as the rest. */
export async function messageAction(db: Database, request: Request, customer: CustomerIdentity, lang: Lang) {
  const input = await readForm(request);
  if (!input) return refuse("complaints.adviser.failed", {}, {});
  const checked = await checkMessage(input);
  if (!checked.ok) return refuse("complaints.adviser.form", checked.errors, checked.echo);
  const { subject, text, files } = checked.values;
  const details: MessageDetails = { subject, text, fileCount: files.length };
  const uploads = await Promise.all(
    files.map(async (file) => ({ fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  return takeCustomerRequest({
    db,
    request,
    customer,
    lang,
    input,
    failureNotice: "complaints.adviser.failed",
    values: checked.echo,
    draft: { kind: "message", contractId: null, details, uploads },
    done: (reference) => sentTo(CUSTOMER_PATHS.writeToAdviser, reference),
  });
}

export async function loadAreaComplaintPage(db: Database, customer: CustomerIdentity, url: URL) {
  const contracts = await listContracts(db, customer.id);
  return {
    formToken: issueFormToken(),
    sent: sentReference(url),
    contracts: contracts.map((contract) => ({ reference: contract.reference, product: contract.product })),
  };
}

/** A signed-in customer's complaint, about one of their contracts or none. */
export async function areaComplaintAction(db: Database, request: Request, customer: CustomerIdentity, lang: Lang) {
  const input = await readForm(request);
  if (!input) return refuse("complaints.complaint.failed", {}, {});
  const checked = checkComplaint(input, "area");
  if (!checked.ok) return refuse("complaints.complaint.form", checked.errors, checked.echo);
  const { contractReference, text } = checked.values;
  const contract = contractReference ? await findCustomerContract(db, customer.id, contractReference) : null;
  if (contractReference && !contract) {
    const message = "complaints.errors.contractReference";
    return refuse("complaints.complaint.form", { contractReference: message }, checked.echo);
  }
  const details: ComplaintDetails = {
    name: customer.name,
    email: customer.email,
    contractReference: contract?.reference ?? null,
    text,
    fileCount: 0,
  };
  return takeCustomerRequest({
    db,
    request,
    customer,
    lang,
    input,
    failureNotice: "complaints.complaint.failed",
    values: checked.echo,
    draft: { kind: "complaint", contractId: contract?.id ?? null, details, uploads: [] },
    done: (reference) => sentTo(CUSTOMER_PATHS.complaint, reference),
  });
}

export function loadPublicComplaintPage(url: URL) {
  return { formToken: issueFormToken(), sent: sentReference(url) };
}

/**
 * Anyone's complaint, through the public forms' one intake (honeypot, token, fill time, a rate
 * limit per address). No consent box: keeping a complaint is the broker's legal obligation, not
 * a choice the writer makes; the form says what the data is for.
 */
export async function publicComplaintAction(request: Request, context: Readonly<RouterContextProvider>) {
  const input = await readForm(request);
  if (!input) return refuse("complaints.complaint.failed", {}, {});
  const { lang } = requestLanguage(context);
  const config = env();
  const site = await siteConfig(await getDb());
  const checked = checkComplaint(input, "public");
  return takeIntake<ComplaintValues, SubmittedRequest, Response | ReturnType<typeof refuse>>(context, {
    subject: "complaint",
    input,
    validate: async () =>
      checked.ok
        ? { ok: true as const, values: checked.values }
        : { ok: false as const, answer: refuse("complaints.complaint.form", checked.errors, checked.echo) },
    notices: {
      expired: "requests.errors.expired",
      tooFast: "forms.errors.tooFast",
      rateLimited: "requests.errors.rateLimited",
    },
    limit: { bucket: "complaint", ...PUBLIC_COMPLAINT_RATE_LIMIT },
    submit: (db, values, submissionKey) =>
      submitPublicComplaint(db, {
        values,
        lang,
        submissionKey,
        site,
        notifyEmail: config.REQUESTS_NOTIFY_EMAIL ?? site.contactEmail,
        triggeredFrom: SITE_PATHS.complaint,
        files: fileStore(config.UPLOADS_DIR),
      }),
    // A bot learns nothing: the same page as a success, with no reference.
    pretend: () => redirect(SITE_PATHS.complaint),
    refuse: (refusal) =>
      data<RequestFailure>(
        { ok: false, notice: refusal.notice, errors: {}, values: checked.echo },
        { status: refusal.status, headers: refusal.headers },
      ),
    accept: (submitted) => redirect(sentTo(SITE_PATHS.complaint, submitted.reference)),
  });
}
