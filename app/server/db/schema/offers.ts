import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { type Guarantee, PRODUCT_LINES } from "../../contracts/contract-types";
import { NEEDS_QUESTIONNAIRE_IDS, type NeedsQuestionnaireId } from "../../offers/needs-questionnaires";
import { OFFER_STATUSES } from "../../offers/offer-states";
import { users } from "./auth";
import { catalogueProducts } from "./catalogue";
import { contracts } from "./customer-area";
import { leads } from "./leads";
import { oneOf } from "./one-of";
import { signatureRequests } from "./signatures";

/**
 * An offer ("proposition", issue 42): what the broker proposes to one customer for one line of
 * insurance, from their stated needs, with one to three options and the broker's recommendation
 * and its reasons (the "fiche conseil"). Versions chain through `replaces_id`: a new version sent
 * marks the previous one replaced, and both stay in the file. Its status changes only through
 * offer-status.server.ts, along OFFER_STATUS_TRANSITIONS.
 */
export const offers = pgTable(
  "offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Shown to the customer and staff ("PR-7K3M9QXA"); every version has its own. */
    reference: text("reference").notNull().unique(),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The lead it came from, when one did. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** The contract it renews, for a renewal. */
    renewedContractId: uuid("renewed_contract_id").references(() => contracts.id, { onDelete: "set null" }),
    productLine: text("product_line", { enum: PRODUCT_LINES }).notNull(),
    /** Which needs questionnaire `needs` answers (needs-questionnaires.ts). */
    questionnaire: text("questionnaire", { enum: NEEDS_QUESTIONNAIRE_IDS }).$type<NeedsQuestionnaireId>().notNull(),
    /** The customer's needs, as the questionnaire validated them (empty until collected). */
    needs: jsonb("needs").$type<Record<string, string | string[]>>().notNull().default({}),
    status: text("status", { enum: OFFER_STATUSES }).notNull().default("draft"),
    version: integer("version").notNull().default(1),
    /** The previous version this one replaces (a new version of the same offer). */
    replacesId: uuid("replaces_id").references((): AnyPgColumn => offers.id, { onDelete: "set null" }),
    /** How long the customer has to sign once sent, in days. */
    validityDays: smallint("validity_days").notNull().default(30),
    /**
     * The start date the broker proposes (YYYY-MM-DD, Paris): the contract a signature makes starts
     * then, or on the day of the signature if it has passed (offer-start-date.ts). Null on offers
     * made before it existed: those start on the day of the signature.
     */
    startDate: date("start_date", { mode: "string" }),
    /** sentAt + validityDays: after it, the scheduled job marks it expired. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    /** When it was withdrawn, replaced or expired. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    withdrawReason: text("withdraw_reason"),
    /** The option the broker recommends, and why in words tied to the needs (the fiche conseil). */
    recommendedOptionId: uuid("recommended_option_id"),
    recommendationReason: text("recommendation_reason").notNull().default(""),
    /** The option the customer signed. */
    chosenOptionId: uuid("chosen_option_id"),
    /** The signature request of the chosen option (signatures module, purpose "offer"). */
    signatureRequestId: uuid("signature_request_id").references(() => signatureRequests.id, { onDelete: "set null" }),
    /** The contract the signature made. */
    contractId: uuid("contract_id").references(() => contracts.id, { onDelete: "set null" }),
    /** The advice file: one PDF per sale, a stored file, and its SHA-256. */
    adviceFilePath: text("advice_file_path"),
    adviceFileSha256: text("advice_file_sha256"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("offers_customer_idx").on(table.customerId, table.createdAt),
    index("offers_lead_idx").on(table.leadId).where(sql`lead_id is not null`),
    index("offers_sent_expiry_idx").on(table.expiresAt).where(sql`status = 'sent'`),
    // One next version per offer: two staff cannot fork the same proposition.
    uniqueIndex("offers_replaces_idx").on(table.replacesId).where(sql`replaces_id is not null`),
    check("offers_status_known", oneOf(table.status, OFFER_STATUSES)),
    check("offers_line_known", oneOf(table.productLine, PRODUCT_LINES)),
    check("offers_questionnaire_known", oneOf(table.questionnaire, NEEDS_QUESTIONNAIRE_IDS)),
    check("offers_version_positive", sql`${table.version} >= 1`),
    check("offers_validity_range", sql`${table.validityDays} between 1 and 90`),
    check("offers_signed_with_choice", sql`${table.status} <> 'signed' or ${table.chosenOptionId} is not null`),
  ],
);

/**
 * One of an offer's options (one to three, side by side): a catalogue product at a price, with
 * the guarantees and the exclusions worth saying for this customer.
 */
export const offerOptions = pgTable(
  "offer_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    catalogueProductId: uuid("catalogue_product_id")
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: "restrict" }),
    monthlyPremiumCents: integer("monthly_premium_cents").notNull(),
    annualPremiumCents: integer("annual_premium_cents").notNull(),
    /** The excess ("franchise") in cents; null when the product has none. */
    excessCents: integer("excess_cents"),
    guarantees: jsonb("guarantees").$type<Guarantee[]>().notNull().default([]),
    /** The exclusions worth saying to this customer, in the broker's words. */
    exclusions: text("exclusions").notNull().default(""),
  },
  (table) => [
    uniqueIndex("offer_options_position_idx").on(table.offerId, table.position),
    index("offer_options_product_idx").on(table.catalogueProductId),
    check("offer_options_position_range", sql`${table.position} between 1 and 3`),
    check(
      "offer_options_premiums_range",
      sql`${table.monthlyPremiumCents} between 100 and 1000000 and ${table.annualPremiumCents} between 100 and 12000000`,
    ),
    check(
      "offer_options_excess_range",
      sql`${table.excessCents} is null or ${table.excessCents} between 0 and 10000000`,
    ),
  ],
);
