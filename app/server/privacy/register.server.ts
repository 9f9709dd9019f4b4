import { randomInt } from "node:crypto";
import { and, count, desc, eq, inArray, isNull, lt, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { isLang } from "~/i18n/config";
import { refusalsIn } from "~/server/action-error";
import { siteConfig } from "~/server/settings/site-settings.server";
import { recordStaffAction } from "../audit/audit-log.server";
import type { Database } from "../db/client.server";
import { users } from "../db/schema/auth";
import {
  type ExtensionChannel,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
  privacyRequests,
} from "../db/schema/privacy";
import { enqueueOutbox } from "../outbox/outbox.server";
import { foldText } from "../search-text";
import type { StaffActor } from "../staff/staff-actor";
import { normaliseEmail } from "./data-subject.server";
import { extensionEmail } from "./privacy-emails.server";
import { REGISTER_PAGE_SIZE, type RegisterFilters } from "./register-filters";

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

/** A rule of the register broken by a change: the caller answers with its status and message. */
export const registerRefusal = refusalsIn("privacy.actionErrors");

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const newReference = () => `RGPD-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;

/** A calendar month after an instant (31 January + 1 month = 28 February), as article 12.3 counts. */
export function addMonths(at: Date, months: number) {
  const moved = new Date(at);
  const day = moved.getUTCDate();
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const last = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, last));
  return moved;
}

/** When the answer is owed: one month after receipt, or the recorded extension. */
export const deadlineOf = (row: Pick<PrivacyRequestRow, "dueAt" | "extendedUntil">) => row.extendedUntil ?? row.dueAt;

export const isOpen = (row: Pick<PrivacyRequestRow, "status">) =>
  row.status === "received" || row.status === "in_progress";

export type NewPrivacyRequest = {
  kind: PrivacyRequestKind;
  subjectName: string;
  subjectEmail: string | null;
  subjectPhone: string | null;
  customerId?: string | null;
  details?: string | null;
  receivedAt: Date;
  /** The person's language (the customer area's); staff's entries speak French. */
  lang?: string;
};

/**
 * Records a request in the register with its one-month clock: by staff (audited, in the same
 * transaction) or by the customer from their area (`by` null).
 */
export async function recordPrivacyRequest(db: Database, draft: NewPrivacyRequest, by: StaffActor | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        reference: newReference(),
        kind: draft.kind,
        subjectName: draft.subjectName,
        subjectEmail: normaliseEmail(draft.subjectEmail),
        subjectPhone: draft.subjectPhone,
        customerId: draft.customerId ?? null,
        channel: by ? "backoffice" : "customer_area",
        details: draft.details ?? null,
        lang: draft.lang ?? "fr",
        receivedAt: draft.receivedAt,
        dueAt: addMonths(draft.receivedAt, 1),
      })
      .returning();
    const created = row as PrivacyRequestRow;
    if (by) {
      await recordStaffAction(tx, by, {
        action: "privacy.request.create",
        target: { type: "privacyRequest", id: created.id },
        details: { kind: created.kind, reference: created.reference },
      });
    }
    return created;
  });
}

export type RegisterRow = PrivacyRequestRow & { handledByName: string | null };
export type RegisterPage = { rows: RegisterRow[]; total: number };

function filterConditions(filters: RegisterFilters, now: Date): SQL[] {
  const where: SQL[] = [];
  if (filters.kind) where.push(eq(privacyRequests.kind, filters.kind));
  if (filters.status === "open") where.push(inArray(privacyRequests.status, ["received", "in_progress"]));
  else if (filters.status) where.push(eq(privacyRequests.status, filters.status));
  if (filters.overdue) {
    where.push(inArray(privacyRequests.status, ["received", "in_progress"]));
    where.push(
      sql`coalesce(${privacyRequests.extendedUntil}, ${privacyRequests.dueAt}) < ${now.toISOString()}::timestamptz`,
    );
  }
  if (filters.q) {
    const term = `%${foldText(filters.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(lower(${privacyRequests.subjectName} || ' ' || coalesce(${privacyRequests.subjectEmail}, '') || ' ' || coalesce(${privacyRequests.subjectPhone}, '') || ' ' || ${privacyRequests.reference}) like ${term})`,
    );
  }
  return where;
}

/** One page of the register, the oldest deadline first among open ones, then the newest. */
export async function listPrivacyRequests(
  db: Database,
  filters: RegisterFilters,
  now = new Date(),
): Promise<RegisterPage> {
  const where = and(...filterConditions(filters, now));
  const rows = await db
    .select({ request: privacyRequests, handledByName: users.name })
    .from(privacyRequests)
    .leftJoin(users, eq(users.id, privacyRequests.handledBy))
    .where(where)
    .orderBy(
      sql`case when ${privacyRequests.status} in ('received', 'in_progress') then 0 else 1 end`,
      sql`coalesce(${privacyRequests.extendedUntil}, ${privacyRequests.dueAt})`,
      desc(privacyRequests.receivedAt),
    )
    .limit(REGISTER_PAGE_SIZE)
    .offset((filters.page - 1) * REGISTER_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(privacyRequests).where(where);
  return {
    rows: rows.map((row) => ({ ...row.request, handledByName: row.handledByName })),
    total: total?.n ?? 0,
  };
}

export async function findPrivacyRequest(db: Database, id: string): Promise<RegisterRow | null> {
  const [row] = await db
    .select({ request: privacyRequests, handledByName: users.name })
    .from(privacyRequests)
    .leftJoin(users, eq(users.id, privacyRequests.handledBy))
    .where(eq(privacyRequests.id, id));
  return row ? { ...row.request, handledByName: row.handledByName } : null;
}

async function openRequest(db: Pick<Database, "select">, id: string) {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for("update");
  if (!row) throw registerRefusal(404, "notFound");
  if (!isOpen(row)) throw registerRefusal(409, "closed");
  return row;
}

/**
 * Extends the deadline by one or two months (article 12.3): only while the first month runs,
 * with the reason and how the person was told, both recorded. Once only. Told by e-mail, the
 * notice (new date, reasons) goes through the outbox in the same transaction.
 */
export async function extendPrivacyRequest(
  db: Database,
  actor: StaffActor,
  id: string,
  extension: { months: 1 | 2; reason: string; toldVia: ExtensionChannel },
  now = new Date(),
) {
  // Read before the transaction: on the embedded engine a read outside it would wait for it.
  const site = await siteConfig(db);
  await db.transaction(async (tx) => {
    const row = await openRequest(tx, id);
    if (row.extendedUntil) throw registerRefusal(409, "alreadyExtended");
    if (now >= row.dueAt) throw registerRefusal(409, "extensionTooLate");
    const extendedUntil = addMonths(row.dueAt, extension.months);
    await tx
      .update(privacyRequests)
      .set({
        extendedUntil,
        extensionReason: extension.reason,
        extensionToldAt: now,
        extensionToldVia: extension.toldVia,
        handledBy: row.handledBy ?? actor.id,
        updatedAt: now,
      })
      .where(eq(privacyRequests.id, id));
    if (extension.toldVia === "email") {
      if (!row.subjectEmail) throw registerRefusal(409, "noEmail");
      const message = extensionEmail({
        to: row.subjectEmail,
        lang: isLang(row.lang) ? row.lang : "fr",
        site,
        reference: row.reference,
        until: extendedUntil,
        reason: extension.reason,
      });
      await enqueueOutbox(tx, [{ channel: "email", topic: "privacy.extension", payload: message }]);
    }
    await recordStaffAction(tx, actor, {
      action: "privacy.request.extend",
      target: { type: "privacyRequest", id },
      details: { months: extension.months, toldVia: extension.toldVia, extendedUntil: extendedUntil.toISOString() },
    });
  });
}

/** Moves an entry on: taken in hand, done or refused (closed, with what was done or why not). */
export async function setPrivacyRequestStatus(
  db: Pick<Database, "transaction">,
  actor: StaffActor,
  id: string,
  status: Exclude<PrivacyRequestStatus, "received">,
  outcome: string | null,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await openRequest(tx, id);
    if (status === "refused" && !outcome) throw registerRefusal(400, "outcomeRequired");
    const closing = status !== "in_progress";
    await tx
      .update(privacyRequests)
      .set({ status, outcome, handledBy: actor.id, closedAt: closing ? now : null, updatedAt: now })
      .where(eq(privacyRequests.id, id));
    await recordStaffAction(tx, actor, {
      action: "privacy.request.status",
      target: { type: "privacyRequest", id },
      details: { status },
    });
  });
}

/** The statement counting open requests past their deadline (the menu's badge puts it in its own). */
export function overdueQuery(db: Pick<Database, "select">, now: Date | Placeholder = new Date()) {
  return db
    .select({ n: count() })
    .from(privacyRequests)
    .where(
      and(
        inArray(privacyRequests.status, ["received", "in_progress"]),
        or(
          and(isNull(privacyRequests.extendedUntil), lt(privacyRequests.dueAt, now)),
          lt(privacyRequests.extendedUntil, now),
        ),
      ),
    );
}

/** Open requests past their deadline (the menu's count, the register's tab). */
export async function countOverdue(db: Database, now = new Date()) {
  const [row] = await overdueQuery(db, now);
  return row?.n ?? 0;
}

/** A customer's own open request of a kind (a second "delete my account" is the same request). */
export async function openCustomerRequest(db: Database, customerId: string, kind: PrivacyRequestKind) {
  const [row] = await db
    .select()
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.customerId, customerId),
        eq(privacyRequests.kind, kind),
        inArray(privacyRequests.status, ["received", "in_progress"]),
      ),
    );
  return row ?? null;
}
