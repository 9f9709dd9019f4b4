import { and, count, inArray, max, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { parisToday } from "../contracts/contract-dates";
import type { Database } from "../db/client.server";
import { sessions } from "../db/schema/auth";
import { chatMessages } from "../db/schema/chat";
import { contractDocuments } from "../db/schema/contract-records";
import { contracts, notifications, profilePhotos } from "../db/schema/customer-area";
import { customerRequestFiles, customerRequests } from "../db/schema/customer-requests";
import { leads } from "../db/schema/leads";
import { paymentInstalments } from "../db/schema/payments";
import { BOOKED_INSTALMENT_STATUSES } from "../payments/instalment-states";
import { type DataSubject, findSubjectRecords, type ResolveOptions, type SubjectRecords } from "./data-subject.server";
import { countTraces } from "./traces.server";

/** Insurance and commercial prescription (Code des assurances L114-1, Code de commerce L110-4): 5 years. */
export const PRESCRIPTION_YEARS = 5;

/** Accounting records and their supporting pieces (Code de commerce L123-22): 10 years. */
export const ACCOUNTING_YEARS = 10;

/** The day of each contract's last booked payment (collected, paid or rejected instalment). */
async function lastBookedPayments(db: Database, contractIds: string[]) {
  if (contractIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ contractId: paymentInstalments.contractId, last: max(paymentInstalments.dueDate) })
    .from(paymentInstalments)
    .where(
      and(
        inArray(paymentInstalments.contractId, contractIds),
        inArray(paymentInstalments.status, [...BOOKED_INSTALMENT_STATUSES]),
      ),
    )
    .groupBy(paymentInstalments.contractId);
  return new Map(rows.flatMap((row) => (row.last ? [[row.contractId, row.last] as const] : [])));
}

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
  /** Mentions of the person redacted where the row stays: the audit log, the concierge's questions. */
  mentions: number;
};

export type ErasureHold = { recordType: "contract" | "lead"; recordId: string; reason: string; holdUntil: string };

export type ErasurePlan = {
  records: SubjectRecords;
  counts: ErasureCounts;
  holds: ErasureHold[];
  /** Ids of the person's requests (theirs and those sent from a public page under their address). */
  requestIds: string[];
  /** Everything that names their records, for the sweep of messages (references and ids). */
  references: string[];
};

/** The day `years` after a day (29 February falls on 28 February). */
export function yearsAfter(day: string, years: number) {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

const countOf = async (read: Promise<Array<{ n: number }>>) => (await read)[0]?.n ?? 0;
const within = (column: SQLWrapper, ids: string[]): SQL => (ids.length === 0 ? sql`false` : inArray(column, ids));

/**
 * What erasing the person would do, computed from the database as it is: counts per kind, and the
 * records the law makes us keep (with their end date). A contract still running blocks the
 * erasure: it is needed to perform the contract (article 17.3.b) until it ends.
 */
export async function planErasure(
  db: Database,
  subject: DataSubject,
  now = new Date(),
  options: ResolveOptions = {},
): Promise<ErasurePlan> {
  const records = await findSubjectRecords(db, subject, options);
  const today = parisToday(now);
  const { customerIds, leadIds, applicationIds, publicRequestIds } = records;
  const holds: ErasureHold[] = [];
  let contractsErased = 0;
  let contractsRunning = 0;
  const ownContracts = await db
    .select({ id: contracts.id, reference: contracts.reference, endDate: contracts.endDate })
    .from(contracts)
    .where(within(contracts.customerId, customerIds));
  const booked = await lastBookedPayments(
    db,
    ownContracts.map((contract) => contract.id),
  );
  for (const contract of ownContracts) {
    if (!contract.endDate || contract.endDate > today) {
      contractsRunning++;
      continue;
    }
    // The longer of the two: the contract's prescription, the accounting's 10 years after its last booked payment.
    const prescription = yearsAfter(contract.endDate, PRESCRIPTION_YEARS);
    const lastPayment = booked.get(contract.id);
    const accounting = lastPayment ? yearsAfter(lastPayment, ACCOUNTING_YEARS) : null;
    const [holdUntil, reason] =
      accounting && accounting > prescription ? [accounting, "accounting"] : [prescription, "prescription"];
    if (holdUntil > today) holds.push({ recordType: "contract", recordId: contract.id, reason, holdUntil });
    else contractsErased++;
  }
  const leadRows = await db
    .select({ id: leads.id, reference: leads.reference, createdAt: leads.createdAt })
    .from(leads)
    .where(within(leads.id, leadIds));
  for (const lead of leadRows) {
    const holdUntil = yearsAfter(parisToday(lead.createdAt), PRESCRIPTION_YEARS);
    if (holdUntil > today) holds.push({ recordType: "lead", recordId: lead.id, reason: "consentProof", holdUntil });
  }
  const requests = await db
    .select({ id: customerRequests.id, reference: customerRequests.reference })
    .from(customerRequests)
    .where(or(within(customerRequests.customerId, customerIds), within(customerRequests.id, publicRequestIds)) as SQL);
  const requestIds = requests.map((row) => row.id);
  const heldContracts = holds.filter((hold) => hold.recordType === "contract").map((hold) => hold.recordId);
  const erasedContracts = ownContracts.filter((contract) => !heldContracts.includes(contract.id));
  const references = [
    ...customerIds,
    ...leadRows.flatMap((lead) => [lead.id, lead.reference]),
    ...requests.flatMap((request) => [request.id, request.reference]),
    ...erasedContracts.flatMap((contract) => [contract.id, contract.reference]),
    ...applicationIds,
  ];
  const traces = await countTraces(db, records.identifiers, references);
  const byCustomer = (column: SQLWrapper) => within(column, customerIds);
  const counts: ErasureCounts = {
    accounts: customerIds.length,
    leads: leadIds.length,
    contractsErased,
    contractsKept: heldContracts.length,
    contractsRunning,
    requests: requestIds.length,
    files:
      (await countOf(
        db.select({ n: count() }).from(customerRequestFiles).where(within(customerRequestFiles.requestId, requestIds)),
      )) +
      (await countOf(
        db
          .select({ n: count() })
          .from(contractDocuments)
          .where(
            within(
              contractDocuments.contractId,
              erasedContracts.map((contract) => contract.id),
            ),
          ),
      )) +
      applicationIds.length +
      (await countOf(db.select({ n: count() }).from(profilePhotos).where(byCustomer(profilePhotos.customerId)))),
    messages: (traces.outbox ?? 0) + (traces.dev_mailbox ?? 0),
    chat: await countOf(db.select({ n: count() }).from(chatMessages).where(byCustomer(chatMessages.customerId))),
    signIns: await countOf(db.select({ n: count() }).from(sessions).where(byCustomer(sessions.userId))),
    notifications: await countOf(
      db.select({ n: count() }).from(notifications).where(byCustomer(notifications.customerId)),
    ),
    applications: applicationIds.length,
    consentProofsKept: holds.filter((hold) => hold.recordType === "lead").length,
    mentions: (traces.staff_audit_log ?? 0) + (traces.chat_unanswered_questions ?? 0),
  };
  return { records, counts, holds, requestIds, references };
}
