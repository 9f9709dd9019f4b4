import { date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { contracts } from "./customer-area";

/**
 * A PDF staff attached to a contract (issue 25): the customer reads and downloads it on their
 * contract's page. The file lives under UPLOADS_DIR at a name the server made; the original name
 * is only shown.
 */
export const contractDocuments = pgTable(
  "contract_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    fileName: text("file_name").notNull(),
    storagePath: text("storage_path").notNull(),
    size: integer("size").notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contract_documents_contract_idx").on(table.contractId, table.createdAt)],
);

export const CONTRACT_EVENT_KINDS = ["created", "edited", "status", "document"] as const;
export type ContractEventKind = (typeof CONTRACT_EVENT_KINDS)[number];

/**
 * What happened to a contract after it was recorded: staff edits (the fields changed), status
 * changes with their reason, documents attached. The customer page's timeline reads it.
 */
export const contractEvents = pgTable(
  "contract_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CONTRACT_EVENT_KINDS }).notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contract_events_contract_idx").on(table.contractId, table.at)],
);

/**
 * A renewal reminder sent for a contract's anniversary (loi Chatel, ACPR 2024-R-03): one per
 * threshold of days before it (90, 60, 30 by default: the settings'), the key making each once per
 * contract, anniversary and threshold, whichever instance's job gets there first. Reminders sent
 * before thresholds existed count as the 60 days' one.
 */
export const contractRenewalReminders = pgTable(
  "contract_renewal_reminders",
  {
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    anniversary: date("anniversary", { mode: "string" }).notNull(),
    /** Days before the anniversary this reminder is the one of. */
    threshold: smallint("threshold").notNull().default(60),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.contractId, table.anniversary, table.threshold] })],
);
