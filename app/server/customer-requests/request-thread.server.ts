import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import {
  type CustomerRequestStatus,
  customerRequestEvents,
  customerRequestFiles,
  customerRequests,
} from "~/server/db/schema/customer-requests";
import { customerProfiles } from "~/server/db/schema/customers";
import { MESSAGE_MAX } from "~/server/limits";
import { isRecordId, isRequestReference } from "~/server/record-ids";
import type { FileStore, StoredFile, Upload } from "~/server/storage.server";
import { acknowledgeClockOf, clockOf } from "./request-clock";
import { recordRequestEvent } from "./request-events.server";
import { CLAIM_MAX_FILES } from "./request-forms";
import { checkedRequestUploads } from "./request-intake.server";
import { lockCustomersRequest, recordRequestFiles, requestRefusal } from "./request-records.server";
import { REQUEST_UPLOAD } from "./submit-request.server";

export type ThreadFile = { id: string; fileName: string; size: number; contentType: string };

export type ThreadEntry = {
  id: string;
  at: string;
  kind: "status" | "assignment" | "note" | "answer" | "reply" | "step";
  /** Who wrote or acted: staff's name for staff, null for the customer and the system. */
  actorName: string | null;
  text: string | null;
  details: Record<string, unknown>;
  files: ThreadFile[];
};

async function threadOf(db: Database, requestId: string, customerView: boolean) {
  const [events, files] = await Promise.all([
    db
      .select()
      .from(customerRequestEvents)
      .where(
        customerView
          ? and(eq(customerRequestEvents.requestId, requestId), eq(customerRequestEvents.visibleToCustomer, true))
          : eq(customerRequestEvents.requestId, requestId),
      )
      .orderBy(asc(customerRequestEvents.at), asc(customerRequestEvents.seq)),
    db
      .select({
        id: customerRequestFiles.id,
        eventId: customerRequestFiles.eventId,
        fileName: customerRequestFiles.fileName,
        size: customerRequestFiles.size,
        contentType: customerRequestFiles.contentType,
      })
      .from(customerRequestFiles)
      .where(eq(customerRequestFiles.requestId, requestId))
      .orderBy(asc(customerRequestFiles.createdAt), asc(customerRequestFiles.id)),
  ]);
  const filesOf = (eventId: string | null) =>
    files.filter((file) => file.eventId === eventId).map(({ eventId: _event, ...file }) => file);
  const entries: ThreadEntry[] = events.map((event) => ({
    id: event.id,
    at: event.at.toISOString(),
    kind: event.kind,
    // The customer sees staff's words signed by their service, not by a person's name.
    actorName: customerView ? null : event.actorName,
    text: event.text,
    details: customerView ? publicDetails(event.details) : event.details,
    files: filesOf(event.id),
  }));
  return { sentFiles: filesOf(null), entries };
}

/**
 * Of a status change, the customer reads the statuses and the refusal's reason; of a kind's step
 * (issue 24), what it was and its facts (a slot, a piece's name, an amount); never who acted.
 */
function publicDetails(details: Record<string, unknown>) {
  const { from, to, reason, step, slot, piece, pieces, paidCents, effectDate } = details;
  const facts = { step, slot, piece, pieces, paidCents, effectDate };
  return {
    from,
    to,
    ...(reason ? { reason } : {}),
    ...Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined && value !== null)),
  };
}

/** Everything staff need on a request's page: what was sent, by whom, about what, and its whole thread. */
export async function loadRequestForStaff(db: Database, requestId: string, now = new Date()) {
  if (!isRecordId(requestId)) return null;
  const [row] = await db
    .select({
      request: customerRequests,
      customer: { id: users.id, name: users.name, email: users.email },
      profile: {
        firstName: customerProfiles.firstName,
        lastName: customerProfiles.lastName,
        memberSince: customerProfiles.memberSince,
      },
      contract: contracts,
    })
    .from(customerRequests)
    .leftJoin(users, eq(users.id, customerRequests.customerId))
    .leftJoin(customerProfiles, eq(customerProfiles.userId, customerRequests.customerId))
    .leftJoin(contracts, eq(contracts.id, customerRequests.contractId))
    .where(eq(customerRequests.id, requestId));
  if (!row) return null;
  const thread = await threadOf(db, requestId, false);
  return {
    ...row,
    clock: clockOf(row.request, now),
    acknowledgeClock: acknowledgeClockOf(row.request, now),
    ...thread,
  };
}

