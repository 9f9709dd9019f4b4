import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { nextRenewal } from "~/server/contracts/contract-dates";
import { listRenewals, sendRenewalReminders } from "~/server/contracts/renewals.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contractRenewalReminders } from "~/server/db/schema/contract-records";
import { notifications } from "~/server/db/schema/customer-area";
import { customerProfiles } from "~/server/db/schema/customers";
import { outbox } from "~/server/db/schema/outbox";
import type { SiteConfig } from "~/server/site-config.server";
import { insertContract } from "../support/contract-factory";
import { testDatabases } from "../support/databases";

const site = {
  brandName: "Maison Courtage",
  contactEmail: "contact@maison-courtage.fr",
  siteUrl: "http://localhost:3000",
  oriasNumber: null,
} as SiteConfig;

/** The fake clock: 1 March 2027, 9 a.m. in Paris. */
const NOW = new Date("2027-03-01T08:00:00Z");

async function customer(db: Database) {
  const id = crypto.randomUUID();
  await db
    .insert(users)
    .values({ id, name: "Renée Échéance", email: `renee.${id.slice(0, 8)}@example.fr`, role: "customer" });
  await db
    .insert(customerProfiles)
    .values({ userId: id, firstName: "Renée", lastName: "Échéance", memberSince: "2024-01-01" });
  return id;
}

describe.each(testDatabases())("renewals on $name", (database) => {
  it("lists active contracts renewing in the next 60 days, soonest first, with the notice deadline", async () => {
    const { db } = database.handle();
    const owner = await customer(db);
    const inForty = await insertContract(db, owner, "health", {
      startDate: "2024-04-10",
      anniversaryDate: "2024-04-10",
    });
    const today = await insertContract(db, owner, "vehicle", {
      startDate: "2025-03-01",
      anniversaryDate: "2025-03-01",
    });
    const leap = await insertContract(db, owner, "borrower", {
      startDate: "2024-02-29",
      anniversaryDate: "2024-02-29",
    });
    const later = await insertContract(db, owner, "health", { startDate: "2024-06-15", anniversaryDate: "2024-06-15" });
    const winter = await insertContract(db, owner, "health", {
      startDate: "2025-01-20",
      anniversaryDate: "2025-01-20",
    });
    const ended = await insertContract(db, owner, "health", {
      startDate: "2024-04-01",
      anniversaryDate: "2024-04-01",
      status: "cancelled",
    });
    const rows = (await listRenewals(db, { today: "2027-03-01" })).rows.filter((row) => row.customer.id === owner);
    expect(rows.map((row) => [row.reference, row.anniversary, row.noticeDeadline])).toEqual([
      [today.reference, "2027-03-01", "2027-01-30"],
      [inForty.reference, "2027-04-10", "2027-03-11"],
    ]);
    // 29 February falls on the 28th in other years: passed on 1 March 2027, so next year's (2028-02-29) is too far.
    expect(rows.map((row) => row.contractId)).not.toContain(leap.id);
    expect((await listRenewals(db, { today: "2028-01-15" })).rows.map((row) => row.anniversary)).toContain(
      "2028-02-29",
    );
    expect(rows.map((row) => row.contractId)).not.toContain(later.id);
    expect(rows.map((row) => row.contractId)).not.toContain(ended.id);
    // The month-day index's window: over the new year it wraps, and a 29 February falls on the 28th.
    const mine = async (today: string) =>
      (await listRenewals(db, { today, pageSize: "all" })).rows
        .filter((row) => row.customer.id === owner)
        .map((row) => [row.reference, row.anniversary]);
    expect(await mine("2027-12-20")).toEqual([[winter.reference, "2028-01-20"]]);
    expect(await mine("2027-01-15")).toEqual([
      [winter.reference, "2027-01-20"],
      [leap.reference, "2027-02-28"],
      [today.reference, "2027-03-01"],
    ]);
    // A page at a time, with the total of every page.
    const all = await listRenewals(db, { today: "2027-01-15", pageSize: "all" });
    const second = await listRenewals(db, { today: "2027-01-15", page: 2, pageSize: 1 });
    expect(second.total).toBe(all.rows.length);
    expect(second.rows.map((row) => row.contractId)).toEqual([all.rows[1]?.contractId]);
  });

  it("never lists a new contract's start as its renewal: the same day as the customer's documents (issue 46)", async () => {
    const { db } = database.handle();
    const owner = await customer(db);
    const starting = await insertContract(db, owner, "vehicle", {
      startDate: "2026-12-01",
      anniversaryDate: "2026-12-01",
    });
    const mine = async (today: string) =>
      (await listRenewals(db, { today, pageSize: "all" })).rows
        .filter((row) => row.customer.id === owner)
        .map((row) => [row.reference, row.anniversary]);
    expect(await mine("2026-11-28")).toEqual([]);
    expect(await mine("2027-11-01")).toEqual([[starting.reference, nextRenewal(starting, "2027-11-01")]]);
    expect(nextRenewal(starting, "2026-11-28")).toBe("2027-12-01");
  });

  it("reminds once per contract and anniversary before the notice deadline, whatever runs it, then again next year", async () => {
    const { db } = database.handle();
    const owner = await customer(db);
    const due = await insertContract(db, owner, "health", { startDate: "2024-04-10", anniversaryDate: "2024-04-10" });
    const tooLate = await insertContract(db, owner, "vehicle", {
      startDate: "2025-03-15",
      anniversaryDate: "2025-03-15",
    });

    // Two instances at once: the reminder's key lets one of them send it.
    const other = await database.openAnother();
    const [first, second] = await Promise.all([
      sendRenewalReminders(db, site, NOW),
      sendRenewalReminders(other.db, site, NOW),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await sendRenewalReminders(db, site, new Date(NOW.getTime() + 86_400_000))).toBe(0);

    const mine = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, owner), eq(notifications.kind, "renewalReminder")));
    expect(mine.map((notice) => notice.contractId)).toEqual([due.id]);
    expect(mine[0]?.params).toMatchObject({ reference: due.reference, date: "2027-04-10", deadline: "2027-03-11" });
    const reminders = await db
      .select()
      .from(contractRenewalReminders)
      .where(eq(contractRenewalReminders.contractId, tooLate.id));
    expect(reminders).toEqual([]);
    const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, owner));
    const mails = (await db.select().from(outbox).where(eq(outbox.topic, "contract.renewal-reminder"))).filter(
      (mail) => mail.payload.to === person?.email,
    );
    expect(mails).toHaveLength(1);
    expect(String(mails[0]?.payload.subject)).toContain(due.reference);
    expect(String(mails[0]?.payload.text)).toContain(`/espace-client/contrats/${due.reference}`);

    // A year on, the next anniversary has its own reminder.
    expect(await sendRenewalReminders(db, site, new Date("2028-03-01T08:00:00Z"))).toBeGreaterThanOrEqual(1);
    const anniversaries = await db
      .select({ anniversary: contractRenewalReminders.anniversary })
      .from(contractRenewalReminders)
      .where(eq(contractRenewalReminders.contractId, due.id));
    expect(anniversaries.map((row) => row.anniversary).sort()).toEqual(["2027-04-10", "2028-04-10"]);
  });
});
