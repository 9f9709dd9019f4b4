import { and, eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { customerRequestFiles, customerRequests } from "~/server/db/schema/customer-requests";
import { claimPieces } from "~/server/db/schema/request-kinds";
import { checkUploadsContent } from "~/server/files/checked-uploads.server";
import { TITLE_MAX } from "~/server/limits";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import type { FileStore, Upload } from "~/server/storage.server";
import { lockRequest, REASON_MAX, RequestActionError, setStatus } from "./request-handling.server";
import { FILE_PROBLEMS } from "./request-intake.server";
import { recordCustomerStep, recordStaffStep, setStage, type Tx, tellCustomer } from "./request-steps.server";
import { REQUEST_UPLOAD } from "./submit-request.server";

/*
 * A claim's handling (issue 24): déclaré (no stage yet) → en cours d'instruction → pièces
 * demandées → clos, with the amount paid or without. Staff ask for named pieces; the customer
 * sends each from the claim's thread (the documents' file checks); staff accept or reject each
 * with a reason, and a rejected piece can be sent again.
 */

/** How many pieces one request may ask for, and the longest name ("Facture de réparation du pare-brise"). */
export const PIECES_MAX = 10;
/** The largest amount a claim may close with, in euros (a typing slip, not a real claim, beyond). */
export const PAID_MAX_EUROS = 10_000_000;

async function openClaim(tx: Tx, actor: StaffActor, requestId: string, version: number, now: Date) {
  const request = await lockRequest(tx, requestId, version);
  if (request.kind !== "claim") throw new RequestActionError(400, "handling.errors.wrongKind");
  if (request.status === "done" || request.status === "refused") throw new RequestActionError(409, "transition");
  if (request.status === "sent") await setStatus(tx, actor, request, "in_progress", null, now);
  return request;
}

/** Staff start investigating the claim. */
export async function investigateClaim(
  db: Database,
  actor: StaffActor,
  input: { requestId: string; version: number },
  site: SiteConfig,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const request = await openClaim(tx, actor, input.requestId, input.version, now);
    await setStage(tx, request.id, "investigating", now);
    await recordStaffStep(tx, actor, request, "claimInvestigating", {}, now);
    await tellCustomer(tx, request, "claimInvestigating", site, now);
  });
}

/** The pieces' names as staff typed them, one a line: trimmed, blank lines dropped, repeats once. */
export function pieceNamesOf(text: string) {
  const names = [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim().replace(/\s+/g, " "))
        .filter(Boolean),
    ),
  ];
  if (names.length === 0) throw new RequestActionError(400, "handling.errors.piecesRequired");
  if (names.length > PIECES_MAX) throw new RequestActionError(400, "handling.errors.tooManyPieces");
  if (names.some((name) => name.length > TITLE_MAX)) throw new RequestActionError(400, "handling.errors.pieceTooLong");
  return names;
}

/** Staff ask for missing pieces by name; the customer is told and sends them from the thread. */
export async function requestClaimPieces(
  db: Database,
  actor: StaffActor,
  input: { requestId: string; version: number; names: string },
  site: SiteConfig,
  now = new Date(),
) {
  const names = pieceNamesOf(input.names);
  await db.transaction(async (tx) => {
    const request = await openClaim(tx, actor, input.requestId, input.version, now);
    await tx
      .insert(claimPieces)
      .values(
        names.map((name, position) => ({ requestId: request.id, name, position, createdAt: now, updatedAt: now })),
      );
    await setStage(tx, request.id, "documents_requested", now);
    await recordStaffStep(tx, actor, request, "claimDocumentsRequested", { pieces: names }, now);
    await tellCustomer(tx, request, "claimDocumentsRequested", site, now);
  });
}

/**
 * Staff accept a piece the customer sent, or reject it with the reason the customer reads (they
 * may send another). Once every piece asked for is accepted, the claim is back under investigation.
 */
