import { eq } from "drizzle-orm";
import { DEMO_STAFF } from "~/demo/demo-staff";
import { setCredentialPassword } from "~/server/auth/credential-password.server";
import { hashPassword } from "~/server/auth/password-hash.server";
import type { Database } from "~/server/db/client.server";
import { sessions, twoFactors, users } from "~/server/db/schema/auth";

/**
 * Creates the demo staff, or brings them back to their documented state: the password, active,
 * no authenticator yet (enrolment happens at the first sign-in after each seed), no session.
 */
export async function seedDemoStaff(db: Database) {
  for (const member of DEMO_STAFF) {
    const passwordHash = await hashPassword(member.password);
    await db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({
          id: crypto.randomUUID(),
          name: member.name,
          email: member.email,
          emailVerified: true,
          role: member.role,
        })
        .onConflictDoNothing({ target: users.email });
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, member.email));
      if (!user) throw new Error("demo staff member missing after insert");
      await tx
        .update(users)
        .set({ name: member.name, role: member.role, deactivatedAt: null, twoFactorEnabled: false })
        .where(eq(users.id, user.id));
      await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await setCredentialPassword(tx, user.id, passwordHash);
    });
  }
}
