import { and, eq, sql } from "drizzle-orm";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { leads } from "~/server/db/schema/leads";
import { recordLeadEvent } from "~/server/leads/lead-events.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { ASSIGNABLE } from "~/server/staff/staff-directory.server";
import { LeadActionError } from "./lead-action-error";

/** Assigns a lead by hand (or unassigns it with null). */
export async function assignLead(
  db: Database,
  actor: StaffActor,
  input: { leadId: string; adviserId: string | null; version?: number },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ assignedTo: leads.assignedTo, version: leads.version })
      .from(leads)
      .where(eq(leads.id, input.leadId))
      .for("update");
    if (!lead) throw new LeadActionError(404, "notFound");
    if (input.version !== undefined && input.version !== lead.version) throw new LeadActionError(409, "stale");
    let adviserName: string | null = null;
    if (input.adviserId) {
      const [adviser] = await tx
        .select({ name: users.name, mayHold: sql<boolean>`${ASSIGNABLE}` })
        .from(users)
        .where(and(eq(users.id, input.adviserId), sql`${users.role} in ('adviser', 'admin')`));
      if (!adviser) throw new LeadActionError(400, "unknownAdviser");
      if (!adviser.mayHold) throw new LeadActionError(400, "adviserUnavailable");
      adviserName = adviser.name;
    }
    if (lead.assignedTo === input.adviserId) return;
    await tx
      .update(leads)
      .set({ assignedTo: input.adviserId, version: sql`${leads.version} + 1`, updatedAt: now })
      .where(eq(leads.id, input.leadId));
    await recordLeadEvent(
      tx,
      input.leadId,
      { kind: "assignment", details: { from: lead.assignedTo, to: input.adviserId, toName: adviserName, by: "hand" } },
      now,
      actor,
    );
    await recordStaffAction(tx, actor, {
      action: "lead.assign",
      target: { type: "lead", id: input.leadId },
      details: { from: lead.assignedTo, to: input.adviserId },
    });
  });
}
