import { and, count, desc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { refusalsIn } from "~/server/action-error";
import { type AuditActor, recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import { outbox } from "~/server/db/schema/outbox";
import { parisMidnight, sinceEpoch } from "~/server/paris-days";
import {
  DELIVERIES_PAGE_SIZE,
  DELIVERY_STATES,
  type DeliveryChannel,
  type DeliveryFilters,
  type DeliveryRecord,
  type DeliveryState,
} from "./delivery-filters";

/**
 * The deliveries monitor (issue 26): every outbox message with its state, and the admins' replay
 * of dead ones. A replay puts the same row back in the queue: the message keeps its id, which
 * is the e-mail's Message-ID and the webhook's id, so a receiver that got it already drops the copy.
 */

export type DeliveryRow = {
  id: string;
  channel: DeliveryChannel;
  topic: string;
  record: DeliveryRecord;
  /** The lead's or request's id when the message names it (a request's e-mails do not). */
  recordId: string | null;
  /** The e-mail's recipient, or which webhook receives it (a push: none). */
  to: string | null;
  state: DeliveryState;
  attempts: number;
  /** When the worker tries it next: only while it waits (pending or failing). */
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

export type DeliveriesPage = {
  rows: DeliveryRow[];
  total: number;
  counts: Record<DeliveryState | "all", number>;
};

const WAITING = inArray(outbox.status, ["pending", "sending"]);
const STATE: Record<DeliveryState, SQL> = {
  pending: and(WAITING, isNull(outbox.lastError)) as SQL,
  failing: and(WAITING, isNotNull(outbox.lastError)) as SQL,
  delivered: eq(outbox.status, "sent"),
  dead: eq(outbox.status, "dead"),
};
const STATE_OF = sql<DeliveryState>`case
  when ${outbox.status} = 'sent' then 'delivered'
  when ${outbox.status} = 'dead' then 'dead'
  when ${outbox.lastError} is not null then 'failing'
  else 'pending' end`;

const RECORD: Record<DeliveryRecord, SQL> = {
  lead: sql`${outbox.topic} like 'lead.%'`,
  request: sql`${outbox.topic} like 'request.%'`,
  account: sql`not (${outbox.topic} like 'lead.%' or ${outbox.topic} like 'request.%')`,
};
const RECORD_OF = sql<DeliveryRecord>`case
  when ${outbox.topic} like 'lead.%' then 'lead'
  when ${outbox.topic} like 'request.%' then 'request'
  else 'account' end`;

/** The first instant of a Paris calendar day, never before 1970 (no message is older). */
export const startOfParisDay = (day: string) => sinceEpoch(parisMidnight(day));

/** Every condition but the state: the counts per state are taken under the same filters. */
function conditions(filters: Omit<DeliveryFilters, "page">): SQL[] {
  const where: SQL[] = [];
  if (filters.channel) where.push(eq(outbox.channel, filters.channel));
  if (filters.record) where.push(RECORD[filters.record]);
  if (filters.since) where.push(gte(outbox.createdAt, startOfParisDay(filters.since)));
  return where;
}

/** One page of messages, newest first, with the total and the counts per state under the same filters. */
export async function listDeliveries(db: Database, filters: DeliveryFilters): Promise<DeliveriesPage> {
  const base = conditions(filters);
  const where = and(...base, ...(filters.state ? [STATE[filters.state]] : []));
  const [rows, countRows] = await Promise.all([
    db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        topic: outbox.topic,
        record: RECORD_OF,
        recordId: sql<string | null>`coalesce(${outbox.leadId}::text, ${outbox.payload}->'event'->>'request_id')`,
        // A push names no one here: its device is the customer's own business (ADR 0052).
        to: sql<string | null>`case when ${outbox.channel} = 'email' then ${outbox.payload}->>'to'
          when ${outbox.channel} = 'webhook' then coalesce(${outbox.payload}->>'target', 'leads') end`,
        state: STATE_OF,
        attempts: outbox.attempts,
        nextAttemptAt: outbox.nextAttemptAt,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(DELIVERIES_PAGE_SIZE)
      .offset((filters.page - 1) * DELIVERIES_PAGE_SIZE),
    db
      .select({ state: STATE_OF, count: count() })
      .from(outbox)
      .where(base.length ? and(...base) : undefined)
      .groupBy(STATE_OF),
  ]);
  const counts = { all: 0, pending: 0, failing: 0, delivered: 0, dead: 0 };
  for (const row of countRows) {
    if (!(DELIVERY_STATES as readonly string[]).includes(row.state)) continue;
    counts[row.state] = Number(row.count);
    counts.all += Number(row.count);
  }
  return {
    rows: rows.map((row) => {
      const waiting = row.state === "pending" || row.state === "failing";
      return {
        ...row,
        to: row.to ?? "",
        nextAttemptAt: waiting ? row.nextAttemptAt.toISOString() : null,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      };
    }),
    total: filters.state ? counts[filters.state] : counts.all,
    counts,
  };
}

/** Dead messages in all: the back office's navigation shows it to admins. */
/** The statement counting dead messages (the menu's badge puts it in its own). */
export function deadDeliveriesQuery(db: Pick<Database, "select">) {
  return db.select({ count: count() }).from(outbox).where(STATE.dead);
}

export async function deadDeliveriesCount(db: Pick<Database, "select">) {
  const [row] = await deadDeliveriesQuery(db);
  return Number(row?.count ?? 0);
}

/** A replay refused: the message is unknown (404) or not dead (409, someone replayed it already, or it is still tried). */
export const deliveryRefusal = refusalsIn("deliveries.errors");

/** Back in the queue, due now, with a fresh schedule of tries; same row, same id. */
const REQUEUED = (now: Date) =>
  ({ status: "pending", attempts: 0, nextAttemptAt: now, lockedUntil: null, lastError: null }) as const;

/** Replays one dead message, keeping its id; audited with the error it died of. */
export async function replayDeadMessage(db: Database, actor: AuditActor, id: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({
        id: outbox.id,
        status: outbox.status,
        channel: outbox.channel,
        topic: outbox.topic,
        lastError: outbox.lastError,
        attempts: outbox.attempts,
      })
      .from(outbox)
      .where(eq(outbox.id, id))
      .for("update");
    if (!message) throw deliveryRefusal(404, "notFound");
    if (message.status !== "dead") throw deliveryRefusal(409, "notDead");
    await tx.update(outbox).set(REQUEUED(now)).where(eq(outbox.id, id));
    await recordStaffAction(tx, actor, {
      action: "delivery.replay",
      target: { type: "outbox", id },
      details: {
        channel: message.channel,
        topic: message.topic,
        attempts: message.attempts,
        lastError: message.lastError,
      },
    });
    return { id };
  });
}

export type DeadSelection = { channel: DeliveryChannel; since: string };

const deadSince = ({ channel, since }: DeadSelection) =>
  and(STATE.dead, eq(outbox.channel, channel), gte(outbox.createdAt, startOfParisDay(since))) as SQL;

/** How many dead messages of a channel since a day a bulk replay would send again (what the confirmation says). */
export async function countDeadSince(db: Pick<Database, "select">, selection: DeadSelection) {
  const [row] = await db.select({ count: count() }).from(outbox).where(deadSince(selection));
  return Number(row?.count ?? 0);
}

/**
 * Replays every dead message of a channel created since a Paris day, each keeping its id (as
 * Svix's "recover"); one audit entry with the selection and how many went back in the queue.
 * Returns that number: the messages still dead at this moment, which may differ from the count
 * the admin confirmed if one was replayed meanwhile.
 */
export async function replayDeadSince(db: Database, actor: AuditActor, selection: DeadSelection, now = new Date()) {
  return db.transaction(async (tx) => {
    const replayed = await tx
      .update(outbox)
      .set(REQUEUED(now))
      .where(deadSince(selection))
      .returning({ id: outbox.id });
    await recordStaffAction(tx, actor, {
      action: "delivery.replay-dead",
      details: { channel: selection.channel, since: selection.since, count: replayed.length },
    });
    return replayed.length;
  });
}
