import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { DOCUMENT_PURPOSE } from "./purposes.server";
import { endPendingRequest, findSignerRequest, requestSignature } from "./signature-requests.server";

/**
 * Staff send a PDF to a customer to sign, from the customer's page: the "document" purpose (no
 * callback beyond the module's own). The request and its audit line commit together.
 */
export async function sendDocumentForSignature(
  db: Database,
  actor: StaffActor,
  site: SiteConfig,
  input: {
    customerId: string;
    fileName: string;
    bytes: Uint8Array;
    title: string;
    summary: string;
    validityDays: number;
  },
) {
  return db.transaction(async (tx) => {
    const request = await requestSignature(
      tx,
      {
        signerId: input.customerId,
        document: { fileName: input.fileName, bytes: input.bytes },
        title: input.title,
        summary: input.summary,
        validityDays: input.validityDays,
        purpose: DOCUMENT_PURPOSE,
        createdBy: actor.id,
      },
      site,
    );
    await recordStaffAction(tx, actor, {
      action: "signature.request",
      target: { type: "signature", id: request.id },
      details: { customerId: input.customerId, title: request.title, validityDays: input.validityDays },
    });
    return request;
  });
}

/**
 * Staff withdraw a pending request (sent by mistake, replaced): it can no longer be signed. Null
 * when it is not this customer's, or no longer pending (signed meanwhile stays signed).
 */
export async function withdrawSignature(
  db: Database,
  actor: StaffActor,
  input: { customerId: string; id: string; reason?: string; now?: Date },
) {
  const request = await findSignerRequest(db, input.customerId, input.id);
  if (!request) return null;
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const ended = await endPendingRequest(tx, request.id, {
      status: "withdrawn",
      reason: input.reason,
      now,
      actorId: actor.id,
    });
    if (ended) {
      await recordStaffAction(tx, actor, {
        action: "signature.withdraw",
        target: { type: "signature", id: request.id },
        details: { customerId: input.customerId },
      });
    }
    return ended;
  });
}
