import { date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * What the broker knows about a customer beyond sign-in: names, the date they became a client
 * (not the date their online account was opened) and sponsorship figures. Contracts, notifications
 * and the photo will hang off the same user id.
 */
export const customerProfiles = pgTable("customer_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  memberSince: date("member_since", { mode: "string" }).notNull(),
  referralCount: integer("referral_count").notNull().default(0),
  /** Euro cents saved through sponsorship. */
  referralSavingsCents: integer("referral_savings_cents").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
