import { data } from "react-router";
import { type FormInput, readFormInput } from "~/forms/form-reader";
import { refusalResponse } from "~/server/action-error";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { answerAppointmentProposal } from "~/server/customer-requests/appointment-proposals.server";
import { sendClaimPiece } from "~/server/customer-requests/claim-handling.server";
import { replyToRequest } from "~/server/customer-requests/request-thread.server";
import type { Database } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { hitRateLimit, type RateLimitRule } from "~/server/rate-limit.server";
import { isRequestReference } from "~/server/record-ids";
import { siteConfig } from "~/server/settings/site-settings.server";
import { fileStore, UploadRefused } from "~/server/storage.server";
import type { ReplyResult } from "./request-thread";

/** Messages a customer may post in their threads in an hour: a conversation, not a flood. */
export const REPLY_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 60 * 60_000 };

const refuse = (status: number, error: string, intent?: string) =>
  data<ReplyResult>({ ok: false, error, ...(intent ? { intent } : {}) }, { status });

/**
 * A post to one of the customer's requests: their answer to a slot staff proposed
 * (`intent=acceptSlot|declineSlot`), or else a message in the thread.
 */
export async function threadAction(
  db: Database,
  request: Request,
  customer: CustomerIdentity,
  reference: string | undefined,
) {
  const form = await readFormInput(request);
  // A made-up reference is unknown (404) before any query: a NUL byte would be a database error.
  if (!reference || !isRequestReference(reference)) return refuse(404, "notFound");
  if (!form) return refuse(400, "replyRequired");
  const intent = form.line("intent");
  if (intent === "acceptSlot" || intent === "declineSlot") {
    try {
      await answerAppointmentProposal(
        db,
        customer.id,
        { reference, accept: intent === "acceptSlot", capacity: env().APPOINTMENT_ADVISERS_ON_DUTY },
        await siteConfig(db),
      );
    } catch (error) {
      return refusalResponse<ReplyResult>(error, (refusal) => ({ ok: false, error: refusal.code, intent }));
    }
    return data<ReplyResult>({ ok: true, intent });
  }
  if (intent === "sendPiece") {
    const limit = await hitRateLimit(db, `request-replies:${customer.id}`, REPLY_RATE_LIMIT);
    if (limit.limited) return refuse(429, "tooMany", intent);
    const [file] = form.files("file");
    try {
      await sendClaimPiece(db, fileStore(env().UPLOADS_DIR), customer.id, {
        reference,
        pieceId: form.line("pieceId") ?? "",
        upload: file ? { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null,
      });
    } catch (error) {
      if (error instanceof UploadRefused) return refuse(400, "requests.errors.fileType", intent);
      return refusalResponse<ReplyResult>(error, (refusal) => ({ ok: false, error: refusal.code, intent }));
    }
    return data<ReplyResult>({ ok: true, intent });
  }
  return replyWith(db, form, customer, reference);
}

/** The customer's message in one of their requests' threads: text and files, checked, stored, read by staff. */
async function replyWith(db: Database, form: FormInput, customer: CustomerIdentity, reference: string) {
  const limit = await hitRateLimit(db, `request-replies:${customer.id}`, REPLY_RATE_LIMIT);
  if (limit.limited) return refuse(429, "tooMany");
  const uploads = await Promise.all(
    form.files("files").map(async (file) => ({ fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  try {
    await replyToRequest(db, fileStore(env().UPLOADS_DIR), customer.id, {
      reference,
      text: form.lines("text") ?? "",
      uploads,
    });
  } catch (error) {
    if (error instanceof UploadRefused) return refuse(400, "requests.errors.fileType");
    return refusalResponse<ReplyResult>(error, (refusal) => ({ ok: false, error: refusal.code }));
  }
  return data<ReplyResult>({ ok: true });
}
