import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;

/** An adviser who takes leads: not deactivated (docs/decisions/0018). */
export const ACTIVE_ADVISER = and(eq(users.role, "adviser"), isNull(users.deactivatedAt));

/** Advisers who take leads, in a stable order. */
export async function activeAdvisers(db: Executor) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(ACTIVE_ADVISER)
    .orderBy(asc(users.id));
}

/** Everyone who may hold a lead (advisers and admins), for the list's filter and the assign menu. */
export async function assignableStaff(db: Executor) {
  return db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(sql`${users.role} in ('adviser', 'admin')`, isNull(users.deactivatedAt)))
    .orderBy(asc(users.name));
}
