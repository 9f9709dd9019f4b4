import { and, desc, eq } from "drizzle-orm";
import { customerSignaturePath } from "~/paths/customer-area";
import type { Database, Transaction } from "~/server/db/client.server";
import { signatureRequests } from "~/server/db/schema/signatures";
import { parsePdf } from "~/server/files/pdf-check.server";
import { REASON_MAX, SIGNATURE_SUMMARY_MAX, SIGNATURE_TITLE_MAX } from "~/server/limits";
import { createNotification } from "~/server/notifications/notifications.server";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import type { SiteConfig } from "~/server/site-config.server";
import { checkUpload, UploadRefused } from "~/server/storage.server";
import { isRegisteredPurpose, type SignatureRequestRow, signaturePurpose } from "./purposes.server";
import { signatureRequestedEmail } from "./signature-emails.server";
import { validityEnd } from "./signature-states";
import { recordSignatureEvent, SIGNATURE_FILES, sha256Hex, signatureFiles, signerOf } from "./signature-store.server";

/** The PDF to sign: its bytes (an upload, a PDF the product wrote) or a file already stored. */
export type SignatureDocument = { fileName: string } & ({ bytes: Uint8Array } | { storagePath: string });

/** "Have this PDF signed by this person, then call me back": what a module asks. */
export type SignatureAsk = {
  /** The customer account that signs. */
  signerId: string;
  document: SignatureDocument;
  title: string;
  /** What the signer agrees to, in plain words (shown under the document). */
  summary: string;
  validityDays: number;
  /** A registered purpose (app/signature-purposes.server.ts), called back when the request ends. */
  purpose: string;
  /** The caller's own record, handed back to its callbacks. */
  subjectId?: string | null;
  /** The member of staff who sends it, if one does. */
  createdBy?: string | null;
  now?: Date;
};

/** A request the module refuses to make, and why: the caller's form shows it next to the field. */
export class SignatureAskRefused extends Error {
  readonly reason: "signer" | "title" | "summary" | "validity" | "empty" | "tooLarge" | "type" | "unreadable";
  constructor(reason: SignatureAskRefused["reason"]) {
    super(`signature request refused: ${reason}`);
    this.name = "SignatureAskRefused";
    this.reason = reason;
  }
}

async function documentBytes(tx: Transaction, document: SignatureDocument) {
  if ("storagePath" in document) return signatureFiles(tx).read(document.storagePath);
  return document.bytes;
}

/**
 * Opens a signature request in the caller's transaction: the PDF is checked (a real PDF, 10 MB at
 * most) and kept as a copy of its own, its SHA-256 recorded, and the signer told in their area
 * and by e-mail. Throws SignatureAskRefused for bad input; an unregistered purpose is a bug.
 */
export async function requestSignature(tx: Transaction, ask: SignatureAsk, site: SiteConfig) {
  if (!isRegisteredPurpose(ask.purpose)) throw new Error(`signature purpose not registered: ${ask.purpose}`);
  const now = ask.now ?? new Date();
  const title = ask.title.trim();
  const summary = ask.summary.trim();
  if (!title || title.length > SIGNATURE_TITLE_MAX) throw new SignatureAskRefused("title");
  if (!summary || summary.length > SIGNATURE_SUMMARY_MAX) throw new SignatureAskRefused("summary");
  let expiresAt: Date;
  try {
    expiresAt = validityEnd(now, ask.validityDays);
  } catch {
    throw new SignatureAskRefused("validity");
  }
  const signer = await signerOf(tx, ask.signerId);
  if (signer?.role !== "customer") throw new SignatureAskRefused("signer");
  const bytes = await documentBytes(tx, ask.document);
  try {
    checkUpload(bytes, SIGNATURE_FILES);
  } catch (error) {
    if (error instanceof UploadRefused) throw new SignatureAskRefused(error.reason);
    throw error;
  }
  // A file that starts like a PDF but does not open (or is password-protected) cannot be shown or sealed.
  if (!(await parsePdf(bytes))) throw new SignatureAskRefused("unreadable");
  return signatureFiles(tx).save({ fileName: ask.document.fileName, bytes }, SIGNATURE_FILES, async (file) => {
    const [request] = await tx
      .insert(signatureRequests)
      .values({
        signerId: signer.id,
        purpose: ask.purpose,
        subjectId: ask.subjectId ?? null,
        title,
        summary,
        documentPath: file.storagePath,
        documentName: file.fileName,
        documentSha256: sha256Hex(bytes),
        createdBy: ask.createdBy ?? null,
        createdAt: now,
        expiresAt,
      })
      .returning();
    if (!request) throw new Error("signature request not stored");
    await recordSignatureEvent(tx, request.id, { kind: "created", actorId: ask.createdBy ?? null, at: now });
    await createNotification(tx as unknown as Database, {
      customerId: signer.id,
      kind: "signatureRequested",
      params: { title },
      createdAt: now,
    });
    await enqueueOutbox(tx, [
      {
        channel: "email",
        topic: "signature.requested",
        payload: signatureRequestedEmail({
          to: signer.email,
          name: signer.firstName,
          lang: signer.lang,
          site,
          title,
          path: customerSignaturePath(request.id),
          expiresAt,
        }),
      },
    ]);
    return request;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One request of this signer, or null: another customer's request is as unknown as a made-up id. */
export async function findSignerRequest(db: Pick<Database, "select">, signerId: string, id: string | undefined) {
  if (!id || !UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.id, id), eq(signatureRequests.signerId, signerId)));
  return row ?? null;
}

/** The signer's requests, newest first (the area's list and the customer's page in the back office). */
export async function listSignerRequests(db: Pick<Database, "select">, signerId: string) {
  return db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.signerId, signerId))
    .orderBy(desc(signatureRequests.createdAt))
    .limit(200);
}

/**
 * Ends a pending request (staff withdraw it, the signer declines it, its validity ran out): one
 * conditional update, so a request that was signed meanwhile stays signed and the call says so
 * (null). The purpose's callback runs in the same transaction.
 */
export async function endPendingRequest(
  tx: Transaction,
  id: string,
  end: { status: "declined" | "expired" | "withdrawn"; reason?: string | null; now: Date; actorId?: string | null },
): Promise<SignatureRequestRow | null> {
  const [ended] = await tx
    .update(signatureRequests)
    .set({ status: end.status, endedAt: end.now, endReason: end.reason?.trim().slice(0, REASON_MAX) || null })
    .where(and(eq(signatureRequests.id, id), eq(signatureRequests.status, "pending")))
    .returning();
  if (!ended) return null;
  await recordSignatureEvent(tx, id, {
    kind: end.status,
    actorId: end.actorId ?? null,
    at: end.now,
    details: end.reason ? { reason: end.reason.slice(0, REASON_MAX) } : {},
  });
  const purpose = signaturePurpose(ended.purpose);
  const callback =
    end.status === "declined" ? purpose.onDeclined : end.status === "expired" ? purpose.onExpired : purpose.onWithdrawn;
  await callback?.(tx, ended);
  return ended;
}
