import { eq } from "drizzle-orm";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import { customerRequests } from "~/server/db/schema/customer-requests";
import type { StaffActor } from "~/server/staff/staff-actor";
import { isAssignableStaff } from "~/server/staff/staff-directory.server";
import { recordRequestEvent } from "./request-events.server";
import { bump, lockRequest, requestRefusal } from "./request-records.server";

/** Gives a request to a member of staff who takes work, or to nobody. */
export async function assignRequest(
  db: Database,
  actor: StaffActor,
  input: { requestId: string; version?: number; assigneeId: string | null },
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId, input.version);
    let name: string | null = null;
    if (input.assigneeId) {
      const assignee = await isAssignableStaff(tx, input.assigneeId);
      if (!assignee) throw requestRefusal(400, "unknownAssignee");
      name = assignee.name;
    }
    if (request.assignedTo === input.assigneeId) return;
    await tx
      .update(customerRequests)
      .set(bump(now, { assignedTo: input.assigneeId }))
      .where(eq(customerRequests.id, request.id));
    await recordRequestEvent(
      tx,
      request.id,
      { kind: "assignment", details: { from: request.assignedTo, to: input.assigneeId, toName: name, by: "hand" } },
      now,
      actor,
    );
    await recordStaffAction(tx, actor, {
      action: "request.assign",
      target: { type: "customerRequest", id: request.id },
      details: { from: request.assignedTo, to: input.assigneeId },
    });
  });
}
