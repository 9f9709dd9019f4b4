import { eq } from "drizzle-orm";
import { DEMO_CUSTOMER, type SeededCustomer } from "~/demo/demo-customers";
import { setCredentialPassword } from "~/server/auth/credential-password.server";
import { hashPassword } from "~/server/auth/password-hash.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { customerProfiles } from "~/server/db/schema/customers";

/**
 * Creates the demo customer, or brings it back to its documented state: the same row every time
 * (run it on every start if you like), its password and names reset to the documented ones.
 */
export async function seedDemoCustomer(db: Database, demo: Readonly<SeededCustomer> = DEMO_CUSTOMER) {
  const passwordHash = await hashPassword(demo.password);
  return db.transaction(async (tx) => {
    const name = `${demo.firstName} ${demo.lastName}`;
    const email = demo.email.toLowerCase();
    await tx
      .insert(users)
      .values({ id: crypto.randomUUID(), name, email, emailVerified: true })
      .onConflictDoNothing({ target: users.email });
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error("demo customer missing after insert");

    await setCredentialPassword(tx, user.id, passwordHash);

    const figures = {
      firstName: demo.firstName,
      lastName: demo.lastName,
      memberSince: demo.memberSince,
      updatedAt: new Date(),
    };
    await tx
      .insert(customerProfiles)
      .values({ userId: user.id, ...figures })
      .onConflictDoUpdate({ target: customerProfiles.userId, set: figures });
    return { userId: user.id, email };
  });
}
