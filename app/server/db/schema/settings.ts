import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
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
