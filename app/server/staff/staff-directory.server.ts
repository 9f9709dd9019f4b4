import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { type Database, preparedQuery, type Transaction } from "~/server/db/client.server";
import { referenceCopy } from "~/server/db/reference-copies.server";
import { accounts, users } from "~/server/db/schema/auth";

type Executor = Database | Transaction;

/**
 * Has chosen a password: an invited colleague who has not opened the invitation cannot sign in,
 * so work given to them would wait unseen (issue 27).
 */
const HAS_PASSWORD = sql`exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id} and ${accounts.providerId} = 'credential' and ${accounts.password} is not null)`;

/** An adviser who takes work in turn: not deactivated (docs/decisions/0018), and able to sign in. */
export const ACTIVE_ADVISER = and(eq(users.role, "adviser"), isNull(users.deactivatedAt), HAS_PASSWORD);

/** Advisers who take leads, in a stable order. */
export async function activeAdvisers(db: Executor) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(ACTIVE_ADVISER)
    .orderBy(asc(users.id));
}

/** Who may be given work: an adviser or an admin, active and able to sign in. */
export const ASSIGNABLE = and(sql`${users.role} in ('adviser', 'admin')`, isNull(users.deactivatedAt), HAS_PASSWORD);

/** The member of staff who may be given work, with their name, or null. */
export async function isAssignableStaff(db: Executor, userId: string) {
  const [person] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), ASSIGNABLE));
  return person ?? null;
}

/**
 * Everyone who may hold a lead or a request (advisers and admins), for the lists' filters and the
 * assign menus: from the process's copy, checked with the request's session (reference-copies).
 */
export const assignableStaff = referenceCopy((db: Database) => assignable(db).execute());

// Built once: the leads' and requests' lists and pages all read it.
const assignable = preparedQuery("assignable_staff", (db) =>
  db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(ASSIGNABLE)
    .orderBy(asc(users.name)),
);

/** The admins who can sign in: told when a message dies (issue 26). */
export async function activeAdmins(db: Executor) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.deactivatedAt), HAS_PASSWORD))
    .orderBy(asc(users.name));
}
