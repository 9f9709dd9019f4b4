import { describe, expect, it } from "vitest";
import { readJournal, readJournalFilters } from "~/features/backoffice-access/journal.server";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { parisMidnight } from "~/server/paris-days";
import { insertContract } from "../support/contract-factory";
import { createCustomer } from "../support/customers";
import { testDatabases } from "../support/databases";

/** The journal as the admin's address asks for it (the route's reading, then the query). */
async function journalAt(db: Parameters<typeof readJournal>[0], query: string) {
  const parsed = readJournalFilters(new URL(`http://localhost/backoffice/journal?${query}`));
  if (!parsed.success) return "400";
  return readJournal(db, parsed.data);
}

describe("Paris midnight", () => {
  it.each([
    ["2026-11-23", 0, "2026-11-22T23:00:00.000Z"],
    ["2026-07-14", 0, "2026-07-13T22:00:00.000Z"],
    // The night Paris moves to summer time starts at winter time.
    ["2026-03-29", 0, "2026-03-28T23:00:00.000Z"],
    ["2026-03-28", 1, "2026-03-28T23:00:00.000Z"],
    // Before 11 March 1911, Paris mean time: 9 min 21 s ahead of Greenwich.
    ["1900-01-01", 0, "1899-12-31T23:50:39.000Z"],
    ["0001-01-01", 0, "0000-12-31T23:50:39.000Z"],
    ["9999-12-31", 1, "9999-12-31T23:00:00.000Z"],
  ])("%s plus %i days is %s", (day, plus, instant) => {
    expect(parisMidnight(day, plus).toISOString()).toBe(instant);
  });
});

describe.each(testDatabases())("journal dates on $name", (database) => {
  it("answers for any calendar day, the oldest and the latest, never a fault", async () => {
    const { db } = database.handle();
    await recordStaffAction(db, { id: null, email: "admin@broker.example", ip: "203.0.113.9" }, { action: "x.test" });
    for (const query of ["from=1900-01-01", "to=1900-01-01", "from=0001-01-01&to=9999-12-31", "from=1911-03-10"]) {
      const journal = await journalAt(db, query);
      expect(journal, query).not.toBe("400");
    }
    expect(await journalAt(db, "from=1900-01-01&action=x.test")).toMatchObject({ total: 1 });
    expect(await journalAt(db, "to=1900-01-01&action=x.test")).toMatchObject({ total: 0 });
    expect(await journalAt(db, "from=1900-02-30")).toBe("400");
  });
});

describe.each(testDatabases())("journal records by name on $name (issue 46 item 7)", (database) => {
  it("names a contract by its reference and a customer by name, never by id", async () => {
    const { db } = database.handle();
    const customer = await createCustomer(db);
    const contract = await insertContract(db, customer.id);
    const action = `x.names-${crypto.randomUUID().slice(0, 8)}`;
    await recordStaffAction(
      db,
      { id: null, email: "admin@broker.example", ip: "203.0.113.9" },
      { action, target: { type: "contract", id: contract.id }, details: { customerId: customer.id } },
    );
    const journal = await journalAt(db, `action=${action}`);
    if (journal === "400") throw new Error("journal refused");
    const [entry] = journal.entries;
    expect(entry?.target?.name).toBe(contract.reference);
    expect(journal.names[customer.id]).toBe(`${customer.firstName} ${customer.lastName}`);
  });
});
