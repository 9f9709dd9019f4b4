import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { DEMO_FREEZE_LEAD } from "~/demo/demo-compliance";
import { seedDemoStaff } from "~/features/backoffice-access/demo-staff.server";
import { seedDemoFreeze } from "~/server/asset-freeze/demo-freeze.server";
import { pendingMatches } from "~/server/asset-freeze/screening.server";
import { freezeScreenings } from "~/server/db/schema/asset-freeze";
import { notifications } from "~/server/db/schema/customer-area";
import { customerProfiles } from "~/server/db/schema/customers";
import { leads } from "~/server/db/schema/leads";
import { needsReviews } from "~/server/db/schema/needs-reviews";
import { parseEnv } from "~/server/env.server";
import { seedDemoNeedsReview } from "~/server/needs-review/demo-needs-review.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { fileStore } from "~/server/storage.server";
import { seedDemoTraining } from "~/server/training/demo-training.server";
import { teamTrainingYear } from "~/server/training/training.server";
import { insertContract } from "../support/contract-factory";
import { createUser } from "../support/customers";
import { testDatabases } from "../support/databases";

const uploads = mkdtempSync(path.join(tmpdir(), "compliance-demo-"));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));
const NOVEMBER = new Date("2026-11-28T10:00:00Z");

describe.each(testDatabases())("the compliance demo on $name", (database) => {
  const db = () => database.handle().db;

  it("seeds the staff's trainings (the adviser flagged) and a prospect waiting for a decision, the same after a second seed", async () => {
    await seedDemoStaff(db());
    const site = buildSiteConfig(parseEnv({}));
    for (let run = 0; run < 2; run++) {
      await seedDemoTraining(db(), fileStore(uploads), NOVEMBER);
      await seedDemoFreeze(db(), site, NOVEMBER);
    }
    const team = await teamTrainingYear(db(), 2026, NOVEMBER);
    const standing = (email: string) => team.find((row) => row.email === email);
    expect(standing("admin@maison-courtage.fr")).toMatchObject({ total: 1600, standing: "met", documents: 1 });
    expect(standing("conseil@maison-courtage.fr")).toMatchObject({ total: 950, standing: "flagged", documents: 1 });

    const [lead] = await db().select().from(leads).where(eq(leads.reference, DEMO_FREEZE_LEAD.reference));
    const pending = await pendingMatches(db());
    expect(pending.filter((match) => match.leadId === lead?.id)).toHaveLength(1);
    expect(pending.find((match) => match.leadId === lead?.id)).toMatchObject({
      registryId: 990001,
      reason: "nameOnly",
    });
    const [logged] = await db()
      .select()
      .from(freezeScreenings)
      .where(eq(freezeScreenings.leadId, lead?.id as string));
    expect(logged).toMatchObject({ outcome: "possibleMatch", trigger: "demo" });
  }, 120_000);

  it("seeds the demo customer's soonest renewal with its notice and an invitation to confirm their needs, once", async () => {
    const customer = await createUser(db(), "customer");
    await db()
      .insert(customerProfiles)
      .values({ userId: customer.id, firstName: "Camille", lastName: "Démo", memberSince: "2023-01-01" });
    const soon = await insertContract(db(), customer.id, "health", {
      startDate: "2023-02-01",
      anniversaryDate: "2024-01-01",
    });
    await insertContract(db(), customer.id, "vehicle", { startDate: "2023-06-15", anniversaryDate: "2023-06-15" });
    for (let run = 0; run < 2; run++) {
      expect(await seedDemoNeedsReview(db(), customer.id, NOVEMBER)).toBe(soon.reference);
    }
    const reviews = await db().select().from(needsReviews).where(eq(needsReviews.customerId, customer.id));
    expect(reviews).toMatchObject([{ contractId: soon.id, anniversary: "2027-01-01", answeredAt: null }]);
    const notices = await db().select().from(notifications).where(eq(notifications.customerId, customer.id));
    expect(notices.map((notice) => notice.params)).toEqual([
      {
        reference: soon.reference,
        date: "2027-01-01",
        // Five weeks before: the notice is late for the one-month deadline, so twenty days from now.
        deadline: "2026-12-18",
        link: `/espace-client/contrats/${soon.reference}/besoins`,
      },
    ]);
  });
});
