import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * Who on the staff did what, to which record, when and from where: every back-office action that
 * changes data or reads personal data in bulk (an export, a list of customers) leaves one row.
 * Rows are only ever inserted; admins read them in the back office.
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The member of staff; kept as text too so the row outlives a deleted account. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** A dotted verb: "lead.status", "lead.assign", "lead.export", "staff.create", … */
    action: text("action").notNull(),
    /** The kind of record and its id ("lead", "…"); empty for bulk reads. */
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** What changed or what was asked (filters of an export, old and new status), no secrets. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip").notNull(),
  },
  (table) => [
    index("staff_audit_log_at_idx").on(table.at),
    index("staff_audit_log_target_idx").on(table.targetType, table.targetId),
    index("staff_audit_log_actor_idx").on(table.actorId, table.at),
  ],
);
