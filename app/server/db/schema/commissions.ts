import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ColumnMapping } from "../../commissions/statement-mapping";
import { users } from "./auth";
import { contracts } from "./customer-area";

/**
 * How an insurer's statement ("bordereau") names its columns, saved by staff once per insurer
 * (issue 43): the next statement of theirs is read without asking again.
 */
export const insurerStatementMappings = pgTable("insurer_statement_mappings", {
  /** The insurer as contracts name it (contracts.insurer). */
  insurer: text("insurer").primaryKey(),
  columns: jsonb("columns").$type<ColumnMapping>().notNull(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One imported statement: the file's SHA-256 makes a replayed file a refusal, not a second count;
 * the lines' own keys (insurer_statement_lines) make a corrected file that repeats lines add only
 * what is new.
 */
export const insurerStatements = pgTable(
  "insurer_statements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    insurer: text("insurer").notNull(),
    /** The month the statement is for (its first day), taken by lines without a period column. */
    period: date("period", { mode: "string" }).notNull(),
    fileName: text("file_name").notNull(),
    fileSha256: text("file_sha256").notNull(),
    encoding: text("encoding").notNull(),
    /** Lines read, lines counted (new), lines already counted by an earlier file, lines not read. */
    linesRead: integer("lines_read").notNull(),
    linesAdded: integer("lines_added").notNull(),
    linesRepeated: integer("lines_repeated").notNull(),
    /** The lines that could not be read, with their number and why: staff fix the file or the mapping. */
    problems: jsonb("problems").$type<Array<{ line: number; problem: string; cell: string }>>().notNull().default([]),
    importedBy: text("imported_by").references(() => users.id, { onDelete: "set null" }),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("insurer_statements_file_idx").on(table.insurer, table.fileSha256),
    index("insurer_statements_period_idx").on(table.insurer, table.period),
  ],
);

/** A statement's line: what the insurer paid for a contract's month, matched to the contract by reference. */
export const insurerStatementLines = pgTable(
  "insurer_statement_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    statementId: uuid("statement_id")
      .notNull()
      .references(() => insurerStatements.id, { onDelete: "cascade" }),
    insurer: text("insurer").notNull(),
    /** Contract, month, amount and rank among identical lines (lineKeys): a line counts once. */
    lineKey: text("line_key").notNull(),
    lineNumber: integer("line_number").notNull(),
    reference: text("reference").notNull(),
    referenceKey: text("reference_key").notNull(),
    /** The contract it names, when one of ours does; null for an unknown line. */
    contractId: uuid("contract_id").references(() => contracts.id, { onDelete: "set null" }),
    period: date("period", { mode: "string" }).notNull(),
    commissionCents: integer("commission_cents").notNull(),
    premiumCents: integer("premium_cents"),
  },
  (table) => [
    uniqueIndex("insurer_statement_lines_key_idx").on(table.insurer, table.lineKey),
    index("insurer_statement_lines_period_idx").on(table.insurer, table.period),
    index("insurer_statement_lines_contract_idx").on(table.contractId),
  ],
);

/**
 * A referral gift paid to a sponsor (one every three referrals, sponsorship.ts): what is owed is
 * the gifts earned less these; the number makes each gift paid once.
 */
export const referralGiftPayments = pgTable(
  "referral_gift_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 1 for the first gift earned, 2 for the second… */
    giftNumber: integer("gift_number").notNull(),
    amountCents: integer("amount_cents").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    paidBy: text("paid_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("referral_gift_payments_gift_idx").on(table.customerId, table.giftNumber),
    check("referral_gift_payments_positive", sql`${table.giftNumber} > 0 and ${table.amountCents} > 0`),
  ],
);
