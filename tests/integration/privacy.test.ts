import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEDULED_JOBS } from "~/scheduled-jobs.server";
import type { Database } from "~/server/db/client.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import { accounts, sessions, users } from "~/server/db/schema/auth";
import { chatMessages } from "~/server/db/schema/chat";
import { contracts, notifications } from "~/server/db/schema/customer-area";
import { customerRequestFiles, customerRequests } from "~/server/db/schema/customer-requests";
import { leads } from "~/server/db/schema/leads";
import { dataExports, legalHolds, privacyRequests, retentionPurges } from "~/server/db/schema/privacy";
import { resetEnvCache } from "~/server/env.server";
import { runDueJobs } from "~/server/jobs.server";
import { expireDataExports, queueDataExport, runPendingExports } from "~/server/privacy/data-exports.server";
import { ErasureBlocked, eraseSubject } from "~/server/privacy/erasure.server";
import { planErasure } from "~/server/privacy/erasure-plan.server";
import { recordPrivacyRequest } from "~/server/privacy/register.server";
import { retentionDryRun } from "~/server/privacy/retention.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { insertContract } from "../support/contract-factory";
import { createCustomer, createUser } from "../support/customers";
import { testDatabases } from "../support/databases";
import { leadDraft } from "../support/lead-factory";

/**
 * Issue 26, GDPR: an export checked field by field against the database and its files, an
 * erasure checked in the database and on disk with what the law keeps, and the retention purge
 * run by two job runners at once on a fake clock.
 */
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), "privacy-"));
  process.env.UPLOADS_DIR = uploadsDir;
  resetEnvCache();
});
afterAll(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
  delete process.env.UPLOADS_DIR;
  resetEnvCache();
});

const DAY = 24 * 60 * 60_000;
const exists = (file: string) =>
  stat(path.join(uploadsDir, file)).then(
    () => true,
    () => false,
  );

async function staffActor(db: Database): Promise<StaffActor> {
  const admin = await createUser(db, "admin");
  return { id: admin.id, email: admin.email, name: "Admin Test", ip: "203.0.113.9" };
}

async function insertLead(
  db: Database,
  overrides: { email: string; phone?: string; customerId?: string; createdAt?: Date },
) {
  const draft = leadDraft();
  const [row] = await db
    .insert(leads)
    .values({
      reference: `L-${crypto.randomUUID().slice(0, 8)}`,
      product: draft.product,
      answers: draft.answers,
      lastName: draft.contact.lastName,
      firstName: draft.contact.firstName,
      company: null,
      email: overrides.email,
      phone: overrides.phone ?? "+33612345678",
      lang: "fr",
      consents: draft.consents,
      callbackConsent: true,
      source: draft.source,
      customerId: overrides.customerId ?? null,
      createdAt: overrides.createdAt ?? new Date(),
    })
    .returning();
  return row as typeof leads.$inferSelect;
}

/** A customer with something of every kind: contracts, a lead, a request and its file, chat, a session, notices. */
async function customerWithData(db: Database) {
  const customer = await createCustomer(db);
  const vehicle = await insertContract(db, customer.id, "vehicle");
  const health = await insertContract(db, customer.id, "health");
  const lead = await insertLead(db, { email: customer.email.toUpperCase(), customerId: customer.id });
  const [request] = await db
    .insert(customerRequests)
    .values({
      reference: `DOC-${crypto.randomUUID().slice(0, 8)}`,
      customerId: customer.id,
      kind: "document",
      details: { documentType: "identity" },
      lang: "fr",
      submissionKey: crypto.randomUUID(),
    })
    .returning();
  const storagePath = `requests/${crypto.randomUUID()}.pdf`;
  const bytes = Buffer.from(`%PDF-1.4 carte d'identité ${crypto.randomUUID()}`);
  await mkdir(path.join(uploadsDir, "requests"), { recursive: true });
  await writeFile(path.join(uploadsDir, storagePath), bytes);
  await db.insert(customerRequestFiles).values({
    requestId: (request as { id: string }).id,
    storagePath,
    fileName: "carte identité.pdf",
    contentType: "pdf",
    size: bytes.byteLength,
  });
  await db.insert(chatMessages).values({ customerId: customer.id, role: "user", content: "Ma franchise auto ?" });
  await db.insert(sessions).values({
    id: crypto.randomUUID(),
    token: crypto.randomUUID(),
    userId: customer.id,
    expiresAt: new Date(Date.now() + DAY),
    ipAddress: "198.51.100.7",
    userAgent: "Firefox test",
    updatedAt: new Date(),
  });
  await db.insert(notifications).values({ customerId: customer.id, kind: "welcome" });
  return {
    customer,
    vehicle,
    health,
    lead,
    request: request as typeof customerRequests.$inferSelect,
    storagePath,
    bytes,
  };
}

