import { and, eq, inArray, notInArray, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { recordStaffAction } from "../audit/audit-log.server";
import type { Database, Transaction } from "../db/client.server";
import { users } from "../db/schema/auth";
import { jobApplications } from "../db/schema/careers";
import { contractDocuments } from "../db/schema/contract-records";
import { contracts, profilePhotos } from "../db/schema/customer-area";
import { customerRequestFiles, customerRequests } from "../db/schema/customer-requests";
import { customerProfiles } from "../db/schema/customers";
import { leadEvents } from "../db/schema/lead-activity";
import { leads } from "../db/schema/leads";
import { outbox } from "../db/schema/outbox";
import { dataExports, legalHolds, privacyRequests } from "../db/schema/privacy";
import { salesCalls } from "../db/schema/sales-calls";
import { signatureRequests } from "../db/schema/signatures";
import { env } from "../env.server";
import type { StaffActor } from "../staff/staff-actor";
import { fileStore } from "../storage.server";
import type { DataSubject } from "./data-subject.server";
import { type ErasurePlan, planErasure } from "./erasure-plan.server";
import { PERSONAL_DATA } from "./personal-data";
import { sweepTraces } from "./traces.server";

const ERASED_NAME = "Anonyme";
const erasedEmail = (id: string) => `efface-${id}@anonyme.invalid`;
/** What stays with an account kept for a held contract (personal-data.ts says why). */
const KEPT_WITH_HELD_ACCOUNT = new Set(
  Object.entries(PERSONAL_DATA).flatMap(([table, treatment]) =>
    treatment.personal && treatment.keptWithHeldAccount ? [table] : [],
  ),
);
const within = (column: SQLWrapper, ids: string[]): SQL => (ids.length === 0 ? sql`false` : inArray(column, ids));

export class ErasureBlocked extends Error {
  readonly key = "contractsRunning";
}

export type EraseOptions = {
  requestId?: string | null;
  now?: Date;
  /** The retention purge erases the records that aged out, not everything the person is known by. */
  follow?: boolean;
};

/**
 * Erases the person: everything is deleted, but what the law keeps — an ended contract within
 * its prescription period, a lead's proof of consent — which is anonymised and put under a legal
 * hold with its end date; then every message, log line and question still naming them is deleted
 * or redacted (traces.server.ts). Files go after the transaction commits (a rollback keeps them).
 * `actor` null is the retention purge. Returns the plan it carried out.
 */
export async function eraseSubject(
  db: Database,
  actor: StaffActor | null,
  subject: DataSubject,
  options: EraseOptions = {},
): Promise<ErasurePlan> {
  const now = options.now ?? new Date();
  const plan = await planErasure(db, subject, now, { follow: options.follow });
  if (plan.counts.contractsRunning > 0) throw new ErasureBlocked("contracts still running");
  const { customerIds, leadIds, applicationIds, identifiers } = plan.records;
  const heldContracts = plan.holds.filter((hold) => hold.recordType === "contract").map((hold) => hold.recordId);
  const heldLeads = plan.holds.filter((hold) => hold.recordType === "lead").map((hold) => hold.recordId);
  const files: string[] = [];
  await db.transaction(async (tx) => {
    // Files first, while the rows naming them are still there.
    const requestFiles = await tx
      .select({ path: customerRequestFiles.storagePath })
      .from(customerRequestFiles)
      .where(within(customerRequestFiles.requestId, plan.requestIds));
    const photos = await tx
      .select({ path: profilePhotos.storagePath })
      .from(profilePhotos)
      .where(within(profilePhotos.customerId, customerIds));
    const documents = await tx
      .select({ path: contractDocuments.storagePath })
      .from(contractDocuments)
      .innerJoin(contracts, eq(contracts.id, contractDocuments.contractId))
      .where(
        and(
          within(contracts.customerId, customerIds),
          heldContracts.length > 0 ? notInArray(contracts.id, heldContracts) : undefined,
        ),
      );
    // Signature requests go with the account (they cascade from it), their PDFs with them; an
    // account kept for a held contract keeps its signatures (the proof of its sale, L521-4).
    const heldAccounts = await accountsHolding(tx, customerIds, heldContracts);
    const signatures = await tx
      .select({ original: signatureRequests.documentPath, signed: signatureRequests.signedPath })
      .from(signatureRequests)
      .where(
        and(
          within(signatureRequests.signerId, customerIds),
          heldAccounts.length > 0 ? notInArray(signatureRequests.signerId, heldAccounts) : undefined,
        ),
      );
    files.push(...[...requestFiles, ...photos, ...documents].map((row) => row.path));
    files.push(...signatures.flatMap((row) => (row.signed ? [row.original, row.signed] : [row.original])));
    const emails = identifiers.emails;
    const exportsOf = await tx
      .delete(dataExports)
      .where(
        or(
          within(dataExports.customerId, customerIds),
          emails.length > 0 ? sql`lower(${dataExports.subjectEmail}) in ${emails}` : sql`false`,
        ),
      )
      .returning({ path: dataExports.storagePath });
    files.push(...exportsOf.flatMap((row) => (row.path ? [row.path] : [])));
    if (applicationIds.length > 0) {
      const cvs = await tx
        .delete(jobApplications)
        .where(inArray(jobApplications.id, applicationIds))
        .returning({ path: jobApplications.cvStoragePath });
      files.push(...cvs.map((row) => row.path));
    }
    // The customer's requests and those sent from a public page under one of their addresses.
    if (plan.requestIds.length > 0)
      await tx.delete(customerRequests).where(inArray(customerRequests.id, plan.requestIds));
    if (leadIds.length > 0) await eraseLeads(tx, leadIds, heldLeads, now);
    for (const customerId of customerIds) await eraseAccount(tx, customerId, heldContracts, now);
    if (plan.holds.length > 0) {
      await tx.insert(legalHolds).values(plan.holds.map((hold) => ({ ...hold, requestId: options.requestId ?? null })));
    }
    await anonymiseRegister(tx, plan, options.requestId ?? null, now);
    // Last: whatever still names the person in its text (the messages, the logs, the questions).
    await sweepTraces(tx, identifiers, plan.references);
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

/** The accounts among these that an ended contract under its hold keeps. */
async function accountsHolding(tx: Transaction, customerIds: string[], heldContracts: string[]) {
  if (heldContracts.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: contracts.customerId })
    .from(contracts)
    .where(and(within(contracts.customerId, customerIds), inArray(contracts.id, heldContracts)));
  return rows.map((row) => row.id);
}

/** Leads go, but one whose proof of consent is held: its words and time stay, nothing says whose. */
async function eraseLeads(tx: Transaction, leadIds: string[], heldLeads: string[], now: Date) {
  await tx.delete(outbox).where(inArray(outbox.leadId, leadIds));
  await tx.delete(leadEvents).where(inArray(leadEvents.leadId, leadIds));
  // The calls made about the lead go with its history, even when its consent proof is held.
  await tx.delete(salesCalls).where(inArray(salesCalls.leadId, leadIds));
  const erased = leadIds.filter((id) => !heldLeads.includes(id));
  if (erased.length > 0) await tx.delete(leads).where(inArray(leads.id, erased));
  for (const id of heldLeads) {
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

/**
 * The account goes with everything hanging off it (foreign keys cascade), unless an ended contract
 * of theirs is held: then the other contracts and everything else go, and the account row the
 * held contract hangs from stays, anonymised.
 */
async function eraseAccount(tx: Transaction, customerId: string, heldContracts: string[], now: Date) {
  const held = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.customerId, customerId), within(contracts.id, heldContracts)));
  if (held.length === 0) {
    await tx.delete(users).where(eq(users.id, customerId));
    return;
  }
  await tx.delete(contracts).where(and(eq(contracts.customerId, customerId), notInArray(contracts.id, heldContracts)));
  await tx
    .update(contracts)
    .set({
      vehicleRegistration: sql`case when ${contracts.vehicleRegistration} is null then null else 'ANONYME' end`,
      peopleCovered: null,
      updatedAt: now,
    })
    .where(eq(contracts.customerId, customerId));
  // Everything else hanging off the account goes, as deleting the account would take it: every
  // table whose key to the account cascades, read from the database so a new one goes too.
  for (const link of await cascadingAccountLinks(tx)) {
    if (KEPT_WITH_HELD_ACCOUNT.has(link.table)) continue;
    await tx.execute(
      sql`delete from ${sql.identifier(link.table)} where ${sql.identifier(link.column)} = ${customerId}`,
    );
  }
  await tx
    .update(customerProfiles)
    .set({ firstName: ERASED_NAME, lastName: ERASED_NAME, updatedAt: now })
    .where(eq(customerProfiles.userId, customerId));
  await tx
    .update(users)
    .set({ name: ERASED_NAME, email: erasedEmail(customerId), image: null, emailVerified: false })
    .where(eq(users.id, customerId));
}

/** The tables that cascade from an account, by the column pointing at it (information_schema). */
async function cascadingAccountLinks(tx: Transaction) {
  const result = (await tx.execute(sql`
    select kcu.table_name as "table", kcu.column_name as "column"
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
    where kcu.table_schema = 'public' and ccu.table_name = 'users' and rc.delete_rule = 'CASCADE'
    order by 1, 2
  `)) as unknown as { rows: Array<{ table: string; column: string }> };
  return result.rows;
}

/**
 * The register keeps its entries (the proof that rights were honoured), without the person's
 * contact; names in their free text go with the sweep.
 */
async function anonymiseRegister(tx: Transaction, plan: ErasurePlan, requestId: string | null, now: Date) {
  const { emails, phones } = plan.records.identifiers;
  const matches = [
    ...(emails.length > 0 ? [sql`lower(${privacyRequests.subjectEmail}) in ${emails}`] : []),
    ...(phones.length > 0 ? [inArray(privacyRequests.subjectPhone, phones)] : []),
    ...(plan.records.customerIds.length > 0 ? [inArray(privacyRequests.customerId, plan.records.customerIds)] : []),
    ...(requestId ? [eq(privacyRequests.id, requestId)] : []),
  ];
  if (matches.length === 0) return;
  await tx
    .update(privacyRequests)
    .set({ subjectName: ERASED_NAME, subjectEmail: null, subjectPhone: null, updatedAt: now })
    .where(or(...matches));
}
