import type { AuditActor } from "~/server/audit/audit-log.server";

/** A member of staff acting in the back office, and the address their request came from. */
export type StaffActor = AuditActor & { id: string; name: string };
