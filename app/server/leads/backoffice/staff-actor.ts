import type { AuditActor } from "~/server/audit/audit-log.server";

/** A member of staff acting in the back office, and the address their request came from. */
export type StaffActor = AuditActor & { id: string; name: string };

/** A change refused for a reason the screen can say (the route turns it into a 4xx). */
export class LeadActionError extends Error {
  readonly status: 400 | 404 | 409;
  /** An i18n key under `leads.errors`. */
  readonly key: string;
  constructor(status: 400 | 404 | 409, key: string) {
    super(key);
    this.status = status;
    this.key = key;
  }
}
