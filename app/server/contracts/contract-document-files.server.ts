import { data } from "react-router";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { attachmentDisposition, safeFileName } from "~/server/files/file-names";
import type { StaffActor } from "~/server/staff/staff-actor";
import { fileStore } from "~/server/storage.server";
import { findContractDocument, findContractOf } from "./contract-admin.server";
import { findCustomerContract } from "./contracts.server";

type StoredDocument = { storagePath: string; fileName: string };

/** A stored PDF as a download: never inline, never sniffed, never kept by a shared cache. */
async function documentResponse(document: StoredDocument) {
  const bytes = await fileStore(env().UPLOADS_DIR).read(document.storagePath);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": attachmentDisposition(safeFileName(document.fileName, "pdf")),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
    },
  });
}

/** A document staff attached to one of this customer's contracts; anything else is a 404. */
export async function customerContractDocumentResponse(
  db: Database,
  customerId: string,
  reference: string | undefined,
  documentId: string | undefined,
) {
  const contract = reference ? await findCustomerContract(db, customerId, reference) : null;
  const document = contract && documentId ? await findContractDocument(db, contract.id, documentId) : null;
  if (!document) throw data(null, { status: 404 });
  return documentResponse(document);
}

/** The same document for staff; every download is in the audit log (who read which customer's file). */
export async function staffContractDocumentResponse(
  db: Database,
  actor: StaffActor,
  ids: { customerId?: string; contractId?: string; documentId?: string },
) {
  const { customerId, contractId, documentId } = ids;
  const contract = customerId && contractId ? await findContractOf(db, customerId, contractId) : null;
  const document = contract && documentId ? await findContractDocument(db, contract.id, documentId) : null;
  if (!document) throw data(null, { status: 404 });
  await recordStaffAction(db, actor, {
    action: "contract.document.download",
    target: { type: "contract", id: document.contractId },
    details: { documentId: document.id },
  });
  return documentResponse(document);
}
