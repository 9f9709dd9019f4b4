import { sql } from "drizzle-orm";
import { bigint, check, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type { StoredSiteSettings } from "../../settings/site-settings";

/**
 * The site configuration an admin set in the back office (issue 26), one row: only the fields
 * they filled are in `values`, the environment gives the rest. `version` grows with each save,
 * so every app process sees a change by reading one small integer (settings/site-settings.server.ts).
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: smallint("id").primaryKey().default(1),
    values: jsonb("values").$type<StoredSiteSettings>().notNull().default({}),
    version: integer("version").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (table) => [check("site_settings_one_row", sql`${table.id} = 1`)],
);

/**
 * The webhook receivers an admin set (issue 26), one row per target. A null `url` or `secret`
 * leaves the environment's. Secrets are stored encrypted (settings/secret-box.server.ts); during
 * a rotation's overlap the previous one signs too, until `previous_until`. A receiver's 410
 * sets `disabled_at`: nothing more goes to it until its address is saved again.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  target: text("target", { enum: ["leads", "requests"] }).primaryKey(),
  url: text("url"),
  secret: text("secret"),
  previousSecret: text("previous_secret"),
  previousUntil: timestamp("previous_until", { withTimezone: true }),
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  disabledReason: text("disabled_reason"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One number that grows whenever something the app keeps a copy of changes: who may be given work
 * (users' names, roles and deactivation, their passwords' accounts) and the back-office settings.
 * Bumped by triggers (migration 0024), whoever writes, in the writer's transaction; read with
 * each session, so a process's copies cost no statement (db/reference-copies.server.ts).
 */
export const referenceVersion = pgTable(
  "reference_version",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (table) => [check("reference_version_one_row", sql`${table.id} = 1`)],
);
