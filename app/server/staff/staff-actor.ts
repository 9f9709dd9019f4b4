import type { RouterContextProvider } from "react-router";
import type { AuditActor } from "~/server/audit/audit-log.server";
import { staffContext } from "~/server/auth/guards.server";
import { requestInfoContext } from "~/server/request-context";

/** A member of staff acting in the back office, and the address their request came from. */
export type StaffActor = AuditActor & { id: string; name: string };

/** The member of staff the back office's guard let in, with the request's address, for the audit log. */
export function staffActorOf(context: Readonly<RouterContextProvider>): StaffActor {
  const staff = context.get(staffContext);
  return { id: staff.id, email: staff.email, name: staff.name, ip: context.get(requestInfoContext).clientIp };
}
