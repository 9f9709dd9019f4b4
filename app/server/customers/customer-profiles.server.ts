import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { customerProfiles } from "~/server/db/schema/customers";

export type CustomerProfile = typeof customerProfiles.$inferSelect;

/** The broker's record of a customer (names, client since), or null before it exists. */
export async function findCustomerProfile(db: Database, customerId: string): Promise<CustomerProfile | null> {
  const [profile] = await db.select().from(customerProfiles).where(eq(customerProfiles.userId, customerId));
  return profile ?? null;
}

/**
 * A customer's first and last names as the area and the documents show them: the broker's
 * record, else the account's name split at its first space.
 */
export function namesOf(profile: CustomerProfile | null, accountName: string) {
  const [first = accountName, ...rest] = accountName.split(" ");
  return {
    firstName: profile?.firstName ?? (first || accountName),
    lastName: profile?.lastName ?? rest.join(" "),
  };
}

/** The holder's name as the documents print it. */
export async function holderName(db: Database, customer: { id: string; name: string }) {
  const profile = await findCustomerProfile(db, customer.id);
  return profile ? `${profile.firstName} ${profile.lastName}` : customer.name;
}
