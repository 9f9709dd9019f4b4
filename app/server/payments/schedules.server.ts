import { and, eq, inArray, max, ne } from "drizzle-orm";
import { type AuditActor, recordStaffAction } from "~/server/audit/audit-log.server";
import { parisToday } from "~/server/contracts/contract-dates";
import type { Database, Transaction } from "~/server/db/client.server";
import { contracts } from "~/server/db/schema/customer-area";
import { paymentInstalments, paymentSchedules } from "~/server/db/schema/payments";
import { addMonthsClamped, instalmentDates, PAYMENT_FREQUENCIES, type PaymentFrequency } from "./due-dates";
import { listContractInstalments } from "./instalments.server";
import { paymentRefusal } from "./payment-refusals";

export type ScheduleRow = typeof paymentSchedules.$inferSelect;
type Reader = Pick<Database, "select">;

/** How far ahead instalments exist: a year of them, topped up every day by the pre-notification job. */
export const SCHEDULE_HORIZON_MONTHS = 12;
/** The most an instalment may be (premium or fees): a million euros is a typing mistake at a broker's. */
export const INSTALMENT_AMOUNT_MAX_CENTS = 100_000_000;

export type ScheduleInput = {
  contractId: string;
  frequency: PaymentFrequency;
  firstDueDate: string;
  premiumCents: number;
  feesCents: number;
};

/** The contract's statuses that still pay: a schedule is made or changed only on these. */
const PAYING = ["active", "cancelling", "suspended"] as const;

/**
 * Creates or replaces a contract's schedule (staff, or a sale): the first due date between
 * tomorrow and a year ahead, on or after the contract's start and before its end; amounts whole
 * cents, 0 to a million euros. Instalments not yet announced (planned) are replaced; those
 * already announced, taken or settled stay, and the new plan starts after the last of them.
 * Audited.
 */
export async function saveSchedule(
  tx: Transaction,
  input: ScheduleInput,
  actor: AuditActor,
  now = new Date(),
): Promise<ScheduleRow> {
  const today = parisToday(now);
  const [contract] = await tx.select().from(contracts).where(eq(contracts.id, input.contractId)).for("update");
  if (!contract) throw paymentRefusal(404, "contractNotFound");
  if (!(PAYING as readonly string[]).includes(contract.status)) throw paymentRefusal(409, "contractCancelled");
  checkScheduleInput(input, contract, today);
  const [existing] = await tx.select().from(paymentSchedules).where(eq(paymentSchedules.contractId, contract.id));
  const values = {
    frequency: input.frequency,
    firstDueDate: input.firstDueDate,
    premiumCents: input.premiumCents,
    feesCents: input.feesCents,
    updatedAt: now,
    updatedBy: actor.id,
  };
  let schedule: ScheduleRow | undefined;
  if (existing) {
    await tx
      .delete(paymentInstalments)
      .where(and(eq(paymentInstalments.scheduleId, existing.id), eq(paymentInstalments.status, "planned")));
    [schedule] = await tx.update(paymentSchedules).set(values).where(eq(paymentSchedules.id, existing.id)).returning();
  } else {
    [schedule] = await tx
      .insert(paymentSchedules)
      .values({ contractId: contract.id, ...values, createdAt: now })
      .returning();
  }
  if (!schedule) throw new Error("schedule not stored");
  await extendSchedule(tx, schedule, contract, today);
  await recordStaffAction(tx, actor, {
    action: existing ? "payment.schedule.edit" : "payment.schedule.create",
    target: { type: "contract", id: contract.id },
    details: {
      frequency: input.frequency,
      firstDueDate: input.firstDueDate,
      premiumCents: input.premiumCents,
      feesCents: input.feesCents,
    },
  });
  return schedule;
}

