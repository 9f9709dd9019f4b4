import type { CallRefusal } from "~/server/calls/sales-call-rules";
import { callingState, callLog, personOf } from "~/server/calls/sales-calls.server";
import type { Database } from "~/server/db/client.server";
import type { CallOutcome } from "~/server/leads/lead-pipeline";

export type LeadCalls = {
  /** Whether a sales call may be made now; if not, why and from when (null: never without a basis). */
  now: { allowed: true } | { allowed: false; reason: CallRefusal; nextAllowedAt: string | null };
  log: Array<{
    id: string;
    at: string;
    outcome: CallOutcome;
    callBackAt: string | null;
    legalBasis: string;
    inbound: boolean;
    note: string;
    actorName: string | null;
  }>;
};

/** The person's call log and what the calling rules say about a call now, for the lead page. */
export async function leadCalls(db: Database, phone: string, consent: boolean, now = new Date()): Promise<LeadCalls> {
  const person = personOf(phone);
  const [verdict, log] = await Promise.all([callingState(db, person, consent, now), callLog(db, person)]);
  return {
    now: verdict.allowed ? verdict : { ...verdict, nextAllowedAt: verdict.nextAllowedAt?.toISOString() ?? null },
    log: log.map((entry) => ({
      ...entry,
      at: entry.at.toISOString(),
      callBackAt: entry.callBackAt?.toISOString() ?? null,
    })),
  };
}
