import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { INSTALMENT_STATUSES } from "../../payments/instalment-states";
import { MANDATE_STATUSES } from "../../payments/mandate-states";
import { PAYMENT_FREQUENCIES } from "../../payments/payment-frequencies";
import { users } from "./auth";
import { contracts } from "./customer-area";
import { oneOf } from "./one-of";
import { signatureRequests } from "./signatures";

/**
 * A customer's bank account as they gave it (issue 43): the holder's name, the IBAN in its
 * electronic form (no spaces, capitals), the BIC (8 or 11 characters). A new account replaces
 * the previous one when its mandate is signed (`replaced_at`); the rows stay, so a debit made
 * under an old mandate still names the account it was taken from. Screens show the IBAN masked
 * (payments/bank-details.ts), never in full.
 */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    holder: text("holder").notNull(),
    iban: text("iban").notNull(),
    bic: text("bic").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a newer account's mandate was signed: from then on this one is no longer debited. */
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    /** The account (staff or the customer) that entered it. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("bank_accounts_customer_idx").on(table.customerId, table.createdAt),
    check("bank_accounts_iban_form", sql`${table.iban} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'`),
    check("bank_accounts_bic_form", sql`${table.bic} ~ '^[A-Z0-9]{8}([A-Z0-9]{3})?$'`),
  ],
);

/**
 * A SEPA direct-debit mandate (CORE, recurrent) the customer gives the broker over one bank
 * account: its unique reference (RUM), the broker's creditor identifier (ICS) when it was made,
 * and its life (payments/mandate-states.ts, the only writer of `status`). Nothing is debited
 * under a mandate that is not "active", that is, signed (signatures module, purpose
 * "sepa-mandate").
 */
export const sepaMandates = pgTable(
  "sepa_mandates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bankAccountId: uuid("bank_account_id")
      .notNull()
      .references(() => bankAccounts.id, { onDelete: "cascade" }),
    /** Référence unique du mandat: at most 35 characters of the SEPA set, unique for the creditor. */
    reference: text("reference").notNull().unique(),
    creditorIdentifier: text("creditor_identifier").notNull(),
    /** CORE recurrent: the only scheme and sequence the broker uses. */
    scheme: text("scheme").notNull().default("CORE"),
    recurrence: text("recurrence").notNull().default("recurrent"),
    status: text("status", { enum: MANDATE_STATUSES }).notNull().default("awaitingSignature"),
    signatureRequestId: uuid("signature_request_id").references(() => signatureRequests.id, { onDelete: "set null" }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    /** When it left "awaitingSignature" without being signed (declined, expired, superseded). */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("sepa_mandates_customer_idx").on(table.customerId, table.createdAt),
    // One active mandate per customer at a time: a new IBAN's mandate revokes the old on signing.
    uniqueIndex("sepa_mandates_one_active").on(table.customerId).where(sql`status = 'active'`),
    check("sepa_mandates_status_known", oneOf(table.status, MANDATE_STATUSES)),
    check("sepa_mandates_reference_form", sql`${table.reference} ~ '^[A-Za-z0-9/?:().,''+ -]{1,35}$'`),
  ],
);

/**
 * How a contract's premium is paid (issue 43): how often, from which first due date, how much per
 * instalment (premium and fees, cents). One schedule per contract; editing it replaces the
 * instalments not yet announced to the customer.
 */
export const paymentSchedules = pgTable(
  "payment_schedules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .unique()
      .references(() => contracts.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: PAYMENT_FREQUENCIES }).notNull(),
    /** The anchor every nominal due date is counted from (a 31st stays the 31st where it exists). */
    firstDueDate: date("first_due_date", { mode: "string" }).notNull(),
    premiumCents: integer("premium_cents").notNull(),
    feesCents: integer("fees_cents").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("payment_schedules_frequency_known", oneOf(table.frequency, PAYMENT_FREQUENCIES)),
    check("payment_schedules_amounts", sql`${table.premiumCents} >= 0 and ${table.feesCents} >= 0`),
  ],
);

/**
 * One debit of a schedule: its nominal date (counted from the anchor), the day the bank debits
 * (the next TARGET and French working day), the amount, and its life
 * (payments/instalment-states.ts): planned → notified (the pre-notification e-mail went) →
 * collected (in a collection file) → paid, or rejected (reason code) → paid otherwise; cancelled
 * when the contract ends or the schedule changes before it was announced.
 */
export const paymentInstalments = pgTable(
  "payment_instalments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scheduleId: uuid("schedule_id")
      .notNull()
      .references(() => paymentSchedules.id, { onDelete: "cascade" }),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    nominalDate: date("nominal_date", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    premiumCents: integer("premium_cents").notNull(),
    feesCents: integer("fees_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: INSTALMENT_STATUSES }).notNull().default("planned"),
    prenotifiedAt: timestamp("prenotified_at", { withTimezone: true }),
    /** The mandate it was (or will be) debited under, set when it is collected. */
    mandateId: uuid("mandate_id").references(() => sepaMandates.id, { onDelete: "set null" }),
    /** The collection it went out in (the file's payment-information or end-to-end id). */
    collectionReference: text("collection_reference"),
    collectedAt: timestamp("collected_at", { withTimezone: true }),
    /** The bank's ISO 20022 reason code for a reject (AM04, MD01, AC04…). */
    rejectReasonCode: text("reject_reason_code"),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payment_instalments_nominal")
      .on(table.scheduleId, table.nominalDate)
      .where(sql`status <> 'cancelled'`),
    index("payment_instalments_due_idx").on(table.dueDate, table.status),
    index("payment_instalments_contract_idx").on(table.contractId, table.dueDate),
    check("payment_instalments_status_known", oneOf(table.status, INSTALMENT_STATUSES)),
    check(
      "payment_instalments_amounts",
      sql`${table.premiumCents} >= 0 and ${table.feesCents} >= 0 and ${table.amountCents} = ${table.premiumCents} + ${table.feesCents}`,
    ),
    check(
      "payment_instalments_reject_code",
      sql`${table.rejectReasonCode} is null or ${table.rejectReasonCode} ~ '^[A-Z0-9]{4}$'`,
    ),
  ],
);
