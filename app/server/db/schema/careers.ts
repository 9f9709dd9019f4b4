import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * A spontaneous application from /carriere, stored like a lead: the CV itself is a file under
 * UPLOADS_DIR (never served publicly), this row keeps its name, size and path.
 */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    reference: text("reference").notNull().unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    cvFileName: text("cv_file_name").notNull(),
    cvSize: integer("cv_size").notNull(),
    /** Relative to UPLOADS_DIR, e.g. cv/<uuid>.pdf. */
    cvStoragePath: text("cv_storage_path").notNull(),
    lang: text("lang").notNull(),
    consentText: text("consent_text").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    /** The form's idempotency key: a resubmitted page makes one application. */
    submissionKey: text("submission_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_applications_created_idx").on(table.createdAt)],
);
