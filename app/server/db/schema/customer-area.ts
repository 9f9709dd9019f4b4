import { sql } from "drizzle-orm";
import {
  bigint,
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
import {
  CONTRACT_ORIGINS,
  CONTRACT_PRODUCT_IDS,
  CONTRACT_STATUSES,
  type CoveredPerson,
  type Guarantee,
  PRODUCT_LINES,
} from "../../contracts/contract-types";
import type { NotificationParams } from "../../notifications/notification-kinds";
import { users } from "./auth";
import { leads } from "./leads";
import { oneOf } from "./one-of";

/**
 * A customer's insurance contract, as the broker records it (issue 11). Line-specific details
 * are columns rather than a JSON bag, and the database refuses a vehicle without its
 * registration or a borrower contract without its loan: the certificates print them.
 */
export const contracts = pgTable(
  "contracts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The contract number printed on every document (the insurer's or the broker's). */
    reference: text("reference").notNull().unique(),
    productLine: text("product_line", { enum: PRODUCT_LINES }).notNull(),
    product: text("product", { enum: CONTRACT_PRODUCT_IDS }).notNull(),
    /** The insurer's name for the formula ("Tous risques Sérénité"), a proper noun: not translated. */
    formula: text("formula"),
    insurer: text("insurer").notNull(),
    status: text("status", { enum: CONTRACT_STATUSES }).notNull().default("active"),
    monthlyPremiumCents: integer("monthly_premium_cents").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    /** The main due date ("échéance principale"): its day and month recur every year. */
    anniversaryDate: date("anniversary_date", { mode: "string" }).notNull(),
    /**
     * The anniversary's month and day as one number (1231 for 31 December): the renewals list
     * finds the contracts whose anniversary falls in its window through an index on it, whatever
     * the year, where the exact next anniversary is an expression no index serves.
     */
    anniversaryMonthDay: smallint("anniversary_month_day").generatedAlwaysAs(
      sql`(extract(month from anniversary_date) * 100 + extract(day from anniversary_date))::smallint`,
    ),
    /** When cover stops (a cancellation's effect date); null while the contract runs on. */
    endDate: date("end_date", { mode: "string" }),
    guarantees: jsonb("guarantees").$type<Guarantee[]>().notNull().default([]),
    vehicleRegistration: text("vehicle_registration"),
    vehicleMake: text("vehicle_make"),
    vehicleModel: text("vehicle_model"),
    loanAmountCents: bigint("loan_amount_cents", { mode: "number" }),
    loanBank: text("loan_bank"),
    peopleCovered: jsonb("people_covered").$type<CoveredPerson[]>(),
    /** Made from a signed offer, or typed by hand (taken over from elsewhere) with `originReason`. */
    origin: text("origin", { enum: CONTRACT_ORIGINS }).notNull().default("manual"),
    /** Staff's words on a contract typed by hand: why it did not come from an offer. */
    originReason: text("origin_reason"),
    /** The offer signed, for a contract made from one (the offers module's id). */
    offerId: text("offer_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contracts_customer_idx").on(table.customerId, table.status),
    // The customer list's line-of-insurance filter: an index-only probe per customer.
    index("contracts_line_customer_idx").on(table.productLine, table.customerId),
    index("contracts_active_anniversary_idx").on(table.anniversaryMonthDay).where(sql`status = 'active'`),
    check("contracts_premium_not_negative", sql`${table.monthlyPremiumCents} >= 0`),
    check("contracts_status_known", oneOf(table.status, CONTRACT_STATUSES)),
    check("contracts_origin_known", oneOf(table.origin, CONTRACT_ORIGINS)),
    check("contracts_offer_origin", sql`(${table.origin} = 'offer') = (${table.offerId} is not null)`),
    check(
      "contracts_product_in_line",
      sql`(${table.productLine} = 'vehicle' and ${table.product} like 'vehicles%')
        or (${table.productLine} = 'health' and ${table.product} like 'health%')
        or (${table.productLine} = 'borrower' and ${table.product} = 'borrower')
        or (${table.productLine} = 'home' and ${table.product} = 'home')
        or (${table.productLine} = 'provident' and ${table.product} = 'provident')
        or (${table.productLine} = 'liability' and ${table.product} = 'professionalLiability')`,
    ),
    check(
      "contracts_vehicle_details",
      sql`${table.productLine} <> 'vehicle' or (${table.vehicleRegistration} is not null and ${table.vehicleMake} is not null and ${table.vehicleModel} is not null)`,
    ),
    check(
      "contracts_loan_details",
      sql`${table.productLine} <> 'borrower' or (${table.loanAmountCents} > 0 and ${table.loanBank} is not null)`,
    ),
  ],
);

/**
 * What the broker (or the system) tells a customer. System notices are a kind and parameters,
 * rendered in the reader's language; a message an adviser writes is kept as `title`/`message`.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    params: jsonb("params").$type<NotificationParams>().notNull().default({}),
    title: text("title"),
    message: text("message"),
    /** The contract it is about, if any: opening the notice can lead there. */
    contractId: uuid("contract_id").references(() => contracts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [index("notifications_customer_idx").on(table.customerId, table.createdAt)],
);

/** Each customer's sponsorship code, shared as `/?parrain=CODE` (read by the lead source tracking). */
export const referralCodes = pgTable("referral_codes", {
  /** Upper case, as the lead source tracking stores it. */
  code: text("code").primaryKey(),
  customerId: text("customer_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A referral that counts: a lead carrying the customer's code that the broker marked won.
 * The lead may later be erased (GDPR) without taking the sponsor's credit with it.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    referrerId: text("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    wonAt: timestamp("won_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("referrals_referrer_idx").on(table.referrerId),
    // One credit per lead, however often it is marked won.
    uniqueIndex("referrals_lead_idx").on(table.leadId),
  ],
);

/** The customer's profile photo: a small square WebP stored as a file, described here. */
export const profilePhotos = pgTable("profile_photos", {
  customerId: text("customer_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Relative to UPLOADS_DIR, a server-generated name. */
  storagePath: text("storage_path").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
