import { and, count, desc, eq, inArray } from "drizzle-orm";
import { refusalsIn } from "../action-error";
import { recordStaffAction } from "../audit/audit-log.server";
import type { Database } from "../db/client.server";
import { collectionRuns } from "../db/schema/collections";
import { customerProfiles } from "../db/schema/customers";
import { paymentInstalments } from "../db/schema/payments";
import { type DueInstalment, instalmentsDueOn, markInstalmentCollected } from "../payments/collections.server";
import { BOOKED_INSTALMENT_STATUSES } from "../payments/instalment-states";
import type { SiteConfig } from "../site-config.server";
import type { StaffActor } from "../staff/staff-actor";
import { buildPain008, type Debit, sepaId } from "./pain008";

/** Refusals of the collections screens, their words under `collections.errors`. */
export const refuse = refusalsIn("collections.errors");

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why an instalment due that day cannot go in the file, in words the screen shows. */
export type LeftOut = "contractCancelled" | "noActiveMandate";

export type CollectionLine = {
  instalmentId: string;
  contractReference: string;
  customerName: string;
  amountCents: number;
  leftOut: LeftOut | null;
};

/** The end-to-end id of a debit: the instalment and the day it is presented (a re-presentation is another debit). */
export function endToEndIdOf(instalmentId: string, collectionDate: string) {
  return `MC${instalmentId.replaceAll("-", "").slice(0, 20).toUpperCase()}-${collectionDate.replaceAll("-", "")}`;
}

function leftOutOf(due: DueInstalment): LeftOut | null {
  if (due.contract.status === "cancelled") return "contractCancelled";
  if (!due.debit) return "noActiveMandate";
  return null;
}

async function namesOf(db: Pick<Database, "select">, customerIds: string[]) {
  if (customerIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: customerProfiles.userId, first: customerProfiles.firstName, last: customerProfiles.lastName })
    .from(customerProfiles)
    .where(inArray(customerProfiles.userId, customerIds));
  return new Map(rows.map((row) => [row.id, `${row.first} ${row.last}`]));
}

/** What a collection on `day` would take: every announced instalment, and why some are left out. */
export async function collectionPreview(db: Database, day: string): Promise<CollectionLine[]> {
  if (!DAY.test(day)) throw refuse(400, "badDate", "day");
  const due = await instalmentsDueOn(db, day);
  const names = await namesOf(db, [...new Set(due.map((row) => row.contract.customerId))]);
  return due.map((row) => ({
    instalmentId: row.instalment.id,
    contractReference: row.contract.reference,
    customerName: names.get(row.contract.customerId) ?? "",
    amountCents: row.instalment.amountCents,
    leftOut: leftOutOf(row),
  }));
}

/** A mandate whose first debit this is (FRST), or one already used (RCUR). */
async function usedMandates(db: Pick<Database, "select">, mandateIds: string[]) {
  if (mandateIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ mandateId: paymentInstalments.mandateId, n: count() })
    .from(paymentInstalments)
    .where(
      and(
        inArray(paymentInstalments.mandateId, mandateIds),
        inArray(paymentInstalments.status, [...BOOKED_INSTALMENT_STATUSES]),
      ),
    )
    .groupBy(paymentInstalments.mandateId);
  return new Set(rows.map((row) => row.mandateId as string));
}

/**
 * Produces the collection file of `day` (staff): every announced instalment due that day whose
 * contract runs and whose customer has a signed, active mandate, in one pain.008; each marked
 * collected with its end-to-end id. Refused when the broker's creditor details are not set, or
 * nothing can be collected (each left-out instalment says why on the screen).
 */
export async function runCollection(db: Database, actor: StaffActor, site: SiteConfig, day: string, now = new Date()) {
  if (!DAY.test(day)) throw refuse(400, "badDate", "day");
  if (!site.creditorIdentifier || !site.brokerIban || !site.brokerBic) throw refuse(409, "creditorMissing");
  return db.transaction(async (tx) => {
    const due = (await instalmentsDueOn(tx, day)).filter((row) => leftOutOf(row) === null);
    if (due.length === 0) throw refuse(409, "nothingToCollect");
    const names = await namesOf(tx, [...new Set(due.map((row) => row.contract.customerId))]);
    const used = await usedMandates(tx, [...new Set(due.map((row) => row.debit?.mandate.id as string))]);
    const debits: Debit[] = [];
    for (const row of due) {
      const debit = row.debit;
      if (!debit?.mandate.signedAt) throw refuse(409, "noActiveMandate");
      const endToEndId = endToEndIdOf(row.instalment.id, day);
      await markInstalmentCollected(tx, { instalmentId: row.instalment.id, collectionReference: endToEndId, now });
      debits.push({
        endToEndId,
        amountCents: row.instalment.amountCents,
        mandateReference: debit.mandate.reference,
        mandateSignedOn: debit.mandate.signedAt.toISOString().slice(0, 10),
        debtorName: debit.account.holder || (names.get(row.contract.customerId) ?? ""),
        debtorIban: debit.account.iban,
        debtorBic: debit.account.bic,
        remittance: `${site.brandName} ${row.contract.reference} ${row.instalment.nominalDate}`,
        sequence: used.has(debit.mandate.id) ? "RCUR" : "FRST",
      });
    }
    const messageId = sepaId(`MC-PRL-${day.replaceAll("-", "")}-${crypto.randomUUID().slice(0, 8)}`);
    const xml = buildPain008({
      messageId,
      createdAt: now,
      collectionDate: day,
      creditor: {
        name: site.legalName ?? site.brandName,
        ics: site.creditorIdentifier as string,
        iban: site.brokerIban as string,
        bic: site.brokerBic as string,
      },
      debits,
    });
    const totalCents = debits.reduce((sum, debit) => sum + debit.amountCents, 0);
    const [run] = await tx
      .insert(collectionRuns)
      .values({ collectionDate: day, messageId, xml, debitCount: debits.length, totalCents, createdBy: actor.id })
      .returning({ id: collectionRuns.id });
    await recordStaffAction(tx, actor, {
      action: "collection.run",
      target: { type: "collectionRun", id: (run as { id: string }).id },
      details: { day, debits: debits.length, totalCents },
    });
    return { id: (run as { id: string }).id, messageId, debitCount: debits.length, totalCents };
  });
}

/** The files produced, newest first. */
export async function recentCollectionRuns(db: Database, limit = 20) {
  return db
    .select({
      id: collectionRuns.id,
      collectionDate: collectionRuns.collectionDate,
      messageId: collectionRuns.messageId,
      debitCount: collectionRuns.debitCount,
      totalCents: collectionRuns.totalCents,
      createdAt: collectionRuns.createdAt,
    })
    .from(collectionRuns)
    .orderBy(desc(collectionRuns.createdAt))
    .limit(limit);
}

/** A file to download again; null for an unknown id. */
export async function collectionFile(db: Database, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select({ xml: collectionRuns.xml, messageId: collectionRuns.messageId })
    .from(collectionRuns)
    .where(eq(collectionRuns.id, id));
  return row ?? null;
}
