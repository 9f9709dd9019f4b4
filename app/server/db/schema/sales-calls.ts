import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CALL_OUTCOMES } from "../../leads/lead-pipeline";
import { users } from "./auth";
import { leads } from "./leads";
import { oneOf } from "./one-of";

export { CALL_OUTCOMES as SALES_CALL_OUTCOMES, type CallOutcome as SalesCallOutcome } from "../../leads/lead-pipeline";

/**
 * The call log the calling rules read (loi n° 2025-594, décret n° 2022-1313): every sales call made
 * to a person, its outcome, and the call back it scheduled. A person is their phone number's
 * digits, so that four calls in 30 days and the 60 days after a refusal count across their leads.
 */
export const salesCalls = pgTable(
  "sales_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    customerId: text("customer_id").references(() => users.id, { onDelete: "cascade" }),
    /** The number's digits (international form without "+"), the person the rules count for. */
    phoneDigits: text("phone_digits").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    outcome: text("outcome", { enum: CALL_OUTCOMES }).notNull(),
    /** When the person asked to be called back (outcome callBack), checked against the rules too. */
    callBackAt: timestamp("call_back_at", { withTimezone: true }),
    /** Why the call was lawful: the opt-in, the person's call-back request, a contract in force. */
    legalBasis: text("legal_basis").notNull(),
    /** An answer to the person's own call: no solicitation, outside the windows and the count. */
    inbound: boolean("inbound").notNull().default(false),
    note: text("note").notNull().default(""),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
  },
  (table) => [
    index("sales_calls_person_idx").on(table.phoneDigits, table.at),
    index("sales_calls_lead_idx").on(table.leadId, table.at),
    check("sales_calls_outcome_check", oneOf(table.outcome, CALL_OUTCOMES)),
    check("sales_calls_call_back_check", sql`(${table.outcome} = 'callBack') = (${table.callBackAt} is not null)`),
  ],
);