/** One of this customer's requests by its reference, with the part of its thread they see; null otherwise. */
export async function loadRequestForCustomer(db: Database, customerId: string, reference: string) {
  if (!isRequestReference(reference)) return null;
  const [row] = await db
    .select({ request: customerRequests, contractReference: contracts.reference })
    .from(customerRequests)
    .leftJoin(contracts, eq(contracts.id, customerRequests.contractId))
    .where(and(eq(customerRequests.reference, reference), eq(customerRequests.customerId, customerId)));
  if (!row) return null;
  const thread = await threadOf(db, row.request.id, true);
  const { request } = row;
  return {
    id: request.id,
    reference: request.reference,
    kind: request.kind,
    status: request.status,
    details: request.details,
    refusalReason: request.refusalReason,
    createdAt: request.createdAt.toISOString(),
    contractReference: row.contractReference,
    ...thread,
  };
}
export type CustomerRequestView = NonNullable<Awaited<ReturnType<typeof loadRequestForCustomer>>>;

/** The customer opened their request: staff's answers until now are read. */
export async function markSeenByCustomer(db: Database, requestId: string, now = new Date()) {
  await db.update(customerRequests).set({ customerSeenAt: now }).where(eq(customerRequests.id, requestId));
}

/** Requests with news the customer has not opened yet (answers, a handled or refused request). */
export async function customerUnreadCount(db: Database, customerId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(customerRequests)
    .where(
      and(
        eq(customerRequests.customerId, customerId),
        sql`${customerRequests.staffActivityAt} is not null`,
        sql`(${customerRequests.customerSeenAt} is null or ${customerRequests.staffActivityAt} > ${customerRequests.customerSeenAt})`,
      ),
    );
  return row?.count ?? 0;
}

/**
 * The customer writes in their request's thread, with files checked as documents are (a file
 * refused says why with the documents' message key). A reply to
 * a handled or refused request reopens it: someone has to read it. Files are written first and
 * removed again if anything fails, as for a new request.
 */
export async function replyToRequest(
  db: Database,
  store: FileStore,
  customerId: string,
  input: { reference: string; text: string; uploads: Upload[] },
  now = new Date(),
) {
  const text = input.text.trim();
  if (!text && input.uploads.length === 0) throw requestRefusal(400, "replyRequired");
  if (text.length > MESSAGE_MAX) throw requestRefusal(400, "messageTooLong");
  if (input.uploads.length > CLAIM_MAX_FILES) throw requestRefusal(400, "tooManyFiles");
  // Opened as what they claim to be, as a new request's files are (re-encoded images, parsed PDFs).
  const uploads = await checkedRequestUploads(input.uploads);

  const record = (stored: StoredFile[]) =>
    db.transaction(async (tx) => {
      const request = await lockCustomersRequest(tx, customerId, input.reference);
      const eventId = await recordRequestEvent(tx, request.id, { kind: "reply", text }, now);
      await recordRequestFiles(tx, { requestId: request.id, eventId }, stored, now);
      const reopen = request.status === "done" || request.status === "refused";
      if (reopen) {
        const to: CustomerRequestStatus = "in_progress";
        await recordRequestEvent(tx, request.id, { kind: "status", details: { from: request.status, to } }, now);
      }
      await tx
        .update(customerRequests)
        .set({
          customerActivityAt: now,
          customerSeenAt: now,
          updatedAt: now,
          version: sql`${customerRequests.version} + 1`,
          ...(reopen ? { status: "in_progress" as const, closedAt: null, refusalReason: null } : {}),
        })
        .where(eq(customerRequests.id, request.id));
      return { requestId: request.id, eventId };
    });

  return saveRequestUploads(store, uploads, record);
}

/**
 * Stores a thread message's files one after the other, then runs `record` (the transaction that
 * references them); every file is removed again if anything fails. The customer's reply and
 * staff's answer share it, with the same checks before (issue 46 item 11).
 */
export function saveRequestUploads<T>(
  store: FileStore,
  uploads: Upload[],
  record: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const saveFrom = (index: number, stored: StoredFile[]): Promise<T> => {
    const upload = uploads[index];
    if (!upload) return record(stored);
    return store.save(
      upload,
      REQUEST_UPLOAD,
      (file) => saveFrom(index + 1, [...stored, file]),
      () => true,
    );
  };
  return saveFrom(0, []);
}
