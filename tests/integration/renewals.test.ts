import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { nextRenewal } from "~/server/contracts/contract-dates";
import { listRenewals, sendRenewalReminders } from "~/server/contracts/renewals.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contractRenewalReminders } from "~/server/db/schema/contract-records";
import { notifications } from "~/server/db/schema/customer-area";
import { customerContactDetails, customerProfiles } from "~/server/db/schema/customers";
import { needsReviews } from "~/server/db/schema/needs-reviews";
import { outbox } from "~/server/db/schema/outbox";
import type { SiteConfig } from "~/server/site-config.server";
import { insertContract } from "../support/contract-factory";
import { testDatabases } from "../support/databases";

const site = {
  brandName: "Maison Courtage",
  contactEmail: "contact@maison-courtage.fr",
  siteUrl: "http://localhost:3000",
  oriasNumber: null,
  renewalReminderDays: [90, 60, 30],
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

  it("reminds once per contract, anniversary and threshold, whatever runs it, with the Chatel notice, then again next year", async () => {
    const { db } = database.handle();
    const owner = await customer(db);
    // 40 days before on NOW: the 60 days' reminder (not the 90's beside it).
    const due = await insertContract(db, owner, "health", { startDate: "2024-04-25", anniversaryDate: "2024-04-25" });
    // 14 days before: the 30 days' one, sent less than 15 days before the deadline (passed): 20 days from now.
    const late = await insertContract(db, owner, "vehicle", {
      startDate: "2025-03-15",
      anniversaryDate: "2025-03-15",
    });

    // Two instances at once: the reminder's key lets one of them send each.
    const other = await database.openAnother();
    const [first, second] = await Promise.all([
      sendRenewalReminders(db, site, NOW),
      sendRenewalReminders(other.db, site, NOW),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(2);
    expect(await sendRenewalReminders(db, site, new Date(NOW.getTime() + 86_400_000))).toBe(0);

    const notices = async () =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.customerId, owner), eq(notifications.kind, "renewalReminder")))
        .orderBy(notifications.createdAt);
    const mine = await notices();
    expect(mine.map((notice) => notice.contractId).sort()).toEqual([due.id, late.id].sort());
    expect(mine.find((notice) => notice.contractId === due.id)?.params).toMatchObject({
      reference: due.reference,
      date: "2027-04-25",
      deadline: "2027-03-26",
      link: `/espace-client/contrats/${due.reference}/besoins`,
    });
    expect(mine.find((notice) => notice.contractId === late.id)?.params).toMatchObject({
      date: "2027-03-15",
      deadline: "2027-03-21",
    });
    const thresholdsOf = async (contractId: string) =>
      (
        await db
          .select({ threshold: contractRenewalReminders.threshold, anniversary: contractRenewalReminders.anniversary })
          .from(contractRenewalReminders)
          .where(eq(contractRenewalReminders.contractId, contractId))
      )
        .map((row) => `${row.anniversary}:${row.threshold}`)
        .sort();
    expect(await thresholdsOf(due.id)).toEqual(["2027-04-25:60"]);
    expect(await thresholdsOf(late.id)).toEqual(["2027-03-15:30"]);
    const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, owner));
    const mails = async () =>
      (await db.select().from(outbox).where(eq(outbox.topic, "contract.renewal-reminder"))).filter(
        (mail) => mail.payload.to === person?.email,
      );
    expect(await mails()).toHaveLength(2);
    const dueMail = (await mails()).find((mail) => String(mail.payload.subject).includes(due.reference));
    expect(String(dueMail?.payload.text)).toContain(`/espace-client/contrats/${due.reference}`);
    expect(String(dueMail?.payload.text)).toContain("L113-15-1");
    expect(String(dueMail?.payload.text)).toContain(`/espace-client/contrats/${due.reference}/besoins`);
    const lateMail = (await mails()).find((mail) => String(mail.payload.subject).includes(late.reference));
    expect(String(lateMail?.payload.text)).toContain("20 jours");
    // One invitation per contract and anniversary.
    expect(await db.select().from(needsReviews).where(eq(needsReviews.customerId, owner))).toHaveLength(2);

    // 30 days before the first one's anniversary: its 30 days' reminder, the invitation still open.
    expect(await sendRenewalReminders(db, site, new Date("2027-03-26T08:00:00Z"))).toBeGreaterThanOrEqual(1);
    expect(await thresholdsOf(due.id)).toEqual(["2027-04-25:30", "2027-04-25:60"]);
    expect(await thresholdsOf(late.id)).toEqual(["2027-03-15:30"]);
    expect(await db.select().from(needsReviews).where(eq(needsReviews.customerId, owner))).toHaveLength(2);

    // A year on, the next anniversary has its own reminders.
    expect(await sendRenewalReminders(db, site, new Date("2028-03-01T08:00:00Z"))).toBeGreaterThanOrEqual(1);
    expect(await thresholdsOf(due.id)).toEqual(["2027-04-25:30", "2027-04-25:60", "2028-04-25:60"]);
  });

  it("keeps the Chatel notice for a customer who declined e-mails, without inviting them", async () => {
    const { db } = database.handle();
    const owner = await customer(db);
    await db.insert(customerContactDetails).values({ userId: owner, byEmail: false });
    const contract = await insertContract(db, owner, "home", {
      startDate: "2024-05-20",
      anniversaryDate: "2024-05-20",
    });
    expect(await sendRenewalReminders(db, site, NOW)).toBeGreaterThanOrEqual(1);
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, owner), eq(notifications.contractId, contract.id)));
    expect(notice?.params).toMatchObject({ date: "2027-05-20", deadline: "2027-04-20" });
    expect(notice?.params).not.toHaveProperty("link");
    expect(await db.select().from(needsReviews).where(eq(needsReviews.customerId, owner))).toEqual([]);
    const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, owner));
    const [mail] = (await db.select().from(outbox).where(eq(outbox.topic, "contract.renewal-reminder"))).filter(
      (row) => row.payload.to === person?.email,
    );
    expect(String(mail?.payload.text)).toContain("L113-15-1");
    expect(String(mail?.payload.text)).not.toContain("/besoins");
  });
});
