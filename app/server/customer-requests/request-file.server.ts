import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { FILE_TYPES, type FileType } from "~/forms/file-types";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { CustomerIdentity } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { customerRequestFiles, customerRequests } from "~/server/db/schema/customer-requests";
import { env } from "~/server/env.server";
import { attachmentDisposition, safeFileName } from "~/server/files/file-names";
import { isRecordId, isRequestReference } from "~/server/record-ids";
import type { StaffActor } from "~/server/staff/staff-actor";
import { fileStore } from "~/server/storage.server";

/**
 * A file the customer sent with one of their requests, downloaded (never shown inline, never
 * sniffed, never cached by a shared cache). Anyone else's file, or a made-up id, is a 404.
 */
export async function requestFileResponse(
  db: Database,
  customer: CustomerIdentity,
  reference: string | undefined,
  fileId: string | undefined,
) {
  if (!reference || !isRequestReference(reference) || !fileId || !isRecordId(fileId)) throw data(null, { status: 404 });
  const [file] = await db
    .select({
      storagePath: customerRequestFiles.storagePath,
      fileName: customerRequestFiles.fileName,
      contentType: customerRequestFiles.contentType,
    })
    .from(customerRequestFiles)
    .innerJoin(customerRequests, eq(customerRequests.id, customerRequestFiles.requestId))
    .where(
      and(
        eq(customerRequestFiles.id, fileId),
        eq(customerRequests.reference, reference),
        eq(customerRequests.customerId, customer.id),
      ),
    );
  if (!file) throw data(null, { status: 404 });
  return storedFileResponse(file);
}

/**
 * A file a customer sent, downloaded by staff from the inbox: any request's, and every download
 * is in the staff audit log (who read which customer's document).
 */
export async function staffRequestFileResponse(
  db: Database,
  actor: StaffActor,
  requestId: string | undefined,
  fileId: string | undefined,
) {
  if (!requestId || !fileId || !isRecordId(requestId) || !isRecordId(fileId)) throw data(null, { status: 404 });
  const [file] = await db
    .select({
      storagePath: customerRequestFiles.storagePath,
      fileName: customerRequestFiles.fileName,
      contentType: customerRequestFiles.contentType,
    })
    .from(customerRequestFiles)
    .where(and(eq(customerRequestFiles.id, fileId), eq(customerRequestFiles.requestId, requestId)));
  if (!file) throw data(null, { status: 404 });
  await recordStaffAction(db, actor, {
    action: "request.file.download",
    target: { type: "customerRequest", id: requestId },
    details: { fileId },
  });
  return storedFileResponse(file);
}

async function storedFileResponse(file: { storagePath: string; fileName: string; contentType: string }) {
  const bytes = await fileStore(env().UPLOADS_DIR).read(file.storagePath);
  const type = FILE_TYPES[file.contentType as FileType]?.mediaType ?? "application/octet-stream";
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": type,
      "Content-Length": String(bytes.byteLength),
      // Cleaned again: rows stored before names were cleaned keep the customer's name as sent.
      "Content-Disposition": attachmentDisposition(safeFileName(file.fileName, file.contentType)),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
    },
  });
}
