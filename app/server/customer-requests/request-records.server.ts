import { and, eq, sql } from "drizzle-orm";
import { refusalsIn } from "~/server/action-error";
import type { Database, Transaction as Tx } from "~/server/db/client.server";
import { type CustomerRequestKind, customerRequestFiles, customerRequests } from "~/server/db/schema/customer-requests";
import { isRecordId } from "~/server/record-ids";
import type { StoredFile } from "~/server/storage.server";

/*
 * What every change to a request starts from: the request locked at the version the screen
 * showed, the version bumped after, and the refusal it answers with.
 */

/** A change refused for a reason the screen can say (the route turns it into a 4xx; messages under `inbox.errors`). */
export const requestRefusal = refusalsIn("inbox.errors");

/** The request, locked for the change, checked against the version the screen showed. */
export async function lockRequest(tx: Tx, requestId: string, version?: number) {
  // Not an id at all (a hand-made address): as unknown as an id that exists nowhere, never a 500.
  if (!isRecordId(requestId)) throw requestRefusal(404, "notFound");
  const [request] = await tx.select().from(customerRequests).where(eq(customerRequests.id, requestId)).for("update");
  if (!request) throw requestRefusal(404, "notFound");
  if (version !== undefined && version !== request.version) throw requestRefusal(409, "stale");
  return request;
}

/** A kind's own step acts only on an open request of that kind. */
export function expectOpenOfKind(request: { kind: string; status: string }, kind: CustomerRequestKind) {
  if (request.kind !== kind) throw requestRefusal(400, "handling.errors.wrongKind");
  if (request.status === "done" || request.status === "refused") throw requestRefusal(409, "transition");
}

/** One of the customer's own requests by its reference, locked for the change; another's is unknown. */
export async function lockCustomersRequest(tx: Tx, customerId: string, reference: string) {
  const [request] = await tx
    .select()
    .from(customerRequests)
    .where(and(eq(customerRequests.reference, reference), eq(customerRequests.customerId, customerId)))
    .for("update");
  if (!request) throw requestRefusal(404, "notFound");
  return request;
}

/** Files just stored, recorded as the request's (or as one thread entry's); their ids, in order. */
export async function recordRequestFiles(
  tx: Tx,
  owner: { requestId: string; eventId?: string },
  files: StoredFile[],
  now: Date,
) {
  if (files.length === 0) return [];
  return tx
    .insert(customerRequestFiles)
    .values(
      files.map((file) => ({
        ...owner,
        storagePath: file.storagePath,
        fileName: file.fileName,
        contentType: file.type,
        size: file.size,
        createdAt: now,
      })),
    )
    .returning({ id: customerRequestFiles.id });
}

export type LockedRequest = Awaited<ReturnType<typeof lockRequest>>;

export function bump(now: Date, changes: Partial<typeof customerRequests.$inferInsert> = {}) {
  return { ...changes, version: sql`${customerRequests.version} + 1`, updatedAt: now };
}

/** Staff opened the request: what the customer wrote until now is read. */
export async function markSeenByStaff(db: Database, requestId: string, now = new Date()) {
  await db.update(customerRequests).set({ staffSeenAt: now }).where(eq(customerRequests.id, requestId));
}
