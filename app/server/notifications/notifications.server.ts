import { and, count, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isRecordId } from "~/server/record-ids";
import { type Database, preparedQuery } from "../db/client.server";
import { notifications } from "../db/schema/customer-area";
import { enqueuePushes } from "../push/push-notices.server";
import type { NotificationKind, NotificationParams } from "./notification-kinds";

export type NotificationRow = typeof notifications.$inferSelect;

export type NotificationDraft = {
  customerId: string;
  kind: NotificationKind;
  params?: NotificationParams;
  /** Only for `message`: an adviser's own words. */
  title?: string;
  message?: string;
  contractId?: string | null;
  createdAt?: Date;
};

/**
 * Writes a notice (in the caller's transaction when it announces something stored with it), and
 * queues its push to the customer's devices that take its kind: every notice is made here or in
 * `noticeAboutRequest`, so this is the one place pushes start from.
 */
export async function createNotification(db: Database, draft: NotificationDraft) {
  if (draft.kind === "message" && !(draft.title && draft.message)) {
    throw new Error("a message notification needs its title and text");
  }
  const [row] = await db
    .insert(notifications)
    .values({
      customerId: draft.customerId,
      kind: draft.kind,
      params: draft.params ?? {},
      title: draft.title ?? null,
      message: draft.message ?? null,
      contractId: draft.contractId ?? null,
      createdAt: draft.createdAt ?? new Date(),
    })
    .returning();
  const notice = row as NotificationRow;
  await enqueuePushes(db, { ...notice, kind: draft.kind });
  return notice;
}

/**
 * A notice about one of the customer's requests (issue 46 item 8): while the customer has not
 * read the last one, a new step of the same request replaces it (its words, its time) and counts
 * the news it holds, so one exchange leaves one unread notice per request, not one per step.
 */
export async function noticeAboutRequest(
  db: Database,
  draft: NotificationDraft & { params: NotificationParams & { requestId: string } },
) {
  const [unread] = await db
    .select({ id: notifications.id, params: notifications.params })
    .from(notifications)
    .where(
      and(
        eq(notifications.customerId, draft.customerId),
        isNull(notifications.readAt),
        sql`${notifications.params}->>'requestId' = ${draft.params.requestId}`,
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1)
    .for("update");
  if (!unread) return createNotification(db, { ...draft, params: { ...draft.params, updates: 1 } });
  const before = typeof unread.params.updates === "number" ? unread.params.updates : 1;
  const [row] = await db
    .update(notifications)
    .set({
      kind: draft.kind,
      params: { ...draft.params, updates: before + 1 },
      contractId: draft.contractId ?? null,
      createdAt: draft.createdAt ?? new Date(),
    })
    .where(eq(notifications.id, unread.id))
    .returning();
  const notice = row as NotificationRow;
  // The unread notice holds the news; the device is told of each step (its tag replaces the last).
  await enqueuePushes(db, { ...notice, kind: draft.kind });
  return notice;
}

/** Newest first; `before` (a notice's id) continues a long list where the last page stopped. */
export async function listNotifications(
  db: Database,
  customerId: string,
  options: { limit: number; before?: NotificationRow },
): Promise<NotificationRow[]> {
  const mine = eq(notifications.customerId, customerId);
  const after = options.before
    ? or(
        lt(notifications.createdAt, options.before.createdAt),
        and(eq(notifications.createdAt, options.before.createdAt), lt(notifications.id, options.before.id)),
      )
    : undefined;
  return db
    .select()
    .from(notifications)
    .where(after ? and(mine, after) : mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
}

/** One notice of this customer, or null: another customer's id is as unknown as a made-up one. */
export async function findNotification(db: Database, customerId: string, id: string) {
  if (!isRecordId(id)) return null;
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.customerId, customerId)));
  return row ?? null;
}

const unreadNotice = alias(notifications, "unread_notice");

/**
 * The `limit` newest notices and the count of unread ones, in one statement (the area's home
 * shows both). No notice at all: none unread either.
 */
const latestWithUnread = preparedQuery("latest_notifications", (db) =>
  db
    .select({
      notice: notifications,
      unread: sql<number>`(${db
        .select({ n: count() })
        .from(unreadNotice)
        .where(and(eq(unreadNotice.customerId, sql.placeholder("customerId")), isNull(unreadNotice.readAt)))})`.mapWith(
        Number,
      ),
    })
    .from(notifications)
    .where(eq(notifications.customerId, sql.placeholder("customerId")))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder("limit")),
);

export async function latestNotifications(db: Database, customerId: string, limit: number) {
  const rows = await latestWithUnread(db).execute({ customerId, limit });
  return { latest: rows.map((row) => row.notice), unread: rows[0]?.unread ?? 0 };
}

export async function countUnread(db: Database, customerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one notice read; false when it is not this customer's (the caller answers 404). */
export async function markNotificationRead(db: Database, customerId: string, id: string, now = new Date()) {
  if (!isRecordId(id)) return false;
  const mine = and(eq(notifications.id, id), eq(notifications.customerId, customerId));
  // Reading it again keeps the first reading's time.
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine, isNull(notifications.readAt)));
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(mine);
  return Boolean(row);
}

export async function markAllNotificationsRead(db: Database, customerId: string, now = new Date()) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.customerId, customerId), isNull(notifications.readAt)));
}