function checkScheduleInput(
  input: ScheduleInput,
  contract: { startDate: string; endDate: string | null },
  today: string,
) {
  if (!PAYMENT_FREQUENCIES.includes(input.frequency)) throw paymentRefusal(400, "frequency", "frequency");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.firstDueDate) || Number.isNaN(Date.parse(input.firstDueDate))) {
    throw paymentRefusal(400, "firstDueDate", "firstDueDate");
  }
  const latest = addMonthsClamped(today, SCHEDULE_HORIZON_MONTHS);
  if (input.firstDueDate <= today || input.firstDueDate > latest) {
    throw paymentRefusal(400, "firstDueDateRange", "firstDueDate");
  }
  if (input.firstDueDate < contract.startDate) {
    throw paymentRefusal(400, "firstDueDateBeforeStart", "firstDueDate");
  }
  if (contract.endDate && input.firstDueDate >= contract.endDate) {
    throw paymentRefusal(400, "firstDueDateAfterEnd", "firstDueDate");
  }
  for (const field of ["premiumCents", "feesCents"] as const) {
    const value = input[field];
    if (!Number.isInteger(value) || value < 0 || value > INSTALMENT_AMOUNT_MAX_CENTS) {
      throw paymentRefusal(400, "amount", field);
    }
  }
  if (input.premiumCents + input.feesCents === 0) throw paymentRefusal(400, "amountZero", "premiumCents");
}

/**
 * Adds the instalments a schedule lacks up to the horizon (a year from today, or from its first
 * due date), never at or before the last one kept, never on or after the contract's end.
 * Idempotent: a second run adds nothing (and the partial unique index refuses a duplicate).
 */
export async function extendSchedule(
  tx: Transaction,
  schedule: ScheduleRow,
  contract: { id: string; endDate: string | null; status: string },
  today: string,
) {
  if (!(PAYING as readonly string[]).includes(contract.status)) return 0;
  const [last] = await tx
    .select({ nominal: max(paymentInstalments.nominalDate) })
    .from(paymentInstalments)
    .where(and(eq(paymentInstalments.scheduleId, schedule.id), ne(paymentInstalments.status, "cancelled")));
  const horizon = addMonthsClamped(
    today > schedule.firstDueDate ? today : schedule.firstDueDate,
    SCHEDULE_HORIZON_MONTHS,
  );
  const until = contract.endDate && contract.endDate <= horizon ? contract.endDate : horizon;
  const dates = instalmentDates(schedule.firstDueDate, schedule.frequency, until).filter(
    (date) =>
      (!last?.nominal || date.nominalDate > last.nominal) &&
      date.nominalDate > today &&
      (!contract.endDate || date.nominalDate < contract.endDate),
  );
  if (dates.length === 0) return 0;
  const inserted = await tx
    .insert(paymentInstalments)
    .values(
      dates.map((date) => ({
        scheduleId: schedule.id,
        contractId: contract.id,
        nominalDate: date.nominalDate,
        dueDate: date.dueDate,
        premiumCents: schedule.premiumCents,
        feesCents: schedule.feesCents,
        amountCents: schedule.premiumCents + schedule.feesCents,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: paymentInstalments.id });
  return inserted.length;
}

/** Tops up every paying contract's schedule to the horizon (the daily job); idempotent. */
export async function extendAllSchedules(db: Database, now = new Date()) {
  const today = parisToday(now);
  const rows = await db
    .select({ schedule: paymentSchedules, contract: contracts })
    .from(paymentSchedules)
    .innerJoin(contracts, eq(contracts.id, paymentSchedules.contractId))
    .where(inArray(contracts.status, [...PAYING]));
  let added = 0;
  for (const row of rows) {
    added += await db.transaction((tx) => extendSchedule(tx, row.schedule, row.contract, today));
  }
  return added;
}

export type ContractSchedule = {
  schedule: ScheduleRow;
  instalments: Awaited<ReturnType<typeof listContractInstalments>>;
};

/** A contract's schedule and its instalments in date order, or null without one. */
export async function contractSchedule(db: Reader, contractId: string): Promise<ContractSchedule | null> {
  const [schedule] = await db.select().from(paymentSchedules).where(eq(paymentSchedules.contractId, contractId));
  if (!schedule) return null;
  return { schedule, instalments: await listContractInstalments(db, contractId) };
}
