import { asc, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { contracts } from "../db/schema/customer-area";
import { bankAccounts, paymentInstalments, paymentSchedules, sepaMandates } from "../db/schema/payments";
import type { SubjectRecords } from "./data-subject.server";
import type { SectionRows } from "./subject-records.server";

const none = <T>(ids: string[], read: () => Promise<T[]>) => (ids.length === 0 ? Promise.resolve([]) : read());

/**
 * The person's money (issue 43): their bank accounts in full (the IBAN is theirs: the export is
 * the one place it is shown whole), their mandates, and each contract's schedule and instalments.
 * The signed mandates' PDFs are in the signatures section.
 */
export async function readPayments(db: Database, records: SubjectRecords): Promise<SectionRows> {
  const { customerIds } = records;
  const accounts = await none(customerIds, () =>
    db
      .select()
      .from(bankAccounts)
      .where(inArray(bankAccounts.customerId, customerIds))
      .orderBy(asc(bankAccounts.createdAt)),
  );
  const mandates = await none(customerIds, () =>
    db
      .select()
      .from(sepaMandates)
      .where(inArray(sepaMandates.customerId, customerIds))
      .orderBy(asc(sepaMandates.createdAt)),
  );
  const contractIds = (
    await none(customerIds, () =>
      db.select({ id: contracts.id }).from(contracts).where(inArray(contracts.customerId, customerIds)),
    )
  ).map((row) => row.id);
  const schedules = await none(contractIds, () =>
    db.select().from(paymentSchedules).where(inArray(paymentSchedules.contractId, contractIds)),
  );
  const instalments = await none(contractIds, () =>
    db
      .select()
      .from(paymentInstalments)
      .where(inArray(paymentInstalments.contractId, contractIds))
      .orderBy(asc(paymentInstalments.nominalDate)),
  );
  return {
    rows: [
      ...accounts.map((account) => ({ kind: "bankAccount", ...account })),
      ...mandates.map((mandate) => ({ kind: "sepaMandate", ...mandate })),
      ...schedules.map((schedule) => ({
        kind: "paymentSchedule",
        ...schedule,
        instalments: instalments
          .filter((instalment) => instalment.scheduleId === schedule.id)
          .map(({ scheduleId: _schedule, ...instalment }) => instalment),
      })),
    ],
    files: [],
  };
}
