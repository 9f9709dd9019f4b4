import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { contracts } from "~/server/db/schema/customer-area";
import { paymentInstalments, paymentSchedules } from "~/server/db/schema/payments";
import { listMandates } from "./mandates.server";

type Reader = Pick<Database, "select">;

/**
 * A customer's money as their area and the staff's customer page show it (issue 43): the
 * mandates (the active one, one waiting for signature), and per contract its schedule and the
 * instalments of the year around today (a year back, a year ahead).
 */
export async function customerPayments(db: Reader, customerId: string, today: string) {
  const mandates = await listMandates(db, customerId);
  const rows = await db
    .select({ contract: contracts, schedule: paymentSchedules })
    .from(contracts)
    .leftJoin(paymentSchedules, eq(paymentSchedules.contractId, contracts.id))
    .where(eq(contracts.customerId, customerId))
    .orderBy(asc(contracts.startDate), asc(contracts.reference));
  const contractIds = rows.map((row) => row.contract.id);
  const from = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const to = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  const instalments =
    contractIds.length === 0
      ? []
      : await db
          .select()
          .from(paymentInstalments)
          .where(
            and(
              inArray(paymentInstalments.contractId, contractIds),
              gte(paymentInstalments.dueDate, from),
              lte(paymentInstalments.dueDate, to),
            ),
          )
          .orderBy(asc(paymentInstalments.dueDate));
  const schedules = rows.map((row) => ({
    contract: row.contract,
    schedule: row.schedule,
    instalments: instalments.filter((instalment) => instalment.contractId === row.contract.id),
  }));
  const upcoming = instalments.filter(
    (row) => row.dueDate >= today && (row.status === "planned" || row.status === "notified"),
  );
  return {
    active: mandates.find((row) => row.mandate.status === "active") ?? null,
    waiting: mandates.find((row) => row.mandate.status === "awaitingSignature") ?? null,
    mandates,
    schedules,
    next: upcoming[0] ?? null,
  };
}

/** A contract's instalments due in a calendar year (the "échéancier" PDF). */
export async function instalmentsOfYear(db: Reader, contractId: string, year: number) {
  return db
    .select()
    .from(paymentInstalments)
    .where(
      and(
        eq(paymentInstalments.contractId, contractId),
        gte(paymentInstalments.dueDate, `${year}-01-01`),
        lte(paymentInstalments.dueDate, `${year}-12-31`),
      ),
    )
    .orderBy(asc(paymentInstalments.dueDate));
}
