import { data } from "react-router";
import { queryOf } from "~/forms/form-reader";
import { getDb } from "~/server/db/index.server";
import { attachmentDisposition, safeFileName } from "~/server/files/file-names";
import {
  DEV_MAILBOX_PAGE_SIZE,
  listDevMailbox,
  readDevAttachment,
  readDevMessage,
} from "~/server/outbox/dev-mailbox.server";
import { isRecordId } from "~/server/record-ids";
import { PAGE_PARAM, RECIPIENT_PARAM } from "./dev-mailbox-query";

export async function loadDevMailbox(request: Request) {
  const query = queryOf(request.url);
  const to = (query.get(RECIPIENT_PARAM) ?? "").trim().slice(0, 200);
  const rawPage = query.get(PAGE_PARAM) ?? "1";
  if (!/^\d{1,6}$/.test(rawPage) || Number(rawPage) < 1) throw data({ error: "badPage" }, { status: 400 });
  const page = Number(rawPage);
  return {
    to,
    page,
    pageSize: DEV_MAILBOX_PAGE_SIZE,
    ...(await listDevMailbox(await getDb(), { page, to: to || undefined })),
  };
}

export type DevMailboxData = Awaited<ReturnType<typeof loadDevMailbox>>;

const notFound = () => data({ error: "notFound" }, { status: 404 });

export async function loadDevMessage(id: string | undefined) {
  if (!id || !isRecordId(id)) throw notFound();
  const message = await readDevMessage(await getDb(), id.toLowerCase());
  if (!message) throw notFound();
  return message;
}

export type DevMessageData = Awaited<ReturnType<typeof loadDevMessage>>;

/** An attachment as a download: never shown inline, never sniffed, sandboxed if opened anyway. */
export async function devAttachmentResponse(id: string | undefined, index: string | undefined) {
  if (!id || !isRecordId(id) || !index || !/^\d{1,3}$/.test(index)) return new Response("Not Found", { status: 404 });
  const file = await readDevAttachment(await getDb(), id.toLowerCase(), Number(index));
  if (!file) return new Response("Not Found", { status: 404 });
  const bytes = Buffer.from(file.content, "utf8");
  return new Response(bytes, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": attachmentDisposition(safeFileName(file.filename, file.contentType)),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
    },
  });
}
