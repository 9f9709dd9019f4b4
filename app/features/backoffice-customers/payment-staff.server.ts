import { isCalendarDay } from "~/forms/calendar-day";
import type { FormInput } from "~/forms/form-reader";
import type { Lang } from "~/i18n/config";
import { formatDay, formatEuros, formatMoment } from "~/i18n/format";
import { staffSignatureFilePath } from "~/paths/backoffice";
import { addDays } from "~/server/contracts/contract-dates";
import type { Database } from "~/server/db/client.server";
import { maskIban } from "~/server/payments/bank-details";
import { PAYMENT_FREQUENCIES, type PaymentFrequency } from "~/server/payments/due-dates";
import type { MandateWithAccount } from "~/server/payments/mandates.server";
import { customerPayments } from "~/server/payments/payment-overview.server";
import { contractSchedule, type ScheduleInput } from "~/server/payments/schedules.server";

function staffMandate(row: MandateWithAccount, customerId: string, lang: Lang) {
  const { mandate, account } = row;
  const request = mandate.signatureRequestId;
  return {
    id: mandate.id,
    reference: mandate.reference,
    status: mandate.status,
    iban: maskIban(account.iban),
    bic: account.bic,
    holder: account.holder,
    signedAt: mandate.signedAt ? formatMoment(mandate.signedAt, lang) : null,
    revokedAt: mandate.revokedAt ? formatMoment(mandate.revokedAt, lang) : null,
    // Staff's own words when they revoked it (a newer mandate's "replaced" says nothing more).
    revokedReason: mandate.revokedReason && mandate.revokedReason !== "replaced" ? mandate.revokedReason : null,
    createdAt: formatMoment(mandate.createdAt, lang),
    pdfHref: request ? staffSignatureFilePath(customerId, request, mandate.signedAt ? "signe" : "document") : null,
  };
}

/** The customer page's money: bank details masked, mandates, each contract's schedule and next debit. */
export async function staffPaymentsOf(db: Database, customerId: string, lang: Lang, today: string) {
  const overview = await customerPayments(db, customerId, today);
  return {
    mandates: overview.mandates.slice(0, 10).map((row) => staffMandate(row, customerId, lang)),
    schedules: overview.schedules.map(({ contract, schedule, instalments }) => {
      const next = instalments.find(
        (row) => row.dueDate >= today && (row.status === "planned" || row.status === "notified"),
      );
      return {
        contractId: contract.id,
        reference: contract.reference,
        frequency: schedule?.frequency ?? null,
        amount: schedule ? formatEuros(schedule.premiumCents + schedule.feesCents, lang) : null,
        next: next ? { date: formatDay(next.dueDate, lang), amount: formatEuros(next.amountCents, lang) } : null,
        unpaid: instalments.filter((row) => row.status === "rejected").length,
      };
    }),
  };
}
export type StaffPayments = Awaited<ReturnType<typeof staffPaymentsOf>>;

const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

/** A contract's schedule on its page: the form's values (stored, or a proposal) and the instalments. */
export async function staffScheduleOf(
  db: Database,
  contract: { id: string; monthlyPremiumCents: number },
  lang: Lang,
  today: string,
) {
  const found = await contractSchedule(db, contract.id);
  const proposal = addDays(today, 15);
  return {
    exists: found !== null,
    values: found
      ? {
          frequency: found.schedule.frequency,
          firstDueDate: found.schedule.firstDueDate > today ? found.schedule.firstDueDate : proposal,
          premium: euros(found.schedule.premiumCents),
          fees: euros(found.schedule.feesCents),
        }
      : { frequency: "monthly", firstDueDate: proposal, premium: euros(contract.monthlyPremiumCents), fees: "0,00" },
    instalments: (found?.instalments ?? []).slice(-24).map((row) => ({
      id: row.id,
      date: formatDay(row.dueDate, lang),
      nominal: row.nominalDate !== row.dueDate ? formatDay(row.nominalDate, lang) : null,
      amount: formatEuros(row.amountCents, lang),
      status: row.status,
      rejectReasonCode: row.rejectReasonCode,
    })),
  };
}
export type StaffSchedule = Awaited<ReturnType<typeof staffScheduleOf>>;

/** Euros as typed ("42,50", "42.5", "1 200") in cents, or null. */
function cents(value: string) {
  const compact = value.replace(/[\s\u00a0\u202f]/g, "");
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(compact)) return null;
  return Math.round(Number(compact.replace(",", ".")) * 100);
}

/** The schedule form: a ScheduleInput, or a message key per field typed wrong (the domain checks again). */
export function readScheduleForm(form: FormInput, contractId: string) {
  const values = {
    frequency: form.line("frequency") ?? "",
    firstDueDate: form.line("firstDueDate") ?? "",
    premium: form.line("premium") ?? "",
    fees: form.line("fees") ?? "",
  };
  const errors: Record<string, string> = {};
  if (!(PAYMENT_FREQUENCIES as readonly string[]).includes(values.frequency))
    errors.frequency = "payments.errors.frequency";
  if (!isCalendarDay(values.firstDueDate)) errors.firstDueDate = "payments.errors.firstDueDate";
  const premium = cents(values.premium);
  if (premium === null) errors.premium = "payments.errors.amount";
  const fees = values.fees.trim() === "" ? 0 : cents(values.fees);
  if (fees === null) errors.fees = "payments.errors.amount";
  if (Object.keys(errors).length > 0 || premium === null || fees === null) return { input: null, errors, values };
  const input: ScheduleInput = {
    contractId,
    frequency: values.frequency as PaymentFrequency,
    firstDueDate: values.firstDueDate,
    premiumCents: premium,
    feesCents: fees,
  };
  return { input, errors, values };
}

/** The field of the form a domain refusal is about (the domain speaks cents, the form euros). */
export const FORM_FIELD_OF: Record<string, string> = { premiumCents: "premium", feesCents: "fees" };
