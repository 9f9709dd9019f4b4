import { and, eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { accounts } from "~/server/db/schema/auth";

type Writer = Pick<Database, "select" | "insert" | "update">;

/**
 * Gives a user the password hash (better-auth's scrypt, `hashPassword`) they sign in with: the
 * "credential" account better-auth reads, updated when there is one, created otherwise. The seeds
 * and the test accounts write it here, in the caller's transaction, rather than through
 * better-auth's sign-up, which this site keeps closed.
 */
export async function setCredentialPassword(tx: Writer, userId: string, passwordHash: string) {
  const credential = and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"));
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(credential);
  if (account) {
    await tx.update(accounts).set({ password: passwordHash, updatedAt: new Date() }).where(eq(accounts.id, account.id));
    return;
  }
  await tx.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: passwordHash,
    updatedAt: new Date(),
  });
}
