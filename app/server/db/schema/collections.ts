import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { oneOf } from "./one-of";
import { paymentInstalments } from "./payments";

/**
 * One collection file (issue 43): the instalments due on a day debited under their mandates, as
 * the pain.008 XML sent to the broker's bank, kept as produced (staff download it again).
 */
export const collectionRuns = pgTable(
  "collection_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    collectionDate: date("collection_date", { mode: "string" }).notNull(),
    /** The file's message id (GrpHdr/MsgId): unique, as banks ask. */
    messageId: text("message_id").notNull().unique(),
    xml: text("xml").notNull(),
    debitCount: integer("debit_count").notNull(),
    totalCents: integer("total_cents").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("collection_runs_date_idx").on(table.collectionDate, table.createdAt)],
);

export const REJECT_FORMATS = ["pain.002", "csv"] as const;

/** A bank's rejects file as imported: its SHA-256 makes the same file a refusal, not a second count. */
export const rejectImports = pgTable(
  "reject_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileName: text("file_name").notNull(),
    fileSha256: text("file_sha256").notNull().unique(),
    format: text("format", { enum: REJECT_FORMATS }).notNull(),
    linesRead: integer("lines_read").notNull(),
    rejectsAdded: integer("rejects_added").notNull(),
    linesRepeated: integer("lines_repeated").notNull(),
    linesUnknown: integer("lines_unknown").notNull(),
    importedBy: text("imported_by").references(() => users.id, { onDelete: "set null" }),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("reject_imports_format_known", oneOf(table.format, REJECT_FORMATS))],
);

/**
 * One rejected debit, by the end-to-end id the collection gave it: the id is unique, so a line
 * repeated in another file changes nothing.
 */
export const debitRejects = pgTable(
  "debit_rejects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    importId: uuid("import_id")
      .notNull()
      .references(() => rejectImports.id, { onDelete: "cascade" }),
    endToEndId: text("end_to_end_id").notNull(),
    instalmentId: uuid("instalment_id").references(() => paymentInstalments.id, { onDelete: "set null" }),
    reasonCode: text("reason_code").notNull(),
    rejectedOn: date("rejected_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("debit_rejects_end_to_end_idx").on(table.endToEndId),
    index("debit_rejects_instalment_idx").on(table.instalmentId),
  ],
);

export const PREMIUM_STEPS = ["reminder", "formalNotice", "paymentReceived"] as const;
export type PremiumStep = (typeof PREMIUM_STEPS)[number];

/**
 * What was done about an unpaid premium (issue 43): the reminder e-mail with the broker's
 * transfer details, the formal notice of article L113-3 of the Code des assurances (its PDF kept,
 * its suspension and termination dates), the payment that closed it.
 */
export const unpaidPremiumSteps = pgTable(
  "unpaid_premium_steps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    instalmentId: uuid("instalment_id")
      .notNull()
      .references(() => paymentInstalments.id, { onDelete: "cascade" }),
    step: text("step", { enum: PREMIUM_STEPS }).notNull(),
    /** The formal notice's letter (a stored file's path) and the days it sets. */
    letterPath: text("letter_path"),
    suspensionOn: date("suspension_on", { mode: "string" }),
    terminationOn: date("termination_on", { mode: "string" }),
    staffId: text("staff_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("unpaid_premium_steps_instalment_idx").on(table.instalmentId, table.at),
    // One formal notice per unpaid instalment: a second click sends nothing.
    uniqueIndex("unpaid_premium_steps_one_notice").on(table.instalmentId).where(sql`step = 'formalNotice'`),
    check("unpaid_premium_steps_step_known", oneOf(table.step, PREMIUM_STEPS)),
  ],
);
