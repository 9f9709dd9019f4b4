import { data } from "react-router";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import { attachmentDisposition, safeFileName } from "~/server/files/file-names";
import type { StaffActor } from "~/server/staff/staff-actor";
import type { SignatureRequestRow } from "./purposes.server";
import { findSignerRequest } from "./signature-requests.server";
import { recordSignatureEvent, signatureFiles, signedFileName } from "./signature-store.server";

export type SignatureFile = "document" | "signed";

function fileOf(request: SignatureRequestRow, file: SignatureFile) {
  if (file === "document") return { path: request.documentPath, name: request.documentName };
  if (!request.signedPath) return null;
  return { path: request.signedPath, name: signedFileName(request.documentName) };
}

/**
 * A request's PDF. The original is shown inline in the signing page's frame (same origin only,
 * no script of its own); the sealed copy is always a download. Never kept by a shared cache.
 */
async function pdfResponse(path: string, name: string, inline: boolean) {
  const bytes = await signatureFiles().read(path);
  const fileName = safeFileName(name, "pdf", "document");
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": inline
        ? attachmentDisposition(fileName).replace(/^attachment/, "inline")
        : attachmentDisposition(fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      // Framed by our own signing page only; the browser's PDF viewer runs no script of the document's.
      "X-Frame-Options": "SAMEORIGIN",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'self'",
    },
  });
}

/**
 * The signer's own PDFs: another customer's request, or a sealed copy that does not exist yet,
 * is a 404. Each download of the sealed copy is written in the request's history.
 */
export async function signerFileResponse(
  db: Database,
  signer: { signerId: string; ip: string; userAgent: string },
  id: string | undefined,
  file: SignatureFile,
) {
  const request = await findSignerRequest(db, signer.signerId, id);
  const found = request ? fileOf(request, file) : null;
  if (!request || !found) throw data(null, { status: 404 });
  if (file === "signed") {
    await recordSignatureEvent(db, request.id, {
      kind: "downloaded",
      actorId: signer.signerId,
      ip: signer.ip,
      userAgent: signer.userAgent,
    });
  }
  return pdfResponse(found.path, found.name, file === "document");
}

/** The same PDFs for staff, from the customer's page; every download is in the staff audit log too. */
export async function staffFileResponse(
  db: Database,
  actor: StaffActor,
  ids: { customerId?: string; id?: string },
  file: SignatureFile,
) {
  const request = ids.customerId ? await findSignerRequest(db, ids.customerId, ids.id) : null;
  const found = request ? fileOf(request, file) : null;
  if (!request || !found) throw data(null, { status: 404 });
  await recordStaffAction(db, actor, {
    action: file === "signed" ? "signature.signed.download" : "signature.document.download",
    target: { type: "signature", id: request.id },
    details: { customerId: request.signerId },
  });
  await recordSignatureEvent(db, request.id, {
    kind: "downloaded",
    actorId: actor.id,
    ip: actor.ip,
    details: { by: "staff", file },
  });
  return pdfResponse(found.path, found.name, false);
}
