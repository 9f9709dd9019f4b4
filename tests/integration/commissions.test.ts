import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ActionError } from "~/server/action-error";
import { createCatalogueProduct } from "~/server/catalogue/catalogue.server";
import { monthlyReport, reconcileMonth } from "~/server/commissions/reconciliation.server";
import { importStatement, saveStatementMapping } from "~/server/commissions/statements.server";
import { insurerStatementLines } from "~/server/db/schema/commissions";
import { referrals } from "~/server/db/schema/customer-area";
import { IMPORT_FILE_MAX_BYTES } from "~/server/limits";
import { recordGiftPaid, referralGiftAccounts } from "~/server/sponsorship/referral-gifts.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { insertContract, uniqueReference } from "../support/contract-factory";
import { createCustomer, createUser } from "../support/customers";
import { testDatabases } from "../support/databases";

/** Latin-1 bytes (what Windows-1252 writes for French letters). */
const cp1252 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ActionError) return { status: error.status, code: error.code, params: error.params };
    throw error;
  }
  throw new Error("not refused");
}

describe.each(testDatabases())("insurers' statements and commissions on $name", ({ handle }) => {
  const db = () => handle().db;

  async function setUp() {
    const admin = await createUser(db(), "admin");
    const actor: StaffActor = { id: admin.id, email: admin.email, name: "Admin", ip: "203.0.113.1" };
    const customer = await createCustomer(db());
    const insurer = `Assureur ${crypto.randomUUID().slice(0, 6)}`;
    const refs = [uniqueReference("AUTO"), uniqueReference("AUTO"), uniqueReference("AUTO")];
    // The catalogue says what this insurer pays on the product: 15 % the first year, 10 % after.
    await createCatalogueProduct(db(), actor, {
      insurer,
      name: "Auto Sérénité",
      contractProduct: "vehiclesStandard",
      guarantees: ["civilLiability"],
      limits: "",
      firstYearCommission: "15",
      renewalCommission: "10",
    });
    // 89 € a month from 15 December 2025: November 2026 is its first year (15 %: 13,35 €).
    for (const reference of refs) {
      await insertContract(db(), customer.id, "vehicle", {
        reference,
        insurer,
        monthlyPremiumCents: 8_900,
        startDate: "2025-12-15",
        anniversaryDate: "2025-12-15",
      });
    }
    // A contract of a line the catalogue has no product for: its commission cannot be checked.
    const health = uniqueReference("SANTE");
    await insertContract(db(), customer.id, "health", { reference: health, insurer, startDate: "2025-01-01" });
    return { actor, insurer, refs, health };
  }

  it("imports a Windows-1252 statement with `;` and French decimals, reconciles the month, and counts a replay nothing", async () => {
    const { actor, insurer, refs, health } = await setUp();
    await saveStatementMapping(db(), actor, insurer, { reference: "N° de police", commission: "Commission (€)" });
    const file = cp1252(
      `"N° de police";"Assuré";"Commission (€)"\r\n${refs[0]};"Lefèvre; Élodie";13,35\r\n${refs[1]};Dupré;"10,00"\r\nINCONNU-42;X;5,00\r\n;Y;1,00\r\n${health};Z;"1 234,56"\r\n`,
    );
    const first = await importStatement(db(), actor, {
      insurer,
      month: "2026-11",
      fileName: "bordereau.csv",
      bytes: file,
    });
    expect(first).toMatchObject({ linesRead: 4, linesAdded: 4, linesRepeated: 0 });
    expect(first.problems).toEqual([{ line: 5, problem: "noReference", cell: "" }]);

    const rows = await reconcileMonth(db(), insurer, "2026-11-01");
    const by = Object.fromEntries(rows.map((row) => [row.reference, row]));
    expect(by[refs[0] as string]).toMatchObject({ status: "matched", expectedCents: 1_335, paidCents: 1_335 });
    expect(by[refs[1] as string]).toMatchObject({ status: "shortPaid", differenceCents: -335 });
    expect(by[refs[2] as string]).toMatchObject({ status: "missing", paidCents: 0 });
    expect(by["INCONNU-42"]).toMatchObject({ status: "unknown", paidCents: 500 });
    expect(by[health]).toMatchObject({ status: "noRate", expectedCents: null, paidCents: 123_456 });

    // The same file again: refused, and nothing counted twice.
    expect(
      await refusal(importStatement(db(), actor, { insurer, month: "2026-11", fileName: "encore.csv", bytes: file })),
    ).toMatchObject({ status: 409, code: "alreadyImported" });
    // A corrected file repeating two lines and adding the missing one: only the new line counts.
    const corrected = new TextEncoder().encode(
      `\uFEFFN° de police,Commission (€)\n${refs[0]},"13,35"\n${refs[1]},"10,00"\n${refs[2]},"13,35"\n`,
    );
    const second = await importStatement(db(), actor, {
      insurer,
      month: "2026-11",
      fileName: "bordereau-corrige.csv",
      bytes: corrected,
    });
    expect(second).toMatchObject({ linesRead: 3, linesAdded: 1, linesRepeated: 2 });
    const after = Object.fromEntries((await reconcileMonth(db(), insurer, "2026-11-01")).map((r) => [r.reference, r]));
    expect(after[refs[0] as string]).toMatchObject({ status: "matched", paidCents: 1_335 });
    expect(after[refs[2] as string]).toMatchObject({ status: "matched", paidCents: 1_335 });
    const stored = await db().select().from(insurerStatementLines).where(eq(insurerStatementLines.insurer, insurer));
    expect(stored).toHaveLength(5);

    const report = (await monthlyReport(db(), "2026-11-01")).find((entry) => entry.insurer === insurer);
    expect(report?.lines.map((line) => [line.productLine, line.expectedCents, line.paidCents])).toEqual([
      ["health", 0, 123_456],
      ["vehicle", 3 * 1_335, 1_335 + 1_000 + 1_335],
      [null, 0, 500],
    ]);
    // Two imports, two reconciliations and a report: long on a busy machine.
  }, 90_000);

  it("refuses with a clear reason: other columns, no mapping, an empty, unreadable or huge file, an unknown insurer", async () => {
    const { actor, insurer, refs } = await setUp();
    const bytes = new TextEncoder().encode(`Police;Montant\n${refs[0]};1\n`);
    const input = { insurer, month: "2026-11", fileName: "b.csv", bytes };
    expect(await refusal(importStatement(db(), actor, input))).toMatchObject({ status: 409, code: "noMapping" });
    await saveStatementMapping(db(), actor, insurer, { reference: "N° de police", commission: "Commission" });
    expect(await refusal(importStatement(db(), actor, input))).toEqual({
      status: 400,
      code: "columnsMissing",
      params: { missing: "N° de police, Commission", found: "Police, Montant" },
    });
    expect(await refusal(importStatement(db(), actor, { ...input, bytes: new Uint8Array() }))).toMatchObject({
      code: "emptyFile",
    });
    expect(
      await refusal(importStatement(db(), actor, { ...input, bytes: new Uint8Array(IMPORT_FILE_MAX_BYTES + 1) })),
    ).toMatchObject({ status: 400, code: "fileTooLarge" });
    expect(
      await refusal(importStatement(db(), actor, { ...input, bytes: new TextEncoder().encode('a;"b\n1;2') })),
    ).toMatchObject({ status: 400, code: "unreadable" });
    expect(await refusal(importStatement(db(), actor, { ...input, month: "2026-13" }))).toMatchObject({
      code: "badMonth",
    });
    expect(await refusal(importStatement(db(), actor, { ...input, insurer: "Personne" }))).toMatchObject({
      status: 404,
    });
    expect(
      await refusal(saveStatementMapping(db(), actor, insurer, { reference: "Police", commission: " " })),
    ).toMatchObject({
      status: 400,
      code: "mappingRequired",
    });
  });

  it("keeps the referral gifts owed and paid beside the commissions, each gift paid once", async () => {
    const admin = await createUser(db(), "admin");
    const actor: StaffActor = { id: admin.id, email: admin.email, name: "Admin", ip: "203.0.113.1" };
    const sponsor = await createCustomer(db(), { lastName: `Parrain${crypto.randomUUID().slice(0, 4)}` });
    const code = `T-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    await db()
      .insert(referrals)
      .values(Array.from({ length: 7 }, () => ({ referrerId: sponsor.id, code, wonAt: new Date() })));
    const account = async () =>
      (await referralGiftAccounts(db(), 7_500)).find((entry) => entry.customerId === sponsor.id);
    expect(await account()).toMatchObject({ referrals: 7, earned: 2, paid: 0, owed: 2, owedCents: 15_000 });
    await recordGiftPaid(db(), actor, { customerId: sponsor.id, giftCents: 7_500, paidOn: "2026-11-20" });
    await recordGiftPaid(db(), actor, { customerId: sponsor.id, giftCents: 7_500, paidOn: "2026-11-21" });
    expect(await account()).toMatchObject({ earned: 2, paid: 2, owed: 0, paidCents: 15_000, lastPaidOn: "2026-11-21" });
    expect(
      await refusal(recordGiftPaid(db(), actor, { customerId: sponsor.id, giftCents: 7_500, paidOn: "2026-11-22" })),
    ).toMatchObject({ status: 409, code: "noGiftOwed" });
  });
});
