import { and, count, eq, inArray, or, type SQLWrapper, sql } from "drizzle-orm";
import { recordStaffAction } from "../audit/audit-log.server";
import { parisToday } from "../contracts/contract-dates";
import type { Database } from "../db/client.server";
import { accounts, sessions, users, verifications } from "../db/schema/auth";
import { jobApplications } from "../db/schema/careers";
import { chatMessages } from "../db/schema/chat";
import { contracts, notifications, profilePhotos, referralCodes, referrals } from "../db/schema/customer-area";
import { customerRequestFiles, customerRequests } from "../db/schema/customer-requests";
import { customerContactDetails, customerDetailChanges, customerProfiles } from "../db/schema/customers";
import { leadEvents } from "../db/schema/lead-activity";
import { leads } from "../db/schema/leads";
import { devMailbox, outbox } from "../db/schema/outbox";
import { dataExports, legalHolds, privacyRequests } from "../db/schema/privacy";
import { publicConfirmations } from "../db/schema/public-confirmations";
import { env } from "../env.server";
import type { StaffActor } from "../staff/staff-actor";
import { fileStore } from "../storage.server";
import { type DataSubject, findSubjectRecords, normaliseEmail, type SubjectRecords } from "./data-subject.server";

/** Insurance and commercial prescription (Code des assurances L114-1, Code de commerce L110-4): 5 years. */
export const PRESCRIPTION_YEARS = 5;

/** What an erasure removes or keeps, by kind: the screen shows it before anything goes. */
export type ErasureCounts = {
  accounts: number;
  leads: number;
  contractsErased: number;
  contractsKept: number;
  contractsRunning: number;
  requests: number;
  files: number;
  messages: number;
  chat: number;
  signIns: number;
  notifications: number;
  applications: number;
  consentProofsKept: number;
};

export type ErasureHold = { recordType: "contract" | "lead"; recordId: string; reason: string; holdUntil: string };

export type ErasurePlan = { records: SubjectRecords; counts: ErasureCounts; holds: ErasureHold[] };

