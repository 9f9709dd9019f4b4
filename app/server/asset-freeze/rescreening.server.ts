import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { freezeRegisterEntries, freezeRegisterVersions } from "~/server/db/schema/asset-freeze";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import { customerProfiles } from "~/server/db/schema/customers";
import { log } from "~/server/logger.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { type ScreeningSubject, screenPeople } from "./screen-people.server";

/** The contracts whose people are still the broker's customers' (a cancelled one's are not). */
const LIVE_CONTRACTS = ["active", "pending", "cancelling", "suspended"] as const;

/**
 * The people a pass screens: every customer with a profile (name and birth date as staff hold
 * them), and every person a live contract names besides its holder (a spouse, a child), under the
 * contract's customer: a match there stops that customer's sales as theirs would.
 */
export async function peopleToRescreen(db: Pick<Database, "select">): Promise<ScreeningSubject[]> {
  const [customers, covered] = await Promise.all([
    db
      .select({
        customerId: users.id,
        firstName: customerProfiles.firstName,
        lastName: customerProfiles.lastName,
        birthDate: customerProfiles.birthDate,
      })
      .from(users)
      .innerJoin(customerProfiles, eq(customerProfiles.userId, users.id))
      .where(eq(users.role, "customer")),
    db
      .select({ customerId: contracts.customerId, people: contracts.peopleCovered })
      .from(contracts)
      .where(and(inArray(contracts.status, [...LIVE_CONTRACTS]), isNotNull(contracts.peopleCovered))),
  ]);
  const named = covered.flatMap((row) =>
    (row.people ?? [])
      .filter((person) => person.relation !== "holder" && person.name.trim() !== "")
      .map((person) => ({ customerId: row.customerId, firstName: person.name.trim(), lastName: "", birthDate: null })),
  );
  // A person named on two contracts of one customer is screened once.
  const seen = new Set<string>();
  const unique = named.filter((person) => {
    const key = `${person.customerId}|${person.firstName.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...customers, ...unique];
}

/**
 * Screens every existing customer, and the people their contracts name, against a new version of
 * the register (CMF L562-4), once per version whatever runs it: the version's `rescreened_at` is
 * claimed in the pass's transaction, so a replayed import, a second process or a crash halfway
 * (which rolls the claim back with the rest) never logs a version twice. One pass: the version's
 * entries are read once and indexed by word, the people in two statements, the log and the new
 * matches written in batches. Returns how many people were screened, or null when nothing was due
 * (already done, or no longer the current version).
 */
export async function rescreenForVersion(db: Database, versionId: string, now = new Date()) {
  const site = await siteConfig(db);
  const started = Date.now();
  const screened = await db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ id: freezeRegisterVersions.id })
      .from(freezeRegisterVersions)
      .orderBy(desc(freezeRegisterVersions.importedAt), desc(freezeRegisterVersions.id))
      .limit(1);
    if (latest?.id !== versionId) return null;
    const [version] = await tx
      .update(freezeRegisterVersions)
      .set({ rescreenedAt: now })
      .where(and(eq(freezeRegisterVersions.id, versionId), isNull(freezeRegisterVersions.rescreenedAt)))
      .returning();
    if (!version) return null;
    const entries = await tx.select().from(freezeRegisterEntries).where(eq(freezeRegisterEntries.versionId, versionId));
    const people = await peopleToRescreen(tx);
    await screenPeople(tx, people, { trigger: "registerVersion", site }, version, now, entries);
    return people.length;
  });
  if (screened !== null) {
    log.info("asset-freeze rescreening", { versionId, screened, ms: Date.now() - started });
  }
  return screened;
}
