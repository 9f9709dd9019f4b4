import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { SECOND_DEMO_CUSTOMER } from "~/demo/demo-customers";
import { seedDemoAreas } from "~/features/customer-area/demo-areas.server";
import { seedDemoCustomer } from "~/features/customer-auth/demo-customer.server";
import "~/i18n/dictionaries.server";
import "~/signature-purposes.server";
import { getDb } from "~/server/db/index.server";
import { contracts, notifications } from "~/server/db/schema/customer-area";
import { paymentInstalments, paymentSchedules } from "~/server/db/schema/payments";
import { signatureRequests } from "~/server/db/schema/signatures";
import { instalmentsDueOn } from "~/server/payments/collections.server";
import { DEMO_IBAN, seedDemoPayments } from "~/server/payments/demo-payments.server";
import { activeMandate } from "~/server/payments/mandates.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { appEngines, runAgainstApp } from "../support/app-under-test";

const uploads = mkdtempSync(path.join(tmpdir(), "demo-payments-"));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

describe.each(appEngines())("the demo's money on %s", (engine) => {
  runAgainstApp(engine, () => ({ UPLOADS_DIR: uploads }));

  it("gives each demo customer a signed mandate, a schedule per contract and a debit due soon; a second run keeps them", async () => {
    const db = await getDb();
    const now = new Date("2027-03-01T07:00:00Z");
    await seedDemoCustomer(db);
    await seedDemoCustomer(db, SECOND_DEMO_CUSTOMER);
    const { primary, second } = await seedDemoAreas(db, now);
    const ids = [primary.customerId, second.customerId];
    const before = await db.select().from(notifications).where(inArray(notifications.customerId, ids));
    await seedDemoPayments(db, ids, now);
    expect((await siteConfig(db)).creditorIdentifier).toBe("FR72ZZZ123456");
    for (const id of ids) {
      const debit = await activeMandate(db, id);
      expect(debit?.account.iban).toBe(DEMO_IBAN);
      const [request] = await db
        .select()
        .from(signatureRequests)
        .where(eq(signatureRequests.id, debit?.mandate.signatureRequestId as string));
      expect(request).toMatchObject({ purpose: "sepa-mandate", status: "signed" });
      expect(request?.signedPath).toBeTruthy();
      const own = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.customerId, id));
      const schedules = await db
        .select()
        .from(paymentSchedules)
        .where(
          inArray(
            paymentSchedules.contractId,
            own.map((row) => row.id),
          ),
        );
      expect(schedules).toHaveLength(own.length);
    }
    // The demo's notices are as documented: the seed's own signature left none behind.
    expect(await db.select().from(notifications).where(inArray(notifications.customerId, ids))).toHaveLength(
      before.length,
    );
    // One collection due soon (6 March 2027, a Saturday: debited Monday 8 March), announced.
    const due = await instalmentsDueOn(db, "2027-03-08");
    expect(due.length).toBeGreaterThan(0);
    expect(due.every((row) => row.debit?.account.iban === DEMO_IBAN)).toBe(true);
    const paid = await db.select().from(paymentInstalments).where(eq(paymentInstalments.status, "paid"));
    expect(paid.length).toBeGreaterThan(0);

    const mandateBefore = (await activeMandate(db, primary.customerId))?.mandate.id;
    await seedDemoPayments(db, ids, now);
    expect((await activeMandate(db, primary.customerId))?.mandate.id).toBe(mandateBefore);
  }, 90_000);
});
