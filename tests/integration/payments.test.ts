import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ActionError } from "~/server/action-error";
import type { AuditActor } from "~/server/audit/audit-log.server";
import { changeContractStatus } from "~/server/contracts/contract-status.server";
import type { Database } from "~/server/db/client.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import { users } from "~/server/db/schema/auth";
import { bankAccounts, paymentInstalments, sepaMandates } from "~/server/db/schema/payments";
import {
  instalmentsDueOn,
  markInstalmentCollected,
  markInstalmentPaid,
  markInstalmentRejected,
} from "~/server/payments/collections.server";
import { changeInstalmentStatus } from "~/server/payments/instalments.server";
import { activateMandate, activeMandate, addBankAccount, listMandates } from "~/server/payments/mandates.server";
import { contractSchedule, extendAllSchedules, saveSchedule } from "~/server/payments/schedules.server";
import { insertContract } from "../support/contract-factory";
import { testDatabases } from "../support/databases";

const NOW = new Date("2027-03-01T08:00:00Z"); // a Monday; Paris's 1 March 2027
const ICS = "FR72ZZZ123456";
const DETAILS = { holder: "Camille Martin", iban: "FR7630006000011234567890189", bic: "AGRIFRPPXXX" };
const OTHER = { holder: "Camille Martin", iban: "DE89370400440532013000", bic: "COBADEFFXXX" };

