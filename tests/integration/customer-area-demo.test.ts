import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_AREA, SECOND_DEMO_AREA } from "~/demo/demo-areas";
import { DEMO_CUSTOMER, SECOND_DEMO_CUSTOMER } from "~/demo/demo-customers";
import { seedDemoAreas } from "~/features/customer-area/demo-areas.server";
import { seedDemoCustomer } from "~/features/customer-auth/demo-customer.server";
import { listContracts } from "~/server/contracts/contracts.server";
import { loadAccountSummary } from "~/server/customers/account-summary.server";
import { leads } from "~/server/db/schema/leads";
import { parseEnv } from "~/server/env.server";
import { countUnread, listNotifications } from "~/server/notifications/notifications.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { testDatabases } from "../support/databases";

const site = buildSiteConfig(parseEnv({}));

describe.each(testDatabases())("demo customer areas on $name", ({ handle }) => {
  const db = () => handle().db;

  async function seedAll() {
    const primary = await seedDemoCustomer(db(), DEMO_CUSTOMER);
    const second = await seedDemoCustomer(db(), SECOND_DEMO_CUSTOMER);
    await seedDemoAreas(db(), new Date("2026-11-23T10:00:00Z"));
    return { primary: primary.userId, second: second.userId };
  }

  it("fills the spec's sample customer: 245 € a month over three Actif contracts, 7 referrals, 150 € saved", async () => {
    expect(DEMO_AREA.email).toBe(DEMO_CUSTOMER.email);
    const { primary } = await seedAll();
    const summary = await loadAccountSummary(db(), { id: primary, name: "Camille Laurent" }, site);
    expect(summary).toMatchObject({
      activeContracts: 3,
      contracts: 3,
      monthlyPremiumCents: 24_500,
      memberSince: "2023-01-15",
      sponsorship: { referrals: 7, gifts: 2, toNextGift: 2, savedCents: 15_000, code: "CAMILLE-2023" },
    });
    const contracts = await listContracts(db(), primary);
    expect(contracts.map((c) => [c.productLine, c.status])).toEqual(
      expect.arrayContaining([
        ["vehicle", "active"],
        ["health", "active"],
        ["borrower", "active"],
      ]),
    );
    const notices = await listNotifications(db(), primary, { limit: 10 });
    expect(notices).toHaveLength(5);
    expect(await countUnread(db(), primary)).toBe(2);
    expect(notices.slice(0, 2).every((n) => n.readAt === null)).toBe(true);
    // The referrals are won leads that came with the code, as the back office will mark them.
    const referred = await db().select().from(leads).where(eq(leads.status, "won"));
    expect(referred.filter((lead) => lead.source.referralCode === "CAMILLE-2023")).toHaveLength(7);
  });

  it("fills a second customer with other data", async () => {
    const { primary, second } = await seedAll();
    expect(second).not.toBe(primary);
    // Its health contract is being cancelled at the end of 2026: it covers, and counts, until then.
    const summary = await loadAccountSummary(
      db(),
      { id: second, name: "Julien Moreau" },
      site,
      new Date("2026-11-26T10:00:00Z"),
    );
    expect(summary).toMatchObject({
      activeContracts: 2,
      cancelling: [{ reference: "SAN-2024-020517", endDate: "2026-12-31" }],
      contracts: 3,
      monthlyPremiumCents: 15_200,
      memberSince: SECOND_DEMO_CUSTOMER.memberSince,
      sponsorship: { referrals: 4, gifts: 1, toNextGift: 2, savedCents: 7500, code: SECOND_DEMO_AREA.referralCode },
    });
    const references = (await listContracts(db(), second)).map((c) => c.reference);
    expect(references).toEqual(["VEH-2024-007731", "SAN-2024-020517", "VEH-2022-001204"]);
    expect(references.some((r) => DEMO_AREA.contracts.some((c) => c.reference === r))).toBe(false);
    expect(await countUnread(db(), second)).toBe(1);
  });

  it("brings both areas back to their documented state however often it runs", async () => {
    const { primary } = await seedAll();
    const [first] = await listNotifications(db(), primary, { limit: 1 });
    const { markAllNotificationsRead } = await import("~/server/notifications/notifications.server");
    await markAllNotificationsRead(db(), primary);
    await seedAll();
    await seedAll();
    expect(await countUnread(db(), primary)).toBe(2);
    expect(await listNotifications(db(), primary, { limit: 10 })).toHaveLength(5);
    expect((await listContracts(db(), primary)).length).toBe(3);
    const summary = await loadAccountSummary(db(), { id: primary, name: "Camille Laurent" }, site);
    expect(summary.sponsorship.referrals).toBe(7);
    expect(first?.kind).toBe("certificateAvailable");
  });
});
