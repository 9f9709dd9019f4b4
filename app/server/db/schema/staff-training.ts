import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { oneOf } from "./one-of";

/**
 * The kinds of proof of professional capacity a broker keeps for each member of staff (Code des
 * assurances R512-8 to R512-13): a diploma, an attestation of experience, the training
 * course's certificate (the "livret de stage"), anything else.
 */
export const CAPACITY_DOCUMENT_KINDS = ["diploma", "experience", "trainingCourse", "other"] as const;
export type CapacityDocumentKind = (typeof CAPACITY_DOCUMENT_KINDS)[number];

/**
 * A training a member of staff followed (the DDA's 15 hours a year, Code des assurances
 * L511-2 and A512-8): the day, the hours (in hundredths of an hour: 7.5 h is 750), the subject and
 * the certificate's PDF, stored under UPLOADS_DIR/training/.
 */
export const staffTrainingRecords = pgTable(
  "staff_training_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: text("staff_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    hundredths: integer("hundredths").notNull(),
    subject: text("subject").notNull(),
    fileName: text("file_name").notNull(),
    storagePath: text("storage_path").notNull(),
    size: integer("size").notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("staff_training_records_staff_idx").on(table.staffId, table.day),
    index("staff_training_records_day_idx").on(table.day, table.id),
  ],
);

/** A proof of professional capacity (a PDF) with its kind and title. */
export const staffCapacityDocuments = pgTable(
  "staff_capacity_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: text("staff_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CAPACITY_DOCUMENT_KINDS }).notNull(),
    title: text("title").notNull(),
    fileName: text("file_name").notNull(),
    storagePath: text("storage_path").notNull(),
    size: integer("size").notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("staff_capacity_documents_staff_idx").on(table.staffId, table.createdAt),
    check("staff_capacity_documents_kind_check", oneOf(table.kind, CAPACITY_DOCUMENT_KINDS)),
  ],
);
