import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { loadNeedsReview, needsReviewAction } from "~/features/customer-needs-review/needs-review.server";
import type { CustomerIdentity } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { customerRequests } from "~/server/db/schema/customer-requests";
import { customerProfiles } from "~/server/db/schema/customers";
import { needsReviews } from "~/server/db/schema/needs-reviews";
import { offers } from "~/server/db/schema/offers";
import { needsReviewsOf, openNeedsReview } from "~/server/needs-review/needs-reviews.server";
import { insertContract } from "../support/contract-factory";
import { answerOf } from "../support/customers";
import { testDatabases } from "../support/databases";

async function customer(db: Database): Promise<CustomerIdentity> {
  const id = crypto.randomUUID();
  const email = `besoins.${id.slice(0, 8)}@example.fr`;
  await db.insert(users).values({ id, name: "Bruno Besoin", email, role: "customer" });
  await db
    .insert(customerProfiles)
    .values({ userId: id, firstName: "Bruno", lastName: "Besoin", memberSince: "2024-01-01" });
  return { id, email, name: "Bruno Besoin", role: "customer" };
}

const post = (reference: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return new Request(`http://localhost/espace-client/contrats/${reference}/besoins`, { method: "POST", body });
};

describe.each(testDatabases())("needs confirmed before a renewal on $name", (database) => {
  it("keeps the answers, compares them with the offer's needs, then the last answers, and opens a request when they changed", async () => {
    const { db } = database.handle();
    const me = await customer(db);
    const contract = await insertContract(db, me.id, "vehicle");
    const line = { id: contract.id, customerId: me.id, productLine: "vehicle" as const };
    await db.insert(offers).values({
      reference: `PR-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
      customerId: me.id,
      productLine: "vehicle",
      questionnaire: "vehicle",
      needs: { vehicleUse: "private", drivers: "1", guaranteesWanted: ["civilLiability", "theftFire"] },
      // The offer the contract came from (its signature's own rows are not this test's).
      status: "sent",
      contractId: contract.id,
    });
    // Not invited yet: the page is not there.
    await expect(loadNeedsReview(db, me, contract.reference)).rejects.toMatchObject({ init: { status: 404 } });

    expect(await openNeedsReview(db, line, "2027-04-01", new Date())).toEqual({ awaiting: true });
    const page = await loadNeedsReview(db, me, contract.reference);
    expect(page).toMatchObject({ line: "vehicle", answeredAt: null, values: { vehicleUse: "private", drivers: "1" } });

    // Wrong answers: 400, each question's message, nothing kept.
    const wrong = await answerOf<{ errors: Record<string, string> }>(
      await needsReviewAction(
        db,
        post(contract.reference, { vehicleUse: "flying", drivers: "9" }),
        me,
        "fr",
        contract.reference,
      ),
    );
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.data?.errors ?? {})).toEqual(expect.arrayContaining(["vehicleUse", "drivers"]));

    // The same needs as the offer's, the list in another order: kept, no request.
    const same = { vehicleUse: "private", drivers: "1", guaranteesWanted: ["theftFire", "civilLiability"] };
    const kept = await answerOf(
      await needsReviewAction(db, post(contract.reference, same), me, "fr", contract.reference),
    );
    expect(kept.status).toBe(302);
    expect(kept.location).toBe(`/espace-client/contrats/${contract.reference}/besoins`);
    const requestsOf = () =>
      db
        .select()
        .from(customerRequests)
        .where(and(eq(customerRequests.customerId, me.id), eq(customerRequests.kind, "message")));
    expect(await requestsOf()).toEqual([]);
    const [first] = await db.select().from(needsReviews).where(eq(needsReviews.contractId, contract.id));
    expect(first).toMatchObject({ changed: [], needsChanged: false, requestId: null, known: { drivers: "1" } });
    // Once per invitation; the next reminder of the same anniversary does not invite again.
    const again = await answerOf(
      await needsReviewAction(db, post(contract.reference, same), me, "fr", contract.reference),
    );
    expect(again.status).toBe(409);
    expect(await openNeedsReview(db, line, "2027-04-01", new Date())).toEqual({ awaiting: false });

    // A year on, a second driver: compared with last year's answers, a request opened for the adviser.
    await openNeedsReview(db, line, "2028-04-01", new Date());
    const changed = await answerOf(
      await needsReviewAction(db, post(contract.reference, { ...same, drivers: "2" }), me, "fr", contract.reference),
    );
    expect(changed.status).toBe(302);
    const [request] = await requestsOf();
    expect(request).toMatchObject({ contractId: contract.id, kind: "message" });
    expect(String(request?.details.subject)).toContain(contract.reference);
    expect(String(request?.details.text)).toContain("1 → 2");
    const reviews = await needsReviewsOf(db, me.id);
    expect(reviews.map((review) => [review.anniversary, review.changed, review.requestId])).toEqual([
      ["2028-04-01", ["drivers"], request?.id],
      ["2027-04-01", [], null],
    ]);
    expect(await loadNeedsReview(db, me, contract.reference)).toMatchObject({ values: { drivers: "2" } });

    // Another customer: 404 on the page and the answer, nothing written.
    const other = await customer(db);
    await expect(loadNeedsReview(db, other, contract.reference)).rejects.toMatchObject({ init: { status: 404 } });
    const intruder = await answerOf(
      await needsReviewAction(db, post(contract.reference, same), other, "fr", contract.reference),
    );
    expect(intruder.status).toBe(404);
  });
});
