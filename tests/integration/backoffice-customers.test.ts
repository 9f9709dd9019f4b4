import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listCustomers } from "~/server/customers/customer-directory.server";
import { readCustomerFilters } from "~/server/customers/customer-list-filters";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import { customerFiles } from "~/server/db/schema/customer-files";
import { customerContactDetails, customerProfiles } from "~/server/db/schema/customers";
import { insertContract, uniqueReference } from "../support/contract-factory";
import { createUser } from "../support/customers";
import { testDatabases } from "../support/databases";

describe("customer list filters", () => {
  it("read what the URL says and drop what is not one of ours", () => {
    expect(
      readCustomerFilters(new URLSearchParams("q=Lefèvre&contrat=with&branche=health&tri=newest&taille=50&page=2")),
    ).toMatchObject({ q: "Lefèvre", active: "with", line: "health", sort: "newest", pageSize: 50, page: 2 });
    const hostile = readCustomerFilters(
      new URLSearchParams(`contrat=maybe&branche=life&taille=7&page=-3&conseiller=${encodeURIComponent("' or 1=1")}`),
    );
    expect(hostile).toMatchObject({ active: undefined, line: undefined, adviser: undefined, pageSize: 25, page: 1 });
  });
});

describe.each(testDatabases())("the back office's customer list on $name", (database) => {
  /** A customer as the back office records one: account, profile, optionally a phone. */
  async function customer(db: Database, input: { first: string; last: string; phone?: string }) {
    const id = crypto.randomUUID();
    const email = `${input.first}.${id.slice(0, 6)}@example.fr`.toLowerCase();
    await db.insert(users).values({ id, name: `${input.first} ${input.last}`, email, role: "customer" });
    await db
      .insert(customerProfiles)
      .values({ userId: id, firstName: input.first, lastName: input.last, memberSince: "2024-01-01" });
    if (input.phone) await db.insert(customerContactDetails).values({ userId: id, phone: input.phone });
    return { id, email };
  }
  const page = (db: Database, query: string) => listCustomers(db, readCustomerFilters(new URLSearchParams(query)));

  it("finds a customer by name without accents or case, by e-mail, by phone as typed and by contract reference", async () => {
    const db = database.handle().db;
    const tag = crypto.randomUUID().slice(0, 6);
    const helene = await customer(db, { first: "Hélène", last: `Lefèvre${tag}`, phone: "+33612345678" });
    const other = await customer(db, { first: "Marc", last: `Durand${tag}` });
    const reference = uniqueReference("SRCH");
    await insertContract(db, other.id, "health", { reference });

    const byName = await page(db, `q=${encodeURIComponent(`HELENE lefevre${tag.toUpperCase()}`)}`);
    expect(byName.rows.map((row) => row.id)).toEqual([helene.id]);
    expect(byName.rows[0]).toMatchObject({ name: `Hélène Lefèvre${tag}`, phone: "+33612345678" });
    expect((await page(db, `q=${encodeURIComponent(helene.email.toUpperCase())}`)).rows.map((r) => r.id)).toEqual([
      helene.id,
    ]);
    const byPhone = await page(db, `q=${encodeURIComponent("06 12 34 56 78")}&branche=`);
    expect(byPhone.rows.map((row) => row.id)).toContain(helene.id);
    expect(byPhone.rows.map((row) => row.id)).not.toContain(other.id);
    expect((await page(db, `q=${reference.toLowerCase()}`)).rows.map((row) => row.id)).toEqual([other.id]);

    // The search text follows later changes: a renamed customer, a new phone, a contract renumbered.
    await db
      .update(customerProfiles)
      .set({ lastName: `Martin${tag}` })
      .where(eq(customerProfiles.userId, helene.id));
    expect((await page(db, `q=martin${tag}`)).rows.map((row) => row.id)).toEqual([helene.id]);
    await db
      .update(customerContactDetails)
      .set({ phone: "+33798765432" })
      .where(eq(customerContactDetails.userId, helene.id));
    expect((await page(db, `q=${encodeURIComponent(`0612345678`)}`)).rows.map((r) => r.id)).not.toContain(helene.id);
    expect((await page(db, `q=${encodeURIComponent(`07 98 76 54 32`)}`)).rows.map((r) => r.id)).toEqual([helene.id]);
    const renumbered = uniqueReference("RENUM");
    await db.update(contracts).set({ reference: renumbered }).where(eq(contracts.reference, reference));
    expect((await page(db, `q=${reference}`)).total).toBe(0);
    expect((await page(db, `q=${renumbered}`)).rows.map((row) => row.id)).toEqual([other.id]);
    // A LIKE wildcard in the search is a character, not "anything"; staff are never listed.
    expect((await page(db, `q=${encodeURIComponent(`%${tag}`)}`)).total).toBe(0);
    const adviser = await createUser(db, "adviser");
    expect((await page(db, `q=${encodeURIComponent(adviser.email)}`)).total).toBe(0);
    // A colleague whose account began as a customer's (better-auth's default role) loses the card.
    const promoted = await createUser(db, "customer");
    expect((await page(db, `q=${encodeURIComponent(promoted.email)}`)).counts.all).toBe(1);
    await db.update(users).set({ role: "adviser" }).where(eq(users.id, promoted.id));
    expect((await page(db, `q=${encodeURIComponent(promoted.email)}`)).counts).toEqual({ all: 0, with: 0, without: 0 });
  });

  it("filters by active contract, line of insurance, adviser and deactivation, with counts and pages", async () => {
    const db = database.handle().db;
    const tag = `zq${crypto.randomUUID().slice(0, 6)}`;
    const adviser = await createUser(db, "adviser");
    const withCar = await customer(db, { first: "Anne", last: `${tag}a` });
    await insertContract(db, withCar.id, "vehicle");
    const withEndedHealth = await customer(db, { first: "Bruno", last: `${tag}b` });
    await insertContract(db, withEndedHealth.id, "health", { status: "cancelled" });
    const followed = await customer(db, { first: "Chloé", last: `${tag}c` });
    await insertContract(db, followed.id, "health");
    await db.update(customerFiles).set({ adviserId: adviser.id }).where(eq(customerFiles.customerId, followed.id));
    const gone = await customer(db, { first: "Denis", last: `${tag}d` });
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));

    const all = await page(db, `q=${tag}`);
    expect(all.rows.map((row) => row.id)).toEqual([withCar.id, withEndedHealth.id, followed.id, gone.id]);
    expect(all.counts).toEqual({ all: 4, with: 2, without: 2 });
    expect(all.rows.find((row) => row.id === followed.id)).toMatchObject({
      activeContracts: 1,
      adviser: { id: adviser.id },
    });

    const active = await page(db, `q=${tag}&contrat=with`);
    expect(active.rows.map((row) => row.id)).toEqual([withCar.id, followed.id]);
    expect(active.total).toBe(2);
    expect((await page(db, `q=${tag}&contrat=without`)).rows.map((row) => row.id)).toEqual([
      withEndedHealth.id,
      gone.id,
    ]);
    // A line of insurance counts whatever the contract's status.
    const health = await page(db, `q=${tag}&branche=health`);
    expect(health.rows.map((row) => row.id)).toEqual([withEndedHealth.id, followed.id]);
    expect(health.counts).toEqual({ all: 2, with: 1, without: 1 });
    expect((await page(db, `q=${tag}&conseiller=${adviser.id}`)).rows.map((row) => row.id)).toEqual([followed.id]);
    expect((await page(db, `q=${tag}&conseiller=none`)).total).toBe(3);
    expect((await page(db, `q=${tag}&desactives=1`)).rows).toEqual([
      expect.objectContaining({ id: gone.id, deactivated: true }),
    ]);
    // The running contracts are kept by the database's triggers, whoever changes a status.
    await db.update(contracts).set({ status: "cancelled" }).where(eq(contracts.customerId, withCar.id));
    expect((await page(db, `q=${tag}&contrat=with`)).rows.map((row) => row.id)).toEqual([followed.id]);
    await db.update(contracts).set({ status: "active" }).where(eq(contracts.customerId, withCar.id));
    expect((await page(db, `q=${tag}`)).rows[0]).toMatchObject({ id: withCar.id, activeContracts: 1 });

    // Pages of the chosen size, the total unchanged.
    const many = await Promise.all(
      Array.from({ length: 27 }, (_, index) =>
        customer(db, { first: "Page", last: `${tag}p${String(index).padStart(2, "0")}` }),
      ),
    );
    const second = await page(db, `q=${tag}p&page=2`);
    expect(second.total).toBe(27);
    expect(second.rows.map((row) => row.id)).toEqual([many[25]?.id, many[26]?.id]);
  });
});
