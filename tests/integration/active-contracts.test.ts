import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMER, SECOND_DEMO_CUSTOMER } from "~/demo/demo-customers";
import { seedDemoAreas } from "~/features/customer-area/demo-areas.server";
import { seedDemoCustomer } from "~/features/customer-auth/demo-customer.server";
import { loadAccountSummary } from "~/server/customers/account-summary.server";
import { listCustomers } from "~/server/customers/customer-directory.server";
import { readCustomerFilters } from "~/server/customers/customer-list-filters";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import { parseEnv } from "~/server/env.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { insertContract } from "../support/contract-factory";
import { testDatabases } from "../support/databases";

const site = buildSiteConfig(parseEnv({}));

/*
 * Issue 46 item 1: the back office's customer list and the customer's own area count active
 * contracts by one rule (app/server/contracts/active-contracts.ts): a contract being cancelled is
 * active until its cancellation takes effect.
 */
describe.each(testDatabases())("active contracts, counted alike by staff and customer, on $name", ({ handle }) => {
  const db = () => handle().db;
  const listed = async (database: Database, query: string, now: Date) =>
    listCustomers(database, readCustomerFilters(new URLSearchParams(query)), now);

  async function bothCounts(id: string, name: string, query: string, now: Date) {
    const page = await listed(db(), query, now);
    const row = page.rows.find((r) => r.id === id);
    const summary = await loadAccountSummary(db(), { id, name }, site, now);
    return { list: row?.activeContracts, area: summary.activeContracts, page };
  }

  it("agrees for the demo customers, one of whose contracts is being cancelled", async () => {
    const camille = await seedDemoCustomer(db(), DEMO_CUSTOMER);
    const julien = await seedDemoCustomer(db(), SECOND_DEMO_CUSTOMER);
    await seedDemoAreas(db(), new Date("2026-11-23T10:00:00Z"));
    const now = new Date("2026-11-26T10:00:00Z");
    expect(await bothCounts(camille.userId, "Camille Laurent", "q=camille laurent", now)).toMatchObject({
      list: 3,
      area: 3,
    });
    const julienNow = await bothCounts(julien.userId, "Julien Moreau", "q=julien moreau", now);
    expect(julienNow).toMatchObject({ list: 2, area: 2 });
    // After the health contract's cancellation takes effect (31 December), one is left on both sides.
    const later = new Date("2027-01-05T10:00:00Z");
    expect(await bothCounts(julien.userId, "Julien Moreau", "q=julien moreau", later)).toMatchObject({
      list: 1,
      area: 1,
    });
  });

  it("files a customer whose only contract is being cancelled under 'with' until the effect date", async () => {
    const id = crypto.randomUUID();
    const tag = id.slice(0, 8);
    await db()
      .insert(users)
      .values({ id, name: `Active ${tag}`, email: `active.${tag}@example.fr`, role: "customer" });
    const contract = await insertContract(db(), id, "health", { status: "cancelling", endDate: "2026-12-31" });
    const before = new Date("2026-12-30T10:00:00Z");
    const onTheDay = new Date("2026-12-31T10:00:00Z");
    expect((await listed(db(), `q=${tag}&contrat=with`, before)).rows.map((r) => r.id)).toEqual([id]);
    expect((await listed(db(), `q=${tag}`, before)).counts).toEqual({ all: 1, with: 1, without: 0 });
    expect((await listed(db(), `q=${tag}&contrat=without`, onTheDay)).rows.map((r) => r.id)).toEqual([id]);
    expect(await bothCounts(id, `Active ${tag}`, `q=${tag}`, onTheDay)).toMatchObject({ list: 0, area: 0 });
    // A cancellation with no effect date yet still covers.
    await db().update(contracts).set({ endDate: null }).where(eq(contracts.id, contract.id));
    expect(await bothCounts(id, `Active ${tag}`, `q=${tag}`, onTheDay)).toMatchObject({ list: 1, area: 1 });
  });
});
