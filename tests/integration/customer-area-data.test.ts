import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ContractDraftSchema } from "~/server/contracts/contract-draft";
import { findCustomerContract, listContracts } from "~/server/contracts/contracts.server";
import { loadAccountSummary } from "~/server/customers/account-summary.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts, notifications, profilePhotos, referralCodes, referrals } from "~/server/db/schema/customer-area";
import { leads } from "~/server/db/schema/leads";
import {
  createNotification,
  latestNotifications,
  listNotifications,
} from "~/server/notifications/notifications.server";
import { creditReferralForLead, ensureReferralCode } from "~/server/sponsorship/referrals.server";
import { contractDraft, insertContract } from "../support/contract-factory";
import { createCustomer } from "../support/customers";
import { testDatabases } from "../support/databases";

const site = { siteUrl: "https://courtier.example", referralGiftCents: 7500 };

/** A quote request as the site stores it, carrying a `?parrain=` code, in the given status. */
async function leadWithCode(db: Database, code: string | null, status: "new" | "won" = "won", email?: string) {
  const unique = crypto.randomUUID().slice(0, 8);
  const at = new Date().toISOString();
  const [row] = await db
    .insert(leads)
    .values({
      reference: `T-${unique}`,
      product: "healthFamily",
      status,
      answers: {},
      lastName: "Filleul",
      firstName: "Test",
      email: email ?? `filleul.${unique}@example.fr`,
      phone: "+33612345678",
      lang: "fr",
      consents: { privacy: { text: "ok", at }, callback: { given: false, text: "ok", at } },
      callbackConsent: false,
      source: { page: "/", referrer: null, firstTouch: null, lastTouch: null, referralCode: code, lang: "fr" },
    })
    .returning({ id: leads.id });
  return row?.id as string;
}

