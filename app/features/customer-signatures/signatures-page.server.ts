import { data, redirect } from "react-router";
import { readFormInput } from "~/forms/form-reader";
// The purposes whose callbacks a signature given here runs.
import "~/signature-purposes.server";
import type { Lang } from "~/i18n/config";
import { formatMoment } from "~/i18n/format";
import type { Translate } from "~/i18n/translate";
import {
  customerOfferPath,
  customerSignatureDocumentPath,
  customerSignaturePath,
  customerSignedDocumentPath,
} from "~/paths/customer-area";
import { refusalResponse } from "~/server/action-error";
import type { CustomerIdentity } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { SignatureRequestRow } from "~/server/signatures/purposes.server";
import { findSignerRequest, listSignerRequests } from "~/server/signatures/signature-requests.server";
import { effectiveStatus, SIGNATURE_CODE } from "~/server/signatures/signature-states";
import {
  confirmSignature,
  declineSignature,
  hasOpenCode,
  type SigningResult,
  sendSignatureCode,
} from "~/server/signatures/signing.server";

/** A request as the signer's screens show it: words and dates already in their language. */
function itemOf(request: SignatureRequestRow, lang: Lang, now: Date) {
  const status = effectiveStatus(request, now);
  return {
    id: request.id,
    title: request.title,
    status,
    href: customerSignaturePath(request.id),
    until: formatMoment(request.expiresAt, lang),
    endedAt: request.endedAt ? formatMoment(request.endedAt, lang) : null,
  };
}
export type SignatureItem = ReturnType<typeof itemOf>;

export async function loadSignatureList(db: Database, customer: CustomerIdentity, lang: Lang, now = new Date()) {
  const rows = await listSignerRequests(db, customer.id);
  const items = rows.map((row) => itemOf(row, lang, now));
  // Those waiting for the signer first (soonest end first), then the rest as they came.
  const pending = items.filter((item) => item.status === "pending").reverse();
  return { pending, others: items.filter((item) => item.status !== "pending") };
}

export async function loadSignaturePage(
  db: Database,
  customer: CustomerIdentity,
  id: string | undefined,
  lang: Lang,
  now = new Date(),
) {
  const request = await findSignerRequest(db, customer.id, id);
  if (!request) throw data(null, { status: 404 });
  const item = itemOf(request, lang, now);
  return {
    ...item,
    summary: request.summary,
    documentHref: customerSignatureDocumentPath(request.id),
    signedHref: request.signedPath ? customerSignedDocumentPath(request.id) : null,
    codeOpen: item.status === "pending" && (await hasOpenCode(db, request.id, now)),
  };
}

/** Where a signature leads: an offer's page for an offer (its contract is there), else the request's page. */
function afterSigning(request: SignatureRequestRow) {
  const offerId = request.purpose === "offer" ? request.subjectId?.split(":")[0] : undefined;
  return offerId ? customerOfferPath(offerId) : customerSignaturePath(request.id);
}

export type SignatureActionResult = { intent: string; error?: string; sent?: boolean };

const STATUS_OF: Record<string, number> = {
  notFound: 404,
  tooMany: 429,
  consent: 400,
  wrongCode: 400,
  sealUnavailable: 503,
};

function refusal(intent: string, result: Exclude<SigningResult, { ok: true }>, t: Translate) {
  const error =
    result.reason === "wrongCode"
      ? t("signatures.errors.wrongCode", { count: result.triesLeft })
      : result.reason === "tooMany"
        ? t("signatures.errors.tooMany", { minutes: Math.ceil(result.retryAfterSeconds / 60) })
        : t(`signatures.errors.${result.reason}`);
  // A state the signer cannot change (signed, expired, withdrawn, a spent code) is a conflict.
  return data<SignatureActionResult>({ intent, error }, { status: STATUS_OF[result.reason] ?? 409 });
}

/**
 * The signing page's three forms: "send-code" (the tick, then the code by e-mail), "sign" (the
 * code) and "decline". Each answers beside its form; a signature redirects to the page, signed.
 */
export async function signatureAction(
  db: Database,
  request: Request,
  who: { customer: CustomerIdentity; ip: string; lang: Lang; t: Translate },
  id: string | undefined,
) {
  const form = await readFormInput(request);
  const intent = form?.line("intent") ?? "";
  const { t } = who;
  const found = await findSignerRequest(db, who.customer.id, id);
  if (!found) throw data(null, { status: 404 });
  const signer = {
    signerId: who.customer.id,
    ip: who.ip,
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? "",
  };
  if (intent === "send-code") {
    const result = await sendSignatureCode(db, {
      ...signer,
      requestId: found.id,
      consent: form?.line("consent") === "on",
      lang: who.lang,
      site: await siteConfig(db),
    });
    return result.ok ? data<SignatureActionResult>({ intent, sent: true }) : refusal(intent, result, t);
  }
  if (intent === "sign") {
    const code = (form?.line("code") ?? "").replace(/\s/g, "");
    if (!new RegExp(`^\\d{${SIGNATURE_CODE.digits}}$`).test(code)) {
      return data<SignatureActionResult>({ intent, error: t("signatures.errors.codeFormat") }, { status: 400 });
    }
    let result: SigningResult;
    try {
      result = await confirmSignature(db, { ...signer, requestId: found.id, code, site: await siteConfig(db) });
    } catch (error) {
      // The purpose refused (an offer replaced, withdrawn or expired meanwhile): nothing was signed.
      return refusalResponse<SignatureActionResult>(error, (refused) => ({
        intent,
        error: t(refused.messageKey, refused.params),
      }));
    }
    if (!result.ok) return refusal(intent, result, t);
    throw redirect(afterSigning(found));
  }
  if (intent === "decline") {
    const result = await declineSignature(db, { ...signer, requestId: found.id, reason: form?.lines("reason") });
    if (!result.ok) return refusal(intent, result, t);
    throw redirect(customerSignaturePath(found.id));
  }
  return data<SignatureActionResult>({ intent, error: t("signatures.errors.unknown") }, { status: 400 });
}
