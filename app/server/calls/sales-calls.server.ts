/**
 * The call log behind the calling rules: reads a person's past sales calls, refuses a call or a
 * call back the rules forbid (with the reason and the next allowed moment), records the rest.
 */
import { and, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { ActionError } from "~/server/action-error";
import type { Database, Transaction as Tx } from "~/server/db/client.server";
import { type SalesCallOutcome, salesCalls } from "~/server/db/schema/sales-calls";
import { leadRefusal } from "~/server/leads/lead-action-error";
import type { StaffActor } from "~/server/staff/staff-actor";
import { type CallRefusal, type CallVerdict, type PastCall, salesCallVerdict } from "./sales-call-rules";

export { SALES_CALL_OUTCOMES, type SalesCallOutcome } from "~/server/db/schema/sales-calls";

/** A person, for the rules: the digits of their number (stored in E.164, so one number is one string). */
export const personOf = (phone: string) => phone.replace(/\D/g, "");

/** A call or call back the rules forbid: the screen says why and from when it is allowed. */
export class SalesCallRefused extends ActionError {
  readonly reason: CallRefusal;
  readonly nextAllowedAt: Date | null;
  readonly callField: "outcome" | "callBackAt";
  constructor(field: "outcome" | "callBackAt", verdict: Extract<CallVerdict, { allowed: false }>) {
    const code = `callRefused_${verdict.reason}`;
    super({ status: 400, code, messageKey: `leads.errors.${code}`, field });
    this.reason = verdict.reason;
    this.nextAllowedAt = verdict.nextAllowedAt;
    this.callField = field;
  }
}

/** The outbound calls the rules count, for one person. */
export async function callHistory(db: Database | Tx, phoneDigits: string): Promise<PastCall[]> {
  const rows = await db
    .select({ at: salesCalls.at, outcome: salesCalls.outcome })
    .from(salesCalls)
    .where(and(eq(salesCalls.phoneDigits, phoneDigits), eq(salesCalls.inbound, false)));
  return rows.map((row) => ({ at: row.at, refused: row.outcome === "refused" }));
}

/** What a call log shows of each call. */
const LOG_COLUMNS = {
  id: salesCalls.id,
  at: salesCalls.at,
  outcome: salesCalls.outcome,
  callBackAt: salesCalls.callBackAt,
  inbound: salesCalls.inbound,
  note: salesCalls.note,
  actorName: salesCalls.actorName,
};

/** A person's call log, newest first (the lead page's and the customer page's list), with each call's lawful basis. */
export function callLog(db: Database | Tx, phoneDigits: string) {
  return db
    .select({ ...LOG_COLUMNS, legalBasis: salesCalls.legalBasis })
    .from(salesCalls)
    .where(eq(salesCalls.phoneDigits, phoneDigits))
    .orderBy(desc(salesCalls.at))
    .limit(200);
}
export type CallLogEntry = Awaited<ReturnType<typeof callLog>>[number];

/** A customer's calls, newest first: logged on their account, on the leads they came from, or to their number. */
export function customerCallLog(
  db: Database | Tx,
  customer: { customerId: string; leadIds: readonly string[]; phone: string | null },
) {
  const who: SQL[] = [eq(salesCalls.customerId, customer.customerId)];
  if (customer.leadIds.length > 0) who.push(inArray(salesCalls.leadId, [...customer.leadIds]));
  if (customer.phone) who.push(eq(salesCalls.phoneDigits, personOf(customer.phone)));
  return db
    .select(LOG_COLUMNS)
    .from(salesCalls)
    .where(or(...who))
    .orderBy(desc(salesCalls.at))
    .limit(200);
}

/** Whether a sales call may be made now, and when next if not (the lead page's line). */
export async function callingState(db: Database | Tx, phoneDigits: string, consent: boolean, now = new Date()) {
  return salesCallVerdict(now, { consent, history: await callHistory(db, phoneDigits) });
}

export type SalesCallInput = {
  phone: string;
  leadId?: string | null;
  customerId?: string | null;
  outcome: SalesCallOutcome;
  callBackAt: Date | null;
  legalBasis: string;
  /** Whether the person's consent (or a lawful basis) covers the call. */
  consent: boolean;
  inbound: boolean;
  note: string;
};

/**
 * Records a call made now, inside the caller's transaction, after checking it (unless it answered
 * the person's own call) and the call back it schedules, which counts this call too.
 */
export async function recordSalesCall(tx: Tx, actor: StaffActor, input: SalesCallInput, now = new Date()) {
  if ((input.outcome === "callBack") !== (input.callBackAt !== null)) {
    throw leadRefusal(400, "callBackAtRequired");
  }
  const phoneDigits = personOf(input.phone);
  const history = await callHistory(tx, phoneDigits);
  if (!input.inbound) {
    const verdict = salesCallVerdict(now, { consent: input.consent, history });
    if (!verdict.allowed) throw new SalesCallRefused("outcome", verdict);
  }
  if (input.callBackAt) {
    if (input.callBackAt.getTime() <= now.getTime()) throw leadRefusal(400, "callBackInPast");
    const withThis = input.inbound ? history : [...history, { at: now, refused: false }];
    const verdict = salesCallVerdict(input.callBackAt, { consent: input.consent, history: withThis });
    if (!verdict.allowed) throw new SalesCallRefused("callBackAt", verdict);
  }
  await tx.insert(salesCalls).values({
    leadId: input.leadId ?? null,
    customerId: input.customerId ?? null,
    phoneDigits,
    at: now,
    outcome: input.outcome,
    callBackAt: input.callBackAt,
    legalBasis: input.legalBasis,
    inbound: input.inbound,
    note: input.note,
    actorId: actor.id,
    actorName: actor.name,
  });
}
