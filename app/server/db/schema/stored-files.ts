import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** PostgreSQL's bytes: node-postgres hands back a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * Uploaded files kept in the database (FILE_STORAGE=database, docs/decisions/0026): every
 * instance on every host reaches them, and one backup holds everything. Addressed by the same
 * storage path the directory backend uses, so rows elsewhere never know which backend holds a file.
 */
export const storedFiles = pgTable("stored_files", {
  storagePath: text("storage_path").primaryKey(),
  bytes: bytea("bytes").notNull(),
  size: integer("size").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
