import { sql } from "drizzle-orm";
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { NEEDS_QUESTIONNAIRE_IDS, type NeedsQuestionnaireId } from "../../offers/needs-questionnaires";
import { users } from "./auth";
import { contracts } from "./customer-area";
import { customerRequests } from "./customer-requests";
import { oneOf } from "./one-of";

/**
 * A customer invited to confirm their needs before their contract renews (ACPR 2024-R-03), with
 * their answers once given: one per contract and anniversary, opened by the first renewal reminder
 * that may invite them. `known` is what the broker knew before (the last answers, else the offer
 * the contract came from); `changed` lists the questions answered otherwise, for which a request
 * was opened for the adviser (`request_id`). Part of the customer's file and of their data export.
 */
export const needsReviews = pgTable(
  "needs_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    anniversary: date("anniversary", { mode: "string" }).notNull(),
    questionnaire: text("questionnaire", { enum: NEEDS_QUESTIONNAIRE_IDS }).$type<NeedsQuestionnaireId>().notNull(),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    answers: jsonb("answers").$type<Record<string, string | string[]>>(),
    known: jsonb("known").$type<Record<string, string | string[]>>(),
    changed: jsonb("changed").$type<string[]>(),
    needsChanged: boolean("needs_changed"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    requestId: uuid("request_id").references(() => customerRequests.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("needs_reviews_contract_anniversary_idx").on(table.contractId, table.anniversary),
    index("needs_reviews_customer_idx").on(table.customerId, table.invitedAt),
    check("needs_reviews_questionnaire_known", oneOf(table.questionnaire, NEEDS_QUESTIONNAIRE_IDS)),
    check("needs_reviews_answered", sql`(${table.answers} is null) = (${table.answeredAt} is null)`),
  ],
);
