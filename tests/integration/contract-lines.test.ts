import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONTRACT_PRODUCT_IDS, productLineOf } from "~/server/contracts/contract-types";
import { listContracts } from "~/server/contracts/contracts.server";
import { insertContract } from "../support/contract-factory";
import { createCustomer } from "../support/customers";
import { testDatabases } from "../support/databases";

/*
 * Issue 46 item 13: a broker also places home, provident and professional liability contracts,
 * which the site sells no quote form for; staff record them like the others.
 */
describe.each(testDatabases())("the lines a contract can be on, on $name", ({ handle }) => {
  it("records home, provident and professional liability contracts with their own guarantees", async () => {
    const db = handle().db;
    const customer = await createCustomer(db);
    for (const line of ["home", "provident", "liability"] as const) await insertContract(db, customer.id, line);
    const stored = await listContracts(db, customer.id);
    expect(stored.map((c) => [c.productLine, c.product]).sort()).toEqual([
      ["home", "home"],
      ["liability", "professionalLiability"],
      ["provident", "provident"],
    ]);
    expect(stored.find((c) => c.product === "home")?.guarantees).toEqual(["homeLiability", "waterDamage", "burglary"]);
  });

  it("keeps every product on its own line, in the database too", async () => {
    expect(CONTRACT_PRODUCT_IDS.map(productLineOf)).toContain("liability");
    const db = handle().db;
    const customer = await createCustomer(db);
    const contract = await insertContract(db, customer.id, "home");
    await expect(
      db.execute(sql`update contracts set product = 'provident' where id = ${contract.id}`),
    ).rejects.toThrow();
  });
});