async function customer(db: Database) {
  const id = crypto.randomUUID();
  await db
    .insert(users)
    .values({ id, name: "Camille Martin", email: `camille.${id.slice(0, 8)}@example.fr`, role: "customer" });
  return { id, actor: { id, email: `camille.${id.slice(0, 8)}@example.fr`, ip: "198.51.100.7" } as AuditActor };
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ActionError) return { status: error.status, code: error.code, field: error.field };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe.each(testDatabases())("bank details, mandates and schedules on $name", (database) => {
  it("keeps the signed mandate until a new IBAN's mandate is signed, then revokes it with its date", async () => {
    const { db } = database.handle();
    const { id, actor } = await customer(db);
    const first = await db.transaction((tx) =>
      addBankAccount(tx, { customerId: id, details: DETAILS, creditorIdentifier: ICS, actor, now: NOW }),
    );
    expect(first.mandate).toMatchObject({ status: "awaitingSignature", creditorIdentifier: ICS, scheme: "CORE" });
    expect(first.mandate.reference).toMatch(/^MC-2027-[A-Z0-9]{12}$/);
    // Not signed: nothing may be debited.
    expect(await activeMandate(db, id)).toBeNull();
    await db.transaction((tx) => activateMandate(tx, first.mandate.id, NOW));
    expect((await activeMandate(db, id))?.account.iban).toBe(DETAILS.iban);

    const later = new Date("2027-04-01T08:00:00Z");
    const second = await db.transaction((tx) =>
      addBankAccount(tx, { customerId: id, details: OTHER, creditorIdentifier: ICS, actor, now: later }),
    );
    // Until the new one is signed, the old one still debits.
    expect((await activeMandate(db, id))?.mandate.id).toBe(first.mandate.id);
    // A third change before signing supersedes the second.
    const third = await db.transaction((tx) =>
      addBankAccount(tx, { customerId: id, details: OTHER, creditorIdentifier: ICS, actor, now: later }),
    );
    expect(third.superseded.map((mandate) => mandate.id)).toEqual([second.mandate.id]);
    expect(await db.transaction((tx) => activateMandate(tx, second.mandate.id, later))).toBeNull();
    const signedAt = new Date("2027-04-02T09:30:00Z");
    await db.transaction((tx) => activateMandate(tx, third.mandate.id, signedAt));

    const mandates = await listMandates(db, id);
    const byId = new Map(mandates.map((row) => [row.mandate.id, row]));
    expect(byId.get(first.mandate.id)?.mandate).toMatchObject({
      status: "revoked",
      revokedAt: signedAt,
      revokedReason: "replaced",
    });
    expect(byId.get(first.mandate.id)?.account.replacedAt).toEqual(signedAt);
    expect(byId.get(second.mandate.id)?.mandate.status).toBe("expired");
    expect(byId.get(third.mandate.id)?.mandate).toMatchObject({ status: "active", signedAt });
    expect((await activeMandate(db, id))?.account.iban).toBe(OTHER.iban);
    // Every change is in the journal, the IBAN masked there.
    const journal = await db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetId, id), eq(staffAuditLog.action, "payment.bankAccount.add")));
    expect(journal).toHaveLength(3);
    expect(JSON.stringify(journal)).not.toContain(DETAILS.iban);
  });

  it("refuses a mandate without the broker's creditor identifier, and stores nothing", async () => {
    const { db } = database.handle();
    const { id, actor } = await customer(db);
    for (const ics of [null, "FR73ZZZ123456"]) {
      expect(
        await refusal(
          db.transaction((tx) =>
            addBankAccount(tx, { customerId: id, details: DETAILS, creditorIdentifier: ics, actor, now: NOW }),
          ),
        ),
      ).toMatchObject({ status: 409, code: "creditorIdentifierMissing" });
    }
    expect(await db.select().from(bankAccounts).where(eq(bankAccounts.customerId, id))).toEqual([]);
  });

  it("makes a year of instalments on debit days, replaces the unannounced ones on edit, and refuses bad input", async () => {
    const { db } = database.handle();
    const { id, actor } = await customer(db);
    const contract = await insertContract(db, id, "health", { startDate: "2026-01-31", anniversaryDate: "2026-01-31" });
    const input = {
      contractId: contract.id,
      frequency: "monthly" as const,
      firstDueDate: "2027-03-31",
      premiumCents: 4550,
      feesCents: 150,
    };
    await db.transaction((tx) => saveSchedule(tx, input, actor, NOW));
    const saved = await contractSchedule(db, contract.id);
    const instalments = saved?.instalments ?? [];
    expect(instalments.map((row) => row.nominalDate).slice(0, 4)).toEqual([
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
      "2027-06-30",
    ]);
    expect(instalments.length).toBe(13); // 31 March 2027 to 31 March 2028, the horizon included
    expect(instalments.every((row) => row.amountCents === 4700 && row.status === "planned")).toBe(true);
    // 31 October 2027 is a Sunday: debited Monday 1 November? A holiday: Tuesday 2 November.
    expect(instalments.find((row) => row.nominalDate === "2027-10-31")?.dueDate).toBe("2027-11-02");
    // A second top-up adds nothing.
    expect(await extendAllSchedules(db, NOW)).toBe(0);

    // Announced ones stay on edit; unannounced ones are replaced.
    const [announced] = instalments;
    await db.transaction((tx) =>
      changeInstalmentStatus(tx, {
        instalmentId: announced?.id as string,
        to: "notified",
        cause: "prenotified",
        now: NOW,
      }),
    );
    await db.transaction((tx) =>
      saveSchedule(
        tx,
        { ...input, frequency: "quarterly", firstDueDate: "2027-04-15", premiumCents: 13_000 },
        actor,
        NOW,
      ),
    );
    const edited = (await contractSchedule(db, contract.id))?.instalments ?? [];
    expect(edited.map((row) => `${row.nominalDate}:${row.status}:${row.amountCents}`).slice(0, 3)).toEqual([
      "2027-03-31:notified:4700",
      "2027-04-15:planned:13150",
      "2027-07-15:planned:13150",
    ]);

    // Bad input: a clear refusal, a 4xx, on the field.
    const bad = async (change: Partial<typeof input>) =>
      refusal(db.transaction((tx) => saveSchedule(tx, { ...input, ...change }, actor, NOW)));
    expect(await bad({ firstDueDate: "2027-03-01" })).toMatchObject({ status: 400, field: "firstDueDate" });
    expect(await bad({ firstDueDate: "2028-03-02" })).toMatchObject({ status: 400, field: "firstDueDate" });
    expect(await bad({ firstDueDate: "2027-02-30" })).toMatchObject({ status: 400, field: "firstDueDate" });
    expect(await bad({ premiumCents: -1 })).toMatchObject({ status: 400, field: "premiumCents" });
    expect(await bad({ premiumCents: 1.5 })).toMatchObject({ status: 400, field: "premiumCents" });
    expect(await bad({ premiumCents: 0, feesCents: 0 })).toMatchObject({ status: 400, field: "premiumCents" });
    expect(await bad({ frequency: "weekly" as never })).toMatchObject({ status: 400, field: "frequency" });
    expect(await bad({ contractId: crypto.randomUUID() })).toMatchObject({ status: 404 });
  });

  it("cancels a cancelled contract's future instalments where its status changes, and refuses a debit on it", async () => {
    const { db } = database.handle();
    const { id, actor } = await customer(db);
    const contract = await insertContract(db, id, "vehicle", {
      startDate: "2026-01-01",
      anniversaryDate: "2026-01-01",
    });
    await db.transaction((tx) =>
      saveSchedule(
        tx,
        { contractId: contract.id, frequency: "monthly", firstDueDate: "2027-03-05", premiumCents: 6000, feesCents: 0 },
        actor,
        NOW,
      ),
    );
    const { mandate } = await db.transaction((tx) =>
      addBankAccount(tx, { customerId: id, details: DETAILS, creditorIdentifier: ICS, actor, now: NOW }),
    );
    await db.transaction((tx) => activateMandate(tx, mandate.id, NOW));
    const [march, april] = (await contractSchedule(db, contract.id))?.instalments ?? [];
    for (const row of [march, april]) {
      await db.transaction((tx) =>
        changeInstalmentStatus(tx, { instalmentId: row?.id as string, to: "notified", cause: "prenotified", now: NOW }),
      );
    }
    // The collection's view of 5 March: the instalment with the mandate and account to debit.
    const due = await instalmentsDueOn(db, "2027-03-05");
    const mine = due.find((row) => row.instalment.id === march?.id);
    expect(mine?.debit?.mandate.reference).toBe(mandate.reference);
    expect(mine?.debit?.account.iban).toBe(DETAILS.iban);
    await db.transaction((tx) =>
      markInstalmentCollected(tx, { instalmentId: march?.id as string, collectionReference: "COLL-1", now: NOW }),
    );
    // Twice: refused, counted once.
    expect(
      await refusal(
        db.transaction((tx) =>
          markInstalmentCollected(tx, { instalmentId: march?.id as string, collectionReference: "COLL-1", now: NOW }),
        ),
      ),
    ).toMatchObject({ status: 409 });
    const rejected = await db.transaction((tx) =>
      markInstalmentRejected(tx, { instalmentId: march?.id as string, reasonCode: "am04", now: NOW }),
    );
    expect(rejected).toMatchObject({ status: "rejected", rejectReasonCode: "AM04", mandateId: mandate.id });
    // The same reject imported again changes nothing.
    expect(
      await db.transaction((tx) =>
        markInstalmentRejected(tx, { instalmentId: march?.id as string, reasonCode: "AM04", now: NOW }),
      ),
    ).toBeNull();
    expect(
      await refusal(
        db.transaction((tx) =>
          markInstalmentRejected(tx, { instalmentId: march?.id as string, reasonCode: "x", now: NOW }),
        ),
      ),
    ).toMatchObject({ status: 400 });
    await db.transaction((tx) =>
      markInstalmentPaid(tx, { instalmentId: march?.id as string, how: "paidOtherwise", now: NOW }),
    );
    expect(
      await db.transaction((tx) =>
        markInstalmentPaid(tx, { instalmentId: march?.id as string, how: "paidOtherwise", now: NOW }),
      ),
    ).toBeNull();

    // Staff cancel the contract at the end of March: April on is cancelled, March's payment stays.
    await db.transaction((tx) =>
      changeContractStatus(
        tx,
        { contractId: contract.id, to: "cancelled", cause: "staffDecision", actorId: null, endDate: "2027-04-01" },
        NOW,
      ),
    );
    const after = (await contractSchedule(db, contract.id))?.instalments ?? [];
    expect(after.find((row) => row.id === march?.id)?.status).toBe("paid");
    expect(after.filter((row) => row.id !== march?.id).every((row) => row.status === "cancelled")).toBe(true);
    // No debit on a cancelled contract, whatever the instalment's state.
    expect(
      await refusal(
        db.transaction((tx) =>
          markInstalmentCollected(tx, { instalmentId: april?.id as string, collectionReference: "COLL-2", now: NOW }),
        ),
      ),
    ).toMatchObject({ status: 409, code: "contractCancelled" });
    expect(
      await refusal(
        db.transaction((tx) =>
          saveSchedule(
            tx,
            {
              contractId: contract.id,
              frequency: "yearly",
              firstDueDate: "2027-06-01",
              premiumCents: 100,
              feesCents: 0,
            },
            actor,
            NOW,
          ),
        ),
      ),
    ).toMatchObject({ status: 409, code: "contractCancelled" });
    // And the database says one active mandate per customer.
    await expect(
      db.insert(sepaMandates).values({
        customerId: id,
        bankAccountId: mandate.bankAccountId,
        reference: "MC-TEST-DOUBLE",
        creditorIdentifier: ICS,
        status: "active",
      }),
    ).rejects.toThrow();
    expect(
      (await db.select().from(paymentInstalments).where(eq(paymentInstalments.contractId, contract.id))).length,
    ).toBeGreaterThan(10);
  });
});
