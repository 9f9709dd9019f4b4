import { boolean, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * What the broker knows about a customer beyond sign-in: names, the date they became a client
 * (not the date their online account was opened). Contracts, notifications, referrals and the
 * photo hang off the same user id; sponsorship figures are counted from the referrals.
 */
export const customerProfiles = pgTable("customer_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  memberSince: date("member_since", { mode: "string" }).notNull(),
  /** Given by staff when known: the asset-freeze screening compares it with the register's (issue 44). */
  birthDate: date("birth_date", { mode: "string" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How to reach a customer (issue 25, "Mes informations"): the phone in E.164, the postal address
 * (all three parts or none), and which channels the customer accepts for the broker's messages.
 * One row per customer, written on their first change; none means nothing given yet.
 */
export const customerContactDetails = pgTable("customer_contact_details", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  phone: text("phone"),
  street: text("street"),
  postcode: text("postcode"),
  city: text("city"),
  byEmail: boolean("by_email").notNull().default(true),
  bySms: boolean("by_sms").notNull().default(false),
  byPhone: boolean("by_phone").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every change to a customer's details, e-mail or password (the right to rectification is shown
 * to the customer: what changed, when, by whom). Values are stored as shown, masked where they
 * identify (a phone keeps its last two digits, an e-mail its first letter and domain); a password
 * change stores none. Written in the transaction of the change itself.
 */
export const customerDetailChanges = pgTable(
  "customer_detail_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    field: text("field").notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    /** "customer" (in their area) or "staff" (the back office, on the customer's behalf). */
    actor: text("actor", { enum: ["customer", "staff"] }).notNull(),
    staffId: text("staff_id").references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("customer_detail_changes_customer_idx").on(table.customerId, table.changedAt)],
);