describe.each(testDatabases())("GDPR on $name", ({ handle, openAnother }) => {
  const db = () => handle().db;

  it("exports everything held about a person, field by field, with their files, then deletes it after its period", async () => {
    const actor = await staffActor(db());
    const held = await customerWithData(db());
    const entry = await recordPrivacyRequest(
      db(),
      {
        kind: "access",
        subjectName: "Camille Laurent",
        subjectEmail: held.customer.email,
        subjectPhone: null,
        receivedAt: new Date(),
      },
      actor,
    );
    const id = await queueDataExport(
      db(),
      { email: held.customer.email, phone: null },
      { staff: actor, requestId: entry.id },
    );
    expect(await runPendingExports(db())).toBe(1);
    const [done] = await db().select().from(dataExports).where(eq(dataExports.id, id));
    expect(done).toMatchObject({ status: "ready", error: null });
    expect(done?.progress).toBe(done?.totalSteps);
    const zip = unzipSync(new Uint8Array(await readFile(path.join(uploadsDir, done?.storagePath as string))));
    const json = (name: string) =>
      JSON.parse(new TextDecoder().decode(zip[`${name}.json`])) as Array<Record<string, unknown>>;

    const [user] = await db().select().from(users).where(eq(users.id, held.customer.id));
    expect(json("account")).toEqual([
      expect.objectContaining({
        id: user?.id,
        name: user?.name,
        email: user?.email,
        profile: expect.objectContaining({ firstName: held.customer.firstName, lastName: held.customer.lastName }),
      }),
    ]);
    const contractRows = await db().select().from(contracts).where(eq(contracts.customerId, held.customer.id));
    expect(
      json("contracts")
        .map((row) => row.reference)
        .sort(),
    ).toEqual(contractRows.map((row) => row.reference).sort());
    expect(json("contracts").find((row) => row.id === held.vehicle.id)).toMatchObject({
      vehicleRegistration: held.vehicle.vehicleRegistration,
      monthlyPremiumCents: held.vehicle.monthlyPremiumCents,
      insurer: held.vehicle.insurer,
    });
    expect(json("leads")).toEqual([
      expect.objectContaining({
        reference: held.lead.reference,
        email: held.lead.email,
        phone: held.lead.phone,
        lastName: held.lead.lastName,
        consents: held.lead.consents,
        events: [],
      }),
    ]);
    const [request] = json("requests");
    expect(request).toMatchObject({
      reference: held.request.reference,
      kind: "document",
      details: held.request.details,
    });
    const [file] = (request?.files ?? []) as Array<{ inExport: string; fileName: string; size: number }>;
    expect(file).toMatchObject({ fileName: "carte identité.pdf", size: held.bytes.byteLength });
    expect(Buffer.from(zip[file?.inExport as string] as Uint8Array).equals(held.bytes)).toBe(true);
    expect(json("chat")).toEqual([expect.objectContaining({ role: "user", content: "Ma franchise auto ?" })]);
    expect(json("sign-ins")).toEqual([
      expect.objectContaining({ ipAddress: "198.51.100.7", userAgent: "Firefox test" }),
    ]);
    expect(json("notifications")).toEqual([expect.objectContaining({ kind: "welcome" })]);
    expect(json("consents")).toEqual([
      expect.objectContaining({ kind: "quoteForm", lead: held.lead.reference, consents: held.lead.consents }),
    ]);
    expect(json("privacy-requests")).toEqual([expect.objectContaining({ reference: entry.reference, kind: "access" })]);
    // What is not the person's data never leaves: password hashes, session tokens.
    const everything = Object.values(zip)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join("\n");
    const [account] = await db().select().from(accounts).where(eq(accounts.userId, held.customer.id));
    expect(everything).not.toContain(account?.password as string);
    expect(everything).not.toContain("token");

    const audit = await db().select().from(staffAuditLog).where(eq(staffAuditLog.targetId, id));
    expect(audit.map((row) => row.action)).toEqual(["privacy.export.request"]);

    expect(await expireDataExports(db(), new Date(Date.now() + 8 * DAY))).toBeGreaterThanOrEqual(1);
    const [expired] = await db().select().from(dataExports).where(eq(dataExports.id, id));
    expect(expired).toMatchObject({ status: "expired", storagePath: null });
    expect(await exists(done?.storagePath as string)).toBe(false);
  });

  it("erases a person everywhere and on disk, keeping an ended contract within its prescription and the proof of consent", async () => {
    const actor = await staffActor(db());
    const held = await customerWithData(db());
    const entry = await recordPrivacyRequest(
      db(),
      {
        kind: "erasure",
        subjectName: "Camille Laurent",
        subjectEmail: held.customer.email,
        subjectPhone: null,
        receivedAt: new Date(),
      },
      actor,
    );
    const subject = { email: held.customer.email, phone: null };
    await expect(eraseSubject(db(), actor, subject, { requestId: entry.id })).rejects.toBeInstanceOf(ErasureBlocked);

    // The vehicle ended two years ago (kept until five years after), the health one ten years ago (erased).
    const endedRecently = new Date(Date.now() - 2 * 365 * DAY).toISOString().slice(0, 10);
    await db()
      .update(contracts)
      .set({ status: "cancelled", endDate: endedRecently })
      .where(eq(contracts.id, held.vehicle.id));
    await db()
      .update(contracts)
      .set({ status: "cancelled", endDate: "2015-01-31" })
      .where(eq(contracts.id, held.health.id));
    const plan = await planErasure(db(), subject);
    expect(plan.counts).toMatchObject({
      accounts: 1,
      leads: 1,
      contractsKept: 1,
      contractsErased: 1,
      contractsRunning: 0,
      requests: 1,
      files: 1,
      chat: 1,
      signIns: 1,
      notifications: 1,
      consentProofsKept: 1,
    });

    await eraseSubject(db(), actor, subject, { requestId: entry.id });

    const [user] = await db().select().from(users).where(eq(users.id, held.customer.id));
    expect(user).toMatchObject({ name: "Anonyme", email: `efface-${held.customer.id}@anonyme.invalid` });
    expect(await db().select().from(accounts).where(eq(accounts.userId, held.customer.id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, held.customer.id))).toEqual([]);
    expect(await db().select().from(chatMessages).where(eq(chatMessages.customerId, held.customer.id))).toEqual([]);
    expect(await db().select().from(customerRequests).where(eq(customerRequests.customerId, held.customer.id))).toEqual(
      [],
    );
    expect(await exists(held.storagePath)).toBe(false);
    const kept = await db().select().from(contracts).where(eq(contracts.customerId, held.customer.id));
    expect(kept).toEqual([
      expect.objectContaining({ id: held.vehicle.id, vehicleRegistration: "ANONYME", peopleCovered: null }),
    ]);
    const [lead] = await db().select().from(leads).where(eq(leads.id, held.lead.id));
    expect(lead).toMatchObject({
      lastName: "Anonyme",
      firstName: null,
      phone: "",
      answers: {},
      consents: held.lead.consents,
    });
    expect(lead?.email).not.toContain(held.customer.email.split("@")[0]);
    const holds = await db().select().from(legalHolds).where(eq(legalHolds.requestId, entry.id));
    const fiveYearsAfter = `${Number(endedRecently.slice(0, 4)) + 5}${endedRecently.slice(4)}`;
    expect(
      holds
        .map(({ recordType, recordId, holdUntil }) => ({ recordType, recordId, holdUntil }))
        .sort((a, b) => a.recordType.localeCompare(b.recordType)),
    ).toEqual([
      { recordType: "contract", recordId: held.vehicle.id, holdUntil: fiveYearsAfter },
      expect.objectContaining({ recordType: "lead", recordId: held.lead.id }),
    ]);
    const [closed] = await db().select().from(privacyRequests).where(eq(privacyRequests.id, entry.id));
    expect(closed).toMatchObject({ status: "done", subjectName: "Anonyme", subjectEmail: null, handledBy: actor.id });
    const audit = await db().select().from(staffAuditLog).where(eq(staffAuditLog.targetId, entry.id));
    expect(audit.map((row) => row.action)).toContain("privacy.erase");
    // Nothing is left that finds the person by their address.
    expect((await planErasure(db(), subject)).counts.accounts).toBe(0);
  });

  it("purges prospects after three years without contact and customers after their retention, once across two instances", async () => {
    const now = new Date(Date.now() + 400 * DAY);
    const oldProspect = await insertLead(db(), {
      email: `ancien.${crypto.randomUUID().slice(0, 6)}@example.fr`,
      createdAt: new Date(now.getTime() - 4 * 365 * DAY),
    });
    const recentProspect = await insertLead(db(), {
      email: `recent.${crypto.randomUUID().slice(0, 6)}@example.fr`,
      createdAt: new Date(now.getTime() - 2 * 365 * DAY),
    });
    // The same person wrote again two years ago: their older lead is within three years of contact.
    const returning = `retour.${crypto.randomUUID().slice(0, 6)}@example.fr`;
    const returningOld = await insertLead(db(), {
      email: returning,
      createdAt: new Date(now.getTime() - 5 * 365 * DAY),
    });
    await insertLead(db(), { email: returning, createdAt: new Date(now.getTime() - 2 * 365 * DAY) });
    const former = await createCustomer(db());
    const formerContract = await insertContract(db(), former.id, "health");
    await db()
      .update(contracts)
      .set({ status: "cancelled", endDate: "2010-06-30" })
      .where(eq(contracts.id, formerContract.id));

    const dryRun = await retentionDryRun(db(), now);
    expect(dryRun.counts.prospects).toBeGreaterThanOrEqual(1);
    expect(dryRun.counts.customers).toBeGreaterThanOrEqual(1);
    // A dry run touches nothing.
    expect(await db().select().from(leads).where(eq(leads.id, oldProspect.id))).toHaveLength(1);

    const purge = SCHEDULED_JOBS.find((job) => job.name === "retention-purge");
    if (!purge) throw new Error("the retention purge is not scheduled");
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(retentionPurges))[0]?.n ?? 0;
    const instances = [handle().db, (await openAnother()).db];
    const ran = await Promise.all(instances.map((instance) => runDueJobs(instance, [purge], now)));
    expect(ran.flat()).toEqual(["retention-purge"]);
    const logs = await db().select().from(retentionPurges);
    expect(logs).toHaveLength(before + 1);
    expect(logs.at(-1)?.counts).toMatchObject({
      prospects: dryRun.counts.prospects,
      customers: dryRun.counts.customers,
    });

    const oldLead = (await db().select().from(leads).where(eq(leads.id, oldProspect.id)))[0];
    // Older than the five years of consent proof? No: four years, so it is kept anonymised under a hold.
    expect(oldLead).toMatchObject({ lastName: "Anonyme", phone: "" });
    expect(await db().select().from(leads).where(eq(leads.id, recentProspect.id))).toEqual([
      expect.objectContaining({ email: recentProspect.email }),
    ]);
    expect((await db().select().from(leads).where(eq(leads.id, returningOld.id)))[0]?.email).toBe(returning);
    expect(await db().select().from(users).where(eq(users.id, former.id))).toEqual([]);
  });
});
