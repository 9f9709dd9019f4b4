import { data } from "react-router";
import { readFormInput } from "~/forms/form-reader";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { RequestActionError } from "~/server/customer-requests/request-handling.server";
import { replyToRequest } from "~/server/customer-requests/request-thread.server";
import type { Database } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { hitRateLimit, type RateLimitRule } from "~/server/rate-limit.server";
import { fileStore, UploadRefused } from "~/server/storage.server";
import type { ReplyResult } from "./request-thread";

/** Messages a customer may post in their threads in an hour: a conversation, not a flood. */
export const REPLY_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 60 * 60_000 };

const refuse = (status: number, error: string) => data<ReplyResult>({ ok: false, error }, { status });

/** The customer's message in one of their requests' threads: text and files, checked, stored, read by staff. */
export async function replyAction(
  db: Database,
  request: Request,
  customer: CustomerIdentity,
  reference: string | undefined,
) {
  const form = await readFormInput(request);
  if (!form || !reference) return refuse(400, "replyRequired");
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
    if (error instanceof RequestActionError) return refuse(error.status, error.key);
    if (error instanceof UploadRefused) return refuse(400, "requests.errors.fileType");
    throw error;
  }
  return data<ReplyResult>({ ok: true });
}
