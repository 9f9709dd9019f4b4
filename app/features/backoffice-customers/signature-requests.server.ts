import { data, type RouterContextProvider, redirect } from "react-router";
import { readFormInput } from "~/forms/form-reader";
import type { Lang } from "~/i18n/config";
import { formatMoment } from "~/i18n/format";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerPath, staffSignatureFilePath, staffSignaturePath } from "~/paths/backoffice";
import { loadCustomerFile } from "~/server/customers/customer-file.server";
import type { Database } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { listSignerRequests, SignatureAskRefused } from "~/server/signatures/signature-requests.server";
import { sendDocumentForSignature, withdrawSignature } from "~/server/signatures/signature-staff.server";
import { effectiveStatus, VALIDITY_DAYS } from "~/server/signatures/signature-states";
import { staffActorOf } from "~/server/staff/staff-actor";
// The purposes whose callbacks a withdrawal runs.
import "~/signature-purposes.server";
import { DONE_PARAM } from "./customer-actions.server";

/** The customer's signature requests as the customer page lists them. */
export async function staffSignatureItems(db: Database, customerId: string, lang: Lang, now = new Date()) {
  const rows = await listSignerRequests(db, customerId);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: effectiveStatus(row, now),
    sentAt: formatMoment(row.createdAt, lang),
    until: formatMoment(row.expiresAt, lang),
    endedAt: row.endedAt ? formatMoment(row.endedAt, lang) : null,
    actionHref: staffSignaturePath(customerId, row.id),
    documentHref: staffSignatureFilePath(customerId, row.id, "document"),
    signedHref: row.signedPath ? staffSignatureFilePath(customerId, row.id, "signe") : null,
  }));
}
export type StaffSignatureItem = Awaited<ReturnType<typeof staffSignatureItems>>[number];

export async function loadNewSignature(context: Readonly<RouterContextProvider>, customerId: string | undefined) {
  const file = customerId ? await loadCustomerFile(await getDb(), customerId) : null;
  if (!file) throw data({ error: "notFound" }, { status: 404 });
  requestLanguage(context);
  return {
    customer: { id: file.account.id, name: `${file.account.firstName} ${file.account.lastName}`.trim() },
    validity: VALIDITY_DAYS,
  };
}

export type NewSignatureResult = { errors: Record<string, string>; values: Record<string, string> };

/** The form's refusal: a 400 with the message's key by field (413 for a file too large). */
const refuse = (field: string, reason: string, values: Record<string, string>, status = 400) =>
  data<NewSignatureResult>({ errors: { [field]: reason }, values }, { status });

const FIELD_OF: Record<SignatureAskRefused["reason"], string> = {
  signer: "form",
  title: "title",
  summary: "summary",
  validity: "validity",
  empty: "file",
  tooLarge: "file",
  type: "file",
  unreadable: "file",
};

/** "Envoyer un document à signer": the PDF, a title, what the customer agrees to, a validity. */
export async function handleNewSignature(
  request: Request,
  context: Readonly<RouterContextProvider>,
  customerId: string | undefined,
) {
  const db = await getDb();
  const file = customerId ? await loadCustomerFile(db, customerId) : null;
  if (!file || !customerId) throw data({ error: "notFound" }, { status: 404 });
  const form = await readFormInput(request);
  const values = {
    title: form?.line("title") ?? "",
    summary: form?.lines("summary") ?? "",
    validity: form?.line("validity") ?? String(VALIDITY_DAYS.default),
  };
  const upload = form?.file("file");
  if (!upload) return refuse("file", "file", values);
  const validityDays = Number(values.validity);
  try {
    await sendDocumentForSignature(db, staffActorOf(context), await siteConfig(db), {
      customerId,
      fileName: upload.name,
      bytes: new Uint8Array(await upload.arrayBuffer()),
      title: values.title,
      summary: values.summary,
      validityDays,
    });
  } catch (error) {
    if (!(error instanceof SignatureAskRefused)) throw error;
    return refuse(FIELD_OF[error.reason], error.reason, values, error.reason === "tooLarge" ? 413 : 400);
  }
  throw redirect(`${customerPath(customerId)}?${DONE_PARAM}=signatureSent#signatures`);
}

/** Staff withdraw a pending request; one no longer pending is a 409 with a message. */
export async function handleWithdrawSignature(
  context: Readonly<RouterContextProvider>,
  ids: { customerId?: string; signatureId?: string },
) {
  const { customerId, signatureId } = ids;
  if (!customerId || !signatureId) throw data({ error: "notFound" }, { status: 404 });
  const ended = await withdrawSignature(await getDb(), staffActorOf(context), { customerId, id: signatureId });
  if (!ended) throw data({ error: "notPending" }, { status: 409 });
  throw redirect(`${customerPath(customerId)}?${DONE_PARAM}=signatureWithdrawn#signatures`);
}