/** The day `years` after a day (29 February falls on 28 February). */
export function yearsAfter(day: string, years: number) {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

const ERASED_NAME = "Anonyme";
const erasedEmail = (id: string) => `efface-${id}@anonyme.invalid`;

/**
 * What erasing the person would do, computed from the database as it is: counts per kind, and the
 * records the law makes us keep (with their end date). A contract still running blocks the
 * erasure: it is needed to perform the contract (article 17.3.b) until it ends.
 */
export async function planErasure(db: Database, subject: DataSubject, now = new Date()): Promise<ErasurePlan> {
  const records = await findSubjectRecords(db, subject);
  const today = parisToday(now);
  const { customerIds, leadIds, applicationIds } = records;
  const holds: ErasureHold[] = [];
  let contractsErased = 0;
  let contractsRunning = 0;
  if (customerIds.length > 0) {
    const rows = await db
      .select({ id: contracts.id, endDate: contracts.endDate, status: contracts.status })
      .from(contracts)
      .where(inArray(contracts.customerId, customerIds));
    for (const contract of rows) {
      if (!contract.endDate || contract.endDate > today) contractsRunning++;
      else if (yearsAfter(contract.endDate, PRESCRIPTION_YEARS) > today) {
        holds.push({
          recordType: "contract",
          recordId: contract.id,
          reason: "prescription",
          holdUntil: yearsAfter(contract.endDate, PRESCRIPTION_YEARS),
        });
      } else contractsErased++;
    }
  }
  if (leadIds.length > 0) {
    const rows = await db
      .select({ id: leads.id, createdAt: leads.createdAt })
      .from(leads)
      .where(inArray(leads.id, leadIds));
    for (const lead of rows) {
      const holdUntil = yearsAfter(parisToday(lead.createdAt), PRESCRIPTION_YEARS);
      if (holdUntil > today) holds.push({ recordType: "lead", recordId: lead.id, reason: "consentProof", holdUntil });
    }
  }
  const countOf = async (read: Promise<Array<{ n: number }>>) => (await read)[0]?.n ?? 0;
  const byCustomer = (column: SQLWrapper) => (customerIds.length === 0 ? sql`false` : inArray(column, customerIds));
  const requestIds = (
    customerIds.length === 0
      ? []
      : await db
          .select({ id: customerRequests.id })
          .from(customerRequests)
          .where(inArray(customerRequests.customerId, customerIds))
  ).map((row) => row.id);
  const addresses = await addressesOf(db, records, subject);
  const counts: ErasureCounts = {
    accounts: customerIds.length,
    leads: leadIds.length,
    contractsErased,
    contractsKept: holds.filter((hold) => hold.recordType === "contract").length,
    contractsRunning,
    requests: requestIds.length,
    files:
      (requestIds.length === 0
        ? 0
        : await countOf(
            db
              .select({ n: count() })
              .from(customerRequestFiles)
              .where(inArray(customerRequestFiles.requestId, requestIds)),
          )) +
      applicationIds.length +
      (await countOf(db.select({ n: count() }).from(profilePhotos).where(byCustomer(profilePhotos.customerId)))),
    messages:
      addresses.length === 0
        ? 0
        : (await countOf(
            db
              .select({ n: count() })
              .from(outbox)
              .where(sql`${outbox.channel} = 'email' and lower(${outbox.payload}->>'to') in ${addresses}`),
          )) +
          (await countOf(
            db.select({ n: count() }).from(devMailbox).where(sql`lower(${devMailbox.to}) in ${addresses}`),
          )),
    chat: await countOf(db.select({ n: count() }).from(chatMessages).where(byCustomer(chatMessages.customerId))),
    signIns: await countOf(db.select({ n: count() }).from(sessions).where(byCustomer(sessions.userId))),
    notifications: await countOf(
      db.select({ n: count() }).from(notifications).where(byCustomer(notifications.customerId)),
    ),
    applications: applicationIds.length,
    consentProofsKept: holds.filter((hold) => hold.recordType === "lead").length,
  };
  return { records, counts, holds };
}

export class ErasureBlocked extends Error {
  readonly key = "contractsRunning";
}

/**
 * Erases the person: everything is deleted, but what the law keeps — an ended contract within
 * its prescription period, a lead's proof of consent — which is anonymised and put under a legal
 * hold with its end date. Files go from disk after the transaction commits (a rollback keeps
 * them). `actor` null is the retention purge. Returns the plan it carried out.
 */
export async function eraseSubject(
  db: Database,
  actor: StaffActor | null,
  subject: DataSubject,
  options: { requestId?: string | null; now?: Date } = {},
): Promise<ErasurePlan> {
  const now = options.now ?? new Date();
  const plan = await planErasure(db, subject, now);
  if (plan.counts.contractsRunning > 0) throw new ErasureBlocked("contracts still running");
  const { customerIds, leadIds, applicationIds } = plan.records;
  const addresses = await addressesOf(db, plan.records, subject);
  const heldContracts = plan.holds.filter((hold) => hold.recordType === "contract").map((hold) => hold.recordId);
  const heldLeads = plan.holds.filter((hold) => hold.recordType === "lead").map((hold) => hold.recordId);
  const files: string[] = [];
  await db.transaction(async (tx) => {
    if (customerIds.length > 0) {
      const requestFiles = await tx
        .select({ path: customerRequestFiles.storagePath })
        .from(customerRequestFiles)
        .innerJoin(customerRequests, eq(customerRequests.id, customerRequestFiles.requestId))
        .where(inArray(customerRequests.customerId, customerIds));
      const photos = await tx
        .select({ path: profilePhotos.storagePath })
        .from(profilePhotos)
        .where(inArray(profilePhotos.customerId, customerIds));
      files.push(...requestFiles.map((row) => row.path), ...photos.map((row) => row.path));
    }
    const exportsOf = await tx
      .select({ id: dataExports.id, path: dataExports.storagePath })
      .from(dataExports)
      .where(
        or(
          customerIds.length > 0 ? inArray(dataExports.customerId, customerIds) : sql`false`,
          addresses.length > 0 ? sql`lower(${dataExports.subjectEmail}) in ${addresses}` : sql`false`,
        ),
      );
    files.push(...exportsOf.flatMap((row) => (row.path ? [row.path] : [])));
    if (exportsOf.length > 0)
      await tx.delete(dataExports).where(
        inArray(
          dataExports.id,
          exportsOf.map((row) => row.id),
        ),
      );
    if (applicationIds.length > 0) {
      const cvs = await tx
        .delete(jobApplications)
        .where(inArray(jobApplications.id, applicationIds))
        .returning({ path: jobApplications.cvStoragePath });
      files.push(...cvs.map((row) => row.path));
    }
    if (addresses.length > 0) {
      await tx
        .delete(outbox)
        .where(sql`${outbox.channel} = 'email' and lower(${outbox.payload}->>'to') in ${addresses}`);
      await tx.delete(devMailbox).where(sql`lower(${devMailbox.to}) in ${addresses}`);
      await tx.delete(verifications).where(sql`lower(${verifications.identifier}) in ${addresses}`);
    }
    if (leadIds.length > 0) {
      await tx.delete(outbox).where(inArray(outbox.leadId, leadIds));
      await tx.delete(leadEvents).where(inArray(leadEvents.leadId, leadIds));
      const erased = leadIds.filter((id) => !heldLeads.includes(id));
      if (erased.length > 0) await tx.delete(leads).where(inArray(leads.id, erased));
      for (const id of heldLeads) {
        // The proof of consent (its words and time) stays; nothing left says whose it was.
        await tx
          .update(leads)
          .set({
            lastName: ERASED_NAME,
            firstName: null,
            company: null,
            email: erasedEmail(id),
            phone: "",
            answers: {},
            source: { page: "", referrer: null, firstTouch: null, lastTouch: null, referralCode: null, lang: "" },
            lostReason: null,
            customerId: null,
            updatedAt: now,
          })
          .where(eq(leads.id, id));
      }
    }
    for (const customerId of customerIds) {
      const [kept] =
        heldContracts.length === 0
          ? [{ n: 0 }]
          : await tx
              .select({ n: count() })
              .from(contracts)
              .where(and(eq(contracts.customerId, customerId), inArray(contracts.id, heldContracts)));
      const keepsContract = (kept?.n ?? 0) > 0;
      if (!keepsContract) {
        // Everything hanging off the account goes with it (foreign keys cascade).
        await tx.delete(users).where(eq(users.id, customerId));
        continue;
      }
      await tx
        .delete(contracts)
        .where(
          and(
            eq(contracts.customerId, customerId),
            sql`${contracts.id} not in ${heldContracts.length > 0 ? heldContracts : [""]}`,
          ),
        );
      await tx
        .update(contracts)
        .set({
          vehicleRegistration: sql`case when ${contracts.vehicleRegistration} is null then null else 'ANONYME' end`,
          peopleCovered: null,
          updatedAt: now,
        })
        .where(eq(contracts.customerId, customerId));
      for (const table of [sessions, accounts]) await tx.delete(table).where(eq(table.userId, customerId));
      await tx.delete(customerContactDetails).where(eq(customerContactDetails.userId, customerId));
      await tx.delete(customerDetailChanges).where(eq(customerDetailChanges.customerId, customerId));
      await tx.delete(customerRequests).where(eq(customerRequests.customerId, customerId));
      // Links waiting for this account's answer hold what a stranger typed in its name (issue 48).
      await tx.delete(publicConfirmations).where(eq(publicConfirmations.customerId, customerId));
      await tx.delete(chatMessages).where(eq(chatMessages.customerId, customerId));
      await tx.delete(notifications).where(eq(notifications.customerId, customerId));
      await tx.delete(referrals).where(eq(referrals.referrerId, customerId));
      await tx.delete(referralCodes).where(eq(referralCodes.customerId, customerId));
      await tx.delete(profilePhotos).where(eq(profilePhotos.customerId, customerId));
      await tx
        .update(customerProfiles)
        .set({ firstName: ERASED_NAME, lastName: ERASED_NAME, updatedAt: now })
        .where(eq(customerProfiles.userId, customerId));
      await tx
        .update(users)
        .set({ name: ERASED_NAME, email: erasedEmail(customerId), image: null, emailVerified: false })
        .where(eq(users.id, customerId));
    }
    if (plan.holds.length > 0) {
      await tx.insert(legalHolds).values(plan.holds.map((hold) => ({ ...hold, requestId: options.requestId ?? null })));
    }
    // The register keeps the entries (the proof that rights were honoured), without the person's contact.
    const registerMatches = [
      ...(addresses.length > 0 ? [sql`lower(${privacyRequests.subjectEmail}) in ${addresses}`] : []),
      ...(subject.phone ? [eq(privacyRequests.subjectPhone, subject.phone)] : []),
      ...(customerIds.length > 0 ? [inArray(privacyRequests.customerId, customerIds)] : []),
      ...(options.requestId ? [eq(privacyRequests.id, options.requestId)] : []),
    ];
    if (registerMatches.length > 0) {
      await tx
        .update(privacyRequests)
        .set({ subjectName: ERASED_NAME, subjectEmail: null, subjectPhone: null, updatedAt: now })
        .where(or(...registerMatches));
    }
    if (options.requestId) {
      await tx
        .update(privacyRequests)
        .set({
          status: "done",
          closedAt: now,
          handledBy: actor?.id ?? null,
          outcome: `erased: ${JSON.stringify(plan.counts)}`,
        })
        .where(eq(privacyRequests.id, options.requestId));
    }
    if (actor) {
      await recordStaffAction(tx, actor, {
        action: "privacy.erase",
        target: options.requestId ? { type: "privacyRequest", id: options.requestId } : undefined,
        details: {
          counts: plan.counts,
          holds: plan.holds.map(({ recordType, holdUntil }) => ({ recordType, holdUntil })),
        },
      });
    }
  });
  const store = fileStore(env().UPLOADS_DIR);
  for (const path of files) await store.remove(path);
  return plan;
}

/** Every e-mail address the person used with us, lower case (e-mails we sent them are found by it). */
async function addressesOf(db: Database, records: SubjectRecords, subject: DataSubject) {
  const found = new Set<string>();
  const email = normaliseEmail(subject.email);
  if (email) found.add(email);
  if (records.customerIds.length > 0) {
    for (const row of await db.select({ email: users.email }).from(users).where(inArray(users.id, records.customerIds)))
      found.add(row.email.toLowerCase());
  }
  if (records.leadIds.length > 0) {
    for (const row of await db.select({ email: leads.email }).from(leads).where(inArray(leads.id, records.leadIds)))
      found.add(row.email.toLowerCase());
  }
  return [...found];
}
