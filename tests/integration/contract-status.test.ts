import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changeContractStatus } from "~/server/contracts/contract-status.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contractEvents } from "~/server/db/schema/contract-records";
import { contracts } from "~/server/db/schema/customer-area";
import { insertContract } from "../support/contract-factory";
import { testDatabases } from "../support/databases";

const NOW = new Date("2027-03-01T08:00:00Z");

async function customer(db: Database) {
  const id = crypto.randomUUID();
  await db
    .insert(users)
    .values({ id, name: "Paul Statut", email: `paul.${id.slice(0, 8)}@example.fr`, role: "customer" });
  return id;
}

async function stateOf(db: Database, contractId: string) {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, contractId));
  const events = await db.select().from(contractEvents).where(eq(contractEvents.contractId, contractId));
  return { status: row?.status, endDate: row?.endDate, updatedAt: row?.updatedAt, events };
}

describe.each(testDatabases())("a contract's status, through its owner, on $name", (database) => {
  it("refuses a change the transitions do not allow, and changes nothing", async () => {
    const { db } = database.handle();
    const owner = await customer(db);
    const contract = await insertContract(db, owner, "vehicle", { status: "suspended" });
    const before = await stateOf(db, contract.id);
    const outcome = await db.transaction((tx) =>
      changeContractStatus(
        tx,
        {
          contractId: contract.id,
          to: "cancelling",
          cause: "cancellationRequested",
          actorId: owner,
          endDate: "2027-04-01",
        },
        NOW,
      ),
    );
    expect(outcome).toMatchObject({ changed: false, refusal: "transition" });
    expect(await stateOf(db, contract.id)).toEqual(before);
    expect(before.events).toEqual([]);

    // The same status again, another customer's contract, an unknown one: nothing either.
    const same = await db.transaction((tx) =>
      changeContractStatus(
        tx,
        { contractId: contract.id, to: "suspended", cause: "staffDecision", actorId: null },
        NOW,
      ),
    );
    expect(same).toMatchObject({ changed: false, refusal: "unchanged" });
    const stranger = await customer(db);
    const notTheirs = await db.transaction((tx) =>
      changeContractStatus(
        tx,
        { contractId: contract.id, customerId: stranger, to: "active", cause: "staffDecision", actorId: null },
        NOW,
      ),
    );
    expect(notTheirs).toMatchObject({ changed: false, refusal: "notFound" });
    expect(await stateOf(db, contract.id)).toEqual(before);
  });

  it("makes an allowed change with its end date and leaves an event saying who, what and why", async () => {
    const { db } = database.handle();
    const owner = await customer(db);
    const contract = await insertContract(db, owner, "health");
    const asked = await db.transaction((tx) =>
      changeContractStatus(
        tx,
        {
          contractId: contract.id,
          customerId: owner,
          to: "cancelling",
          cause: "cancellationRequested",
          actorId: owner,
          request: "RES-ABCDEFGH",
          endDate: "2027-04-01",
        },
        NOW,
      ),
    );
    expect(asked).toMatchObject({ changed: true, from: "active", to: "cancelling" });
    let state = await stateOf(db, contract.id);
    expect(state).toMatchObject({ status: "cancelling", endDate: "2027-04-01" });
    expect(state.events).toEqual([
      expect.objectContaining({
        kind: "status",
        actorId: owner,
        at: NOW,
        details: { from: "active", to: "cancelling", cause: "cancellationRequested", request: "RES-ABCDEFGH" },
      }),
    ]);

    // Given back by a refusal: running again, with no end date; the system's changes have no actor.
    const later = new Date(NOW.getTime() + 60_000);
    await db.transaction((tx) =>
      changeContractStatus(
        tx,
        { contractId: contract.id, to: "active", cause: "cancellationRefused", actorId: null, request: "RES-ABCDEFGH" },
        later,
      ),
    );
    state = await stateOf(db, contract.id);
    expect(state).toMatchObject({ status: "active", endDate: null });
    expect(state.events.map((event) => [event.details.cause, event.actorId])).toEqual([
      ["cancellationRequested", owner],
      ["cancellationRefused", null],
    ]);
  });

  it("rolls its change and its event back with the caller's transaction", async () => {
    const { db } = database.handle();
    const owner = await customer(db);
    const contract = await insertContract(db, owner, "borrower");
    const before = await stateOf(db, contract.id);
    await expect(
      db.transaction(async (tx) => {
        const outcome = await changeContractStatus(
          tx,
          {
            contractId: contract.id,
            to: "cancelled",
            cause: "staffDecision",
            actorId: null,
            reason: "Essai",
            today: "2027-03-01",
          },
          NOW,
        );
        expect(outcome.changed).toBe(true);
        throw new Error("the caller's work failed");
      }),
    ).rejects.toThrow("the caller's work failed");
    expect(await stateOf(db, contract.id)).toEqual(before);
  });
});
