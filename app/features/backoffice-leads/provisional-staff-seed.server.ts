import { hashPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { accounts, users } from "~/server/db/schema/auth";

/**
 * PROVISIONAL (helper "leads"): the two demo staff accounts, so the back office can be tried on
 * this branch. The "staff" helper owns the real seeding (with TOTP enrolment): drop this file and
 * its call in scripts/seed-demo.ts at merge.
 */
export const PROVISIONAL_STAFF = [
  { email: "admin@maison-courtage.fr", password: "Admin-Courtage-2026", name: "Alice Martin", role: "admin" },
  { email: "conseil@maison-courtage.fr", password: "Conseil-Courtage-2026", name: "Hugo Bernard", role: "adviser" },
] as const;

export async function seedProvisionalStaff(db: Database) {
  for (const person of PROVISIONAL_STAFF) {
    const hash = await hashPassword(person.password);
    await db
      .insert(users)
      .values({
        id: crypto.randomUUID(),
        name: person.name,
        email: person.email,
        emailVerified: true,
        role: person.role,
      })
      .onConflictDoNothing({ target: users.email });
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    if (!user) continue;
    const credential = and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential"));
    const [account] = await db.select({ id: accounts.id }).from(accounts).where(credential);
    if (account)
      await db.update(accounts).set({ password: hash, updatedAt: new Date() }).where(eq(accounts.id, account.id));
    else
      await db.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: user.id,
        providerId: "credential",
        userId: user.id,
        password: hash,
        updatedAt: new Date(),
      });
  }
}