export async function reviewClaimPiece(
  db: Database,
  actor: StaffActor,
  input: { requestId: string; version: number; pieceId: string; accept: boolean; reason?: string | null },
  site: SiteConfig,
  now = new Date(),
) {
  const reason = input.reason?.trim() || null;
  if (!input.accept && !reason) throw new RequestActionError(400, "reasonRequired");
  if (reason && reason.length > REASON_MAX) throw new RequestActionError(400, "reasonTooLong");
  await db.transaction(async (tx) => {
    const request = await openClaim(tx, actor, input.requestId, input.version, now);
    const pieces = await tx.select().from(claimPieces).where(eq(claimPieces.requestId, request.id));
    const piece = pieces.find((candidate) => candidate.id === input.pieceId);
    if (!piece) throw new RequestActionError(404, "notFound");
    if (piece.state !== "received") throw new RequestActionError(409, "handling.errors.pieceNotReceived");
    const state = input.accept ? "accepted" : "rejected";
    await tx
      .update(claimPieces)
      .set({ state, reason: input.accept ? null : reason, updatedAt: now })
      .where(eq(claimPieces.id, piece.id));
    const step = input.accept ? "claimPieceAccepted" : "claimPieceRejected";
    await recordStaffStep(
      tx,
      actor,
      request,
      step,
      { piece: piece.name, pieceId: piece.id, from: piece.state, to: state, ...(reason ? { reason } : {}) },
      now,
    );
    const allAccepted = pieces.every((candidate) =>
      candidate.id === piece.id ? input.accept : candidate.state === "accepted",
    );
    if (allAccepted) await setStage(tx, request.id, "investigating", now);
    await tellCustomer(tx, request, step, site, now);
  });
}

/** Parses the amount staff typed ("1 250,50" or "1250.5" euros; empty: closed without payment). */
export function paidCentsOf(text: string | null | undefined) {
  const cleaned = (text ?? "").replace(/[\s\u00a0\u202f€]/g, "").replace(",", ".");
  if (!cleaned) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) throw new RequestActionError(400, "handling.errors.amount");
  const euros = Number(cleaned);
  if (euros > PAID_MAX_EUROS) throw new RequestActionError(400, "handling.errors.amount");
  return Math.round(euros * 100);
}

/** Staff close the claim, with the amount paid or without one; the request is handled. */
export async function closeClaim(
  db: Database,
  actor: StaffActor,
  input: { requestId: string; version: number; paid: string | null },
  site: SiteConfig,
  now = new Date(),
) {
  const paidCents = paidCentsOf(input.paid);
  await db.transaction(async (tx) => {
    const request = await openClaim(tx, actor, input.requestId, input.version, now);
    await setStatus(tx, actor, { ...request, status: "in_progress" }, "done", null, now);
    await setStage(tx, request.id, "closed", now, paidCents);
    await recordStaffStep(tx, actor, request, "claimClosed", { paidCents }, now);
    await tellCustomer(tx, request, "claimClosed", site, now);
  });
}

/**
 * The customer sends a piece asked for (or a new one after a rejection) from the claim's thread:
 * checked by content as documents are, stored, and on the thread for staff to review.
 */
export async function sendClaimPiece(
  db: Database,
  store: FileStore,
  customerId: string,
  input: { reference: string; pieceId: string; upload: Upload | null },
  now = new Date(),
) {
  if (!input.upload || input.upload.bytes.byteLength === 0)
    throw new RequestActionError(400, "handling.errors.pieceFile");
  const checked = await checkUploadsContent([input.upload], REQUEST_UPLOAD.accept, REQUEST_UPLOAD.maxBytes);
  if (!checked.ok) throw new RequestActionError(400, FILE_PROBLEMS[checked.problem]);
  const [upload] = checked.uploads;
  if (!upload) throw new RequestActionError(400, "handling.errors.pieceFile");
  return store.save(upload, REQUEST_UPLOAD, (file) =>
    db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(customerRequests)
        .where(and(eq(customerRequests.reference, input.reference), eq(customerRequests.customerId, customerId)))
        .for("update");
      if (!request) throw new RequestActionError(404, "notFound");
      const [piece] = /^[0-9a-f-]{36}$/.test(input.pieceId)
        ? await tx
            .select()
            .from(claimPieces)
            .where(and(eq(claimPieces.id, input.pieceId), eq(claimPieces.requestId, request.id)))
        : [];
      if (!piece) throw new RequestActionError(404, "notFound");
      if (piece.state !== "requested" && piece.state !== "rejected") {
        throw new RequestActionError(409, "handling.errors.pieceNotExpected");
      }
      if (request.status === "done" || request.status === "refused")
        throw new RequestActionError(409, "handling.errors.claimClosed");
      const eventId = await recordCustomerStep(
        tx,
        request,
        "claimPieceSent",
        { piece: piece.name, pieceId: piece.id },
        now,
      );
      const [stored] = await tx
        .insert(customerRequestFiles)
        .values({
          requestId: request.id,
          eventId,
          storagePath: file.storagePath,
          fileName: file.fileName,
          contentType: file.type,
          size: file.size,
          createdAt: now,
        })
        .returning({ id: customerRequestFiles.id });
      await tx
        .update(claimPieces)
        .set({ state: "received", reason: null, fileId: stored?.id ?? null, updatedAt: now })
        .where(eq(claimPieces.id, piece.id));
      return { requestId: request.id, pieceId: piece.id };
    }),
  );
}
