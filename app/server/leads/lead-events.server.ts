import type { Database, Transaction as Tx } from "~/server/db/client.server";
import { leadEvents } from "~/server/db/schema/lead-activity";
import type { CallOutcome, LeadStatus, LegalBasis, LostReason } from "./lead-pipeline";

/** Each kind of event on a lead's timeline, with the details its timeline entry shows. */
export type LeadEvent =
  | { kind: "status"; details: { from: LeadStatus; to: LeadStatus; reason?: LostReason | null } }
  | {
      kind: "assignment";
      details: { from?: string | null; to: string | null; toName: string | null; by: "hand" | "roundRobin" };
    }
  | { kind: "note"; details: { text: string } }
  | { kind: "call"; details: { outcome: CallOutcome; note: string; legalBasis: LegalBasis | "optIn" } }
  /** A conversion made a contract (before issue 42) or, since, a draft offer. */
  | { kind: "converted"; details: { from: LeadStatus; customerId: string; contract?: string; offer?: string } };

/**
 * Writes one event on a lead's timeline, inside the transaction that made the change: the one
 * place a lead's history is written, so every entry has the same shape. No actor means the
 * system acted (round-robin at intake).
 */
export async function recordLeadEvent(
  tx: Tx | Database,
  leadId: string,
  event: LeadEvent,
  at: Date,
  actor: { id: string; name: string } | null = null,
) {
  await tx.insert(leadEvents).values({
    leadId,
    at,
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    kind: event.kind,
    details: event.details,
  });
}
