import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SECOND_DEMO_CUSTOMER } from "~/demo/demo-customers";
import { DEMO_STAFF } from "~/demo/demo-staff";
import { seedDemoStaff } from "~/features/backoffice-access/demo-staff.server";
import { seedDemoAreas } from "~/features/customer-area/demo-areas.server";
import { seedDemoCustomer } from "~/features/customer-auth/demo-customer.server";
import "~/i18n/dictionaries.server";
import "~/signature-purposes.server";
import { collectionPreview } from "~/server/collections/collection-runs.server";
import { seedDemoMoney } from "~/server/collections/demo-money.server";
import { listUnpaidPremiums } from "~/server/collections/unpaid-premiums.server";
import { reconcileMonth } from "~/server/commissions/reconciliation.server";
import { recentStatements } from "~/server/commissions/statements.server";
import { getDb } from "~/server/db/index.server";
import { seedDemoPayments } from "~/server/payments/demo-payments.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { appEngines, runAgainstApp } from "../support/app-under-test";

const uploads = mkdtempSync(path.join(tmpdir(), "demo-money-"));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

describe.each(appEngines())("the demo's collections, unpaid premium and statement on %s", (engine) => {
  runAgainstApp(engine, () => ({ UPLOADS_DIR: uploads }));

  it("has a collection due, a rejected and reminded debit, and a statement waiting to be reconciled; a second run adds nothing", async () => {
    const db = await getDb();
    const now = new Date("2027-03-01T07:00:00Z");
    await seedDemoCustomer(db);
    await seedDemoCustomer(db, SECOND_DEMO_CUSTOMER);
    const { primary, second } = await seedDemoAreas(db, now);
    await seedDemoPayments(db, [primary.customerId, second.customerId], now);
    await seedDemoStaff(db);
    const admin = DEMO_STAFF.find((member) => member.role === "admin")?.email as string;
    const customers = { primary: primary.customerId, second: second.customerId };
    await seedDemoMoney(db, admin, customers);
    await seedDemoMoney(db, admin, customers);

    const site = await siteConfig(db);
    expect(site.brokerIban).toBe("FR1420041010050500013M02606");
    // The collection due soon can be produced: its lines are in.
    expect((await collectionPreview(db, "2027-03-08")).some((line) => line.leftOut === null)).toBe(true);
    const unpaid = await listUnpaidPremiums(db);
    expect(unpaid).toHaveLength(1);
    expect(unpaid[0]).toMatchObject({ customerId: second.customerId, reasonCode: "AM04", reminders: 1 });
    const [statement] = await recentStatements(db);
    expect(statement).toBeDefined();
    const rows = await reconcileMonth(db, statement?.insurer as string, statement?.period as string);
    expect(rows.map((row) => row.status)).toEqual(expect.arrayContaining(["matched", "unknown"]));
    expect(await recentStatements(db)).toHaveLength(1);
  }, 120_000);
});
