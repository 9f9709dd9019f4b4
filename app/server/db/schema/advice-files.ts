import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { contractDocuments } from "./contract-records";
import { contracts } from "./customer-area";

/** One part of an advice file, as its cover lists it. */
export type AdviceFilePart = { title: string; pages: number };

/**
 * The advice file of a sale (issue 42): one PDF merging every document the customer received and
 * signed, with a cover listing them and the delivery and reading times. The PDF is the contract's
 * document `documentId` (so it is read where the contract's documents are, and kept with the
 * contract: five years after it ends, a legal hold the erasure respects); its SHA-256 is kept here.
 */
export const adviceFiles = pgTable(
  "advice_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => contractDocuments.id, { onDelete: "cascade" }),
    /** The offer sold (the offers module's id). */
    offerId: text("offer_id").notNull(),
    sha256: text("sha256").notNull(),
    parts: jsonb("parts").$type<AdviceFilePart[]>().notNull(),
    /** When the offer was sent, first opened by the customer, and signed. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("advice_files_contract_idx").on(table.contractId)],
);
