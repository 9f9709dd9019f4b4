import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { contracts } from "~/server/db/schema/customer-area";
import { customerProfiles } from "~/server/db/schema/customers";
import { offers } from "~/server/db/schema/offers";
import { siteConfig } from "~/server/settings/site-settings.server";
import { currentRegister, freezeRefusal } from "./register-import.server";
import { type ScreeningSubject, screenPeople } from "./screen-people.server";

/** Whether any of these matches stops a sale: a confirmed one is told before a pending one. */
function blockingOf(matches: { status: string }[]) {
  if (matches.some((match) => match.status === "confirmed")) return "frozenConfirmed";
  if (matches.some((match) => match.status === "pending")) return "frozenPending";
  return null;
}

/**
 * Everyone an offer names: its customer, and for a renewal the people the renewed contract covers
 * besides its holder (a spouse, children, a co-borrower written on the contract's page). The needs
 * questionnaires count people (people covered, drivers) but name none: when one does, its names
 * join here.
 */
async function peopleNamedOnOffer(db: Database, offerId: string): Promise<ScreeningSubject[]> {
  const [offer] = await db
    .select({
      customerId: offers.customerId,
      firstName: customerProfiles.firstName,
      lastName: customerProfiles.lastName,
      birthDate: customerProfiles.birthDate,
      covered: contracts.peopleCovered,
    })
    .from(offers)
    .leftJoin(customerProfiles, eq(customerProfiles.userId, offers.customerId))
    .leftJoin(contracts, eq(contracts.id, offers.renewedContractId))
    .where(eq(offers.id, offerId));
  if (!offer) return [];
  const people: ScreeningSubject[] = [];
  if (offer.firstName !== null && offer.lastName !== null) {
    people.push({
      customerId: offer.customerId,
      firstName: offer.firstName,
      lastName: offer.lastName,
      birthDate: offer.birthDate,
    });
  }
  for (const person of offer.covered ?? []) {
    if (person.relation === "holder" || person.name.trim() === "") continue;
    people.push({ customerId: offer.customerId, firstName: person.name.trim(), lastName: "", birthDate: null });
  }
  return people;
}

/**
 * Screens every person an offer names before it is sent (CMF L562-4), in a transaction of its own
 * so that a refusal keeps the log, the match and the admins' alert; refuses (409) while one of
 * them is a possible match not cleared, or a confirmed one. The sending transaction then checks the
 * customer again (assertNotFrozen), as every sale does.
 */
export async function screenOfferPeople(db: Database, offerId: string, actorId: string | null, now = new Date()) {
  const people = await peopleNamedOnOffer(db, offerId);
  if (people.length === 0) return;
  const site = await siteConfig(db);
  const results = await db.transaction(async (tx) =>
    screenPeople(tx, people, { trigger: "offer", site, actorId }, await currentRegister(tx), now),
  );
  const blocked = blockingOf(results.flatMap((result) => result.matches));
  if (blocked) throw freezeRefusal(409, blocked);
}
