import type { Database } from "~/server/db/client.server";
import { staffAuditLog } from "~/server/db/schema/audit";

/** Who acted, as the back office's guard knows them, and the address the request came from. */
export type AuditActor = { id: string | null; email: string; ip: string };

export type AuditEntry = {
  /** A dotted verb naming the action: "lead.status", "lead.export", "staff.create", … */
  action: string;
  target?: { type: string; id: string };
  /** What changed or what was asked; never a secret (passwords, codes, tokens). */
  details?: Record<string, unknown>;
};

/** Anything that can insert: the database, or the transaction the audited change runs in. */
type Writer = Pick<Database, "insert">;

/**
 * Records one staff action. Pass the transaction that makes the change, so the change and its
 * record commit together or not at all.
 */
export async function recordStaffAction(db: Writer, actor: AuditActor, entry: AuditEntry) {
  await db.insert(staffAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    details: entry.details ?? {},
    ip: actor.ip,
  });
}