describe.each(testDatabases())("customer area data on $name", ({ handle }) => {
  const db = () => handle().db;

  it("lists a customer's contracts, running ones first, and finds one only for its owner", async () => {
    const owner = await createCustomer(db());
    const other = await createCustomer(db());
    const ended = await insertContract(db(), owner.id, "vehicle", { status: "cancelled", endDate: "2025-02-28" });
    const running = await insertContract(db(), owner.id, "health");
    const theirs = await insertContract(db(), other.id, "borrower");

    expect((await listContracts(db(), owner.id)).map((c) => c.reference)).toEqual([running.reference, ended.reference]);
    expect((await findCustomerContract(db(), owner.id, running.reference))?.id).toBe(running.id);
    expect(await findCustomerContract(db(), owner.id, theirs.reference)).toBeNull();
    expect(await findCustomerContract(db(), owner.id, "' or 1=1 --")).toBeNull();
    expect(running).toMatchObject({ productLine: "health", vehicleRegistration: null, loanAmountCents: null });
    expect(running.peopleCovered).toHaveLength(2);
  });

  it("keeps every line's details, and the database refuses a vehicle without its registration", async () => {
    const owner = await createCustomer(db());
    const vehicle = await insertContract(db(), owner.id, "vehicle", {
      vehicle: { registration: "gh-417-km", make: "BMW", model: "Série 3" },
    });
    expect(vehicle).toMatchObject({ vehicleRegistration: "GH-417-KM", vehicleMake: "BMW", productLine: "vehicle" });
    const loan = await insertContract(db(), owner.id, "borrower");
    expect(loan).toMatchObject({ loanAmountCents: 30_000_000, loanBank: "Banque Test" });

    await expect(
      db().execute(sql`update ${contracts} set vehicle_registration = null where ${contracts.id} = ${vehicle.id}`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`update ${contracts} set status = 'lost' where ${contracts.id} = ${loan.id}`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`update ${contracts} set product = 'healthFamily' where ${contracts.id} = ${loan.id}`),
    ).rejects.toThrow();
    expect(ContractDraftSchema.safeParse(contractDraft(owner.id, "borrower", { loan: null })).success).toBe(false);
    expect(ContractDraftSchema.safeParse(contractDraft(owner.id, "vehicle", { vehicle: undefined })).success).toBe(
      false,
    );
    expect(
      ContractDraftSchema.safeParse(
        contractDraft(owner.id, "health", { startDate: "2026-01-01", endDate: "2025-12-31" }),
      ).success,
    ).toBe(false);
  });

  it("pages through notifications newest first, and counts and marks only the owner's", async () => {
    const { countUnread, findNotification, markAllNotificationsRead, markNotificationRead } = await import(
      "~/server/notifications/notifications.server"
    );
    const owner = await createCustomer(db());
    const other = await createCustomer(db());
    const base = Date.parse("2026-11-01T10:00:00Z");
    for (let i = 0; i < 5; i++) {
      await createNotification(db(), { customerId: owner.id, kind: "welcome", createdAt: new Date(base + i * 60_000) });
    }
    const theirs = await createNotification(db(), { customerId: other.id, kind: "welcome" });

    const first = await listNotifications(db(), owner.id, { limit: 3 });
    expect(first.map((n) => n.createdAt.getTime())).toEqual([4, 3, 2].map((i) => base + i * 60_000));
    const rest = await listNotifications(db(), owner.id, { limit: 3, before: first.at(-1) });
    expect(rest.map((n) => n.createdAt.getTime())).toEqual([1, 0].map((i) => base + i * 60_000));
    expect(await countUnread(db(), owner.id)).toBe(5);
    // The home's card: the newest and the unread count, in one statement.
    expect(await latestNotifications(db(), owner.id, 3)).toEqual({ latest: first, unread: 5 });
    expect(await latestNotifications(db(), (await createCustomer(db())).id, 3)).toEqual({ latest: [], unread: 0 });

    expect(await markNotificationRead(db(), owner.id, theirs.id)).toBe(false);
    expect((await findNotification(db(), other.id, theirs.id))?.readAt).toBeNull();
    expect(await findNotification(db(), owner.id, theirs.id)).toBeNull();
    expect(await markNotificationRead(db(), owner.id, "not-a-uuid")).toBe(false);

    const readAt = new Date("2026-11-20T08:00:00Z");
    expect(await markNotificationRead(db(), owner.id, first[0]?.id as string, readAt)).toBe(true);
    expect(await markNotificationRead(db(), owner.id, first[0]?.id as string, new Date())).toBe(true);
    expect((await findNotification(db(), owner.id, first[0]?.id as string))?.readAt).toEqual(readAt);
    expect(await countUnread(db(), owner.id)).toBe(4);
    expect((await latestNotifications(db(), owner.id, 3)).unread).toBe(4);
    await markAllNotificationsRead(db(), owner.id);
    expect(await countUnread(db(), owner.id)).toBe(0);
    expect(await latestNotifications(db(), owner.id, 1)).toMatchObject({ latest: [{ id: first[0]?.id }], unread: 0 });
    expect(await countUnread(db(), other.id)).toBe(1);
  });

  it("credits a won lead carrying the code to its sponsor once, and tells them", async () => {
    const sponsor = await createCustomer(db(), { firstName: "Héloïse" });
    const code = await ensureReferralCode(db(), sponsor.id, "Héloïse");
    expect(code).toMatch(/^HELOISE-[A-Z2-9]{4}$/);
    expect(await ensureReferralCode(db(), sponsor.id, "Autre")).toBe(code);

    const pending = await leadWithCode(db(), code, "new");
    expect(await creditReferralForLead(db(), pending)).toEqual({ credited: false, reason: "not-won" });
    await db().update(leads).set({ status: "won" }).where(eq(leads.id, pending));
    expect(await creditReferralForLead(db(), pending)).toEqual({
      credited: true,
      referrerId: sponsor.id,
      referrals: 1,
    });
    expect(await creditReferralForLead(db(), pending)).toEqual({ credited: false, reason: "already" });

    expect(await creditReferralForLead(db(), await leadWithCode(db(), code.toLowerCase()))).toMatchObject({
      credited: true,
      referrals: 2,
    });
    expect(await creditReferralForLead(db(), await leadWithCode(db(), null))).toEqual({
      credited: false,
      reason: "no-code",
    });
    expect(await creditReferralForLead(db(), await leadWithCode(db(), "NOBODY-0000"))).toEqual({
      credited: false,
      reason: "unknown-code",
    });
    expect(
      await creditReferralForLead(db(), await leadWithCode(db(), code, "won", sponsor.email.toUpperCase())),
    ).toEqual({
      credited: false,
      reason: "self",
    });
    const third = await leadWithCode(db(), code);
    expect(await creditReferralForLead(db(), third)).toMatchObject({ credited: true, referrals: 3 });

    const notices = await listNotifications(db(), sponsor.id, { limit: 10 });
    expect(notices.map((n) => [n.kind, n.params])).toEqual([
      ["referralGift", {}],
      ["referralWon", { count: 1 }],
      ["referralWon", { count: 2 }],
    ]);

    // Erasing the lead (GDPR) keeps the sponsor's credit.
    await db().delete(leads).where(eq(leads.id, third));
    const kept = await db().select().from(referrals).where(eq(referrals.referrerId, sponsor.id));
    expect(kept).toHaveLength(3);
    expect(kept.filter((r) => r.leadId === null)).toHaveLength(1);
  });

  it("sums the active contracts' premiums and works out the sponsorship from the referrals", async () => {
    const customer = await createCustomer(db(), { firstName: "Nora", memberSince: "2024-05-20" });
    await insertContract(db(), customer.id, "vehicle", { monthlyPremiumCents: 8900 });
    await insertContract(db(), customer.id, "health", { monthlyPremiumCents: 12_400 });
    await insertContract(db(), customer.id, "borrower", { monthlyPremiumCents: 3200 });
    await insertContract(db(), customer.id, "health", {
      status: "cancelling",
      endDate: "2026-12-31",
      monthlyPremiumCents: 5000,
    });
    await insertContract(db(), customer.id, "vehicle", { status: "suspended", monthlyPremiumCents: 7000 });
    const code = await ensureReferralCode(db(), customer.id, "Nora");
    for (let i = 0; i < 7; i++) await creditReferralForLead(db(), await leadWithCode(db(), code));

    // The contract being cancelled covers, and costs, until its effect date: counted until then.
    const summary = await loadAccountSummary(
      db(),
      { id: customer.id, name: "Nora Test" },
      site,
      new Date("2026-11-26T10:00:00Z"),
    );
    expect(summary.cancelling).toEqual([
      { product: expect.any(String), reference: expect.any(String), endDate: "2026-12-31" },
    ]);
    const after = await loadAccountSummary(
      db(),
      { id: customer.id, name: "Nora Test" },
      site,
      new Date("2026-12-31T10:00:00Z"),
    );
    expect(after).toMatchObject({ activeContracts: 3, monthlyPremiumCents: 24_500, cancelling: [] });
    expect(summary).toMatchObject({
      activeContracts: 4,
      contracts: 5,
      monthlyPremiumCents: 29_500,
      memberSince: "2024-05-20",
      sponsorship: {
        referrals: 7,
        gifts: 2,
        toNextGift: 2,
        savedCents: 15_000,
        code,
        link: `https://courtier.example/?parrain=${code}`,
      },
    });
  });

  it("reads the summary from contracts and a profile the caller already has, with the same figures", async () => {
    const customer = await createCustomer(db(), { firstName: "Inès", memberSince: "2023-03-01" });
    await insertContract(db(), customer.id, "health", { monthlyPremiumCents: 4000 });
    for (const endDate of [null, "2027-02-01", "2026-12-15"]) {
      await insertContract(db(), customer.id, "vehicle", { status: "cancelling", endDate, monthlyPremiumCents: 1000 });
    }
    await insertContract(db(), customer.id, "borrower", { status: "cancelled", monthlyPremiumCents: 9000 });
    const who = { id: customer.id, name: "Inès Test" };
    const now = new Date("2026-11-26T10:00:00Z");
    const read = await loadAccountSummary(db(), who, site, now);
    const given = await loadAccountSummary(db(), who, site, now, {
      contracts: await listContracts(db(), customer.id),
      profile: { firstName: "Inès", memberSince: "2023-03-01" },
    });
    expect(given).toEqual(read);
    expect(read).toMatchObject({
      activeContracts: 4,
      contracts: 5,
      monthlyPremiumCents: 7000,
      memberSince: "2023-03-01",
    });
    // Soonest end first, the undated last (as PostgreSQL orders them).
    expect(read.cancelling.map((c) => c.endDate)).toEqual(["2026-12-15", "2027-02-01", null]);
  });

  it("reads a customer's record and their photo's version together, either missing", async () => {
    const customer = await createCustomer(db(), { firstName: "Léa", lastName: "Martin" });
    const { findProfileAndPhoto, photoVersion } = await import("~/server/customers/photo-store.server");
    const before = await findProfileAndPhoto(db(), customer.id);
    expect(before).toMatchObject({
      profile: { userId: customer.id, firstName: "Léa", lastName: "Martin" },
      photoVersion: null,
    });
    await db().insert(profilePhotos).values({
      customerId: customer.id,
      storagePath: "p/photo.webp",
      contentType: "image/webp",
      size: 10,
      width: 1,
      height: 1,
    });
    const after = await findProfileAndPhoto(db(), customer.id);
    expect(after.photoVersion).toBe(await photoVersion(db(), customer.id));
    expect(after.photoVersion).not.toBeNull();
    const staff = crypto.randomUUID();
    await db()
      .insert(users)
      .values({ id: staff, name: "Sans Fiche", email: `${staff}@example.fr`, role: "adviser" });
    expect(await findProfileAndPhoto(db(), staff)).toEqual({ profile: null, photoVersion: null });
  });

  it("gives a new customer an empty summary and a referral code of their own", async () => {
    const customer = await createCustomer(db(), { firstName: "Zoé" });
    const summary = await loadAccountSummary(db(), { id: customer.id, name: "Zoé Test" }, site);
    expect(summary).toMatchObject({ activeContracts: 0, contracts: 0, monthlyPremiumCents: 0 });
    expect(summary.sponsorship).toMatchObject({ referrals: 0, gifts: 0, toNextGift: 3, savedCents: 0 });
    expect(summary.sponsorship.code).toMatch(/^ZOE-/);
  });

  it("removes a customer's contracts, notices and referrals with their account", async () => {
    const { users } = await import("~/server/db/schema/auth");
    const customer = await createCustomer(db());
    await insertContract(db(), customer.id);
    await createNotification(db(), { customerId: customer.id, kind: "welcome" });
    const code = await ensureReferralCode(db(), customer.id, "Test");
    await creditReferralForLead(db(), await leadWithCode(db(), code));
    await db().delete(users).where(eq(users.id, customer.id));
    expect(await db().select().from(contracts).where(eq(contracts.customerId, customer.id))).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.customerId, customer.id))).toEqual([]);
    expect(await db().select().from(referrals).where(eq(referrals.referrerId, customer.id))).toEqual([]);
    expect(await db().select().from(referralCodes).where(eq(referralCodes.code, code))).toEqual([]);
  });
});
