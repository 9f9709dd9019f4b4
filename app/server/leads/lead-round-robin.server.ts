import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { leads } from "~/server/db/schema/leads";
import { takeTurn } from "~/server/staff/round-robin.server";
import { recordLeadEvent } from "./lead-events.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Gives a new lead to the next adviser in turn, inside the transaction that created it. */
export async function assignByRoundRobin(tx: Tx, leadId: string, now = new Date()) {
  const next = await takeTurn(tx, "leads", now);
  if (!next) return null;
  await tx.update(leads).set({ assignedTo: next.id }).where(eq(leads.id, leadId));
  await recordLeadEvent(
    tx,
    leadId,
    { kind: "assignment", details: { to: next.id, toName: next.name, by: "roundRobin" } },
    now,
  );
  return next;
}
