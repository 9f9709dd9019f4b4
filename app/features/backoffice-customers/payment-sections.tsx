import { Form, Link } from "react-router";
import { useT } from "~/i18n/react";
import { staffContractPath } from "~/paths/backoffice";
import { PAYMENT_FREQUENCIES } from "~/server/payments/payment-frequencies";
import { buttonClasses } from "~/ui/button";
import { SelectField, TextField } from "~/ui/form-controls";
import type { ContractActionResult } from "./contract-actions.server";
import type { CustomerActionResult } from "./customer-actions.server";
import { labelClasses, Section } from "./customer-forms";
import type { StaffPayments, StaffSchedule } from "./payment-staff.server";
import { PhoneBankDetailsForm, RevokeMandateForm } from "./payment-staff-forms";

const cell = "border-b border-line px-3 py-2 text-left align-top";

/**
 * The customer page's bank details (always masked), mandates and each contract's schedule (issue
 * 43); admins revoke a mandate there, and any member of staff types a RIB given by phone.
 */
export function CustomerPaymentsSection({
  customerId,
  payments,
  canRevoke,
  result,
}: {
  customerId: string;
  payments: StaffPayments;
  canRevoke: boolean;
  result?: CustomerActionResult;
}) {
  const t = useT();
  return (
    <Section id="payments" title={t("payments.staff.section")}>
      {payments.mandates.length === 0 ? (
        <p className="text-sm text-ink-soft">{t("payments.staff.noMandate")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("payments.staff.mandates")}</caption>
            <tbody>
              {payments.mandates.map((mandate) => (
                <tr key={mandate.id} data-testid="staff-mandate">
                  <td className={cell}>
                    <span className="font-semibold tabular-nums">{mandate.iban}</span>
                    <br />
                    {mandate.holder} · {mandate.bic}
                  </td>
                  <td className={cell}>
                    {t(`payments.mandateStatuses.${mandate.status}`)}
                    <br />
                    {mandate.revokedAt
                      ? t("payments.staff.revokedAt", { date: mandate.revokedAt })
                      : mandate.signedAt
                        ? t("payments.staff.signedAt", { date: mandate.signedAt })
                        : t("payments.staff.createdAt", { date: mandate.createdAt })}
                    {mandate.revokedReason && (
                      <>
                        <br />
                        <span dir="auto">{t("payments.staff.revokedReason", { reason: mandate.revokedReason })}</span>
                      </>
                    )}
                    {canRevoke && (mandate.status === "active" || mandate.status === "awaitingSignature") && (
                      <RevokeMandateForm mandateId={mandate.id} result={result} />
                    )}
                  </td>
                  <td className={cell}>
                    <span className="break-all">{mandate.reference}</span>
                    {mandate.pdfHref && (
                      <>
                        <br />
                        <a href={mandate.pdfHref} className="underline">
                          {t("payments.staff.mandatePdf")}
                        </a>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PhoneBankDetailsForm result={result} />
      <h3 className="mt-4 font-semibold">{t("payments.staff.schedules")}</h3>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {payments.schedules.map((schedule) => (
          <li key={schedule.contractId} data-testid="staff-schedule-line">
            <Link
              to={`${staffContractPath(customerId, schedule.contractId)}#schedule`}
              className="font-semibold underline"
            >
              {schedule.reference}
            </Link>{" "}
            —{" "}
            {schedule.frequency
              ? t("payments.staff.scheduleLine", {
                  frequency: t(`payments.frequencies.${schedule.frequency}`),
                  amount: schedule.amount ?? "",
                  next: schedule.next ? `${schedule.next.date} (${schedule.next.amount})` : t("payments.staff.noNext"),
                })
              : t("payments.staff.noSchedule")}
            {schedule.unpaid > 0 && <> · {t("payments.staff.unpaid", { count: schedule.unpaid })}</>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A contract's schedule: the form that creates or replaces it, then its instalments. */
export function ContractScheduleSection({
  schedule,
  result,
}: {
  schedule: StaffSchedule;
  result?: ContractActionResult;
}) {
  const t = useT();
  const error = (field: string) => (result?.errors[field] ? t(result.errors[field]) : undefined);
  const value = (field: keyof StaffSchedule["values"]) => String(result?.values?.[field] ?? schedule.values[field]);
  return (
    <Section id="schedule" title={t("payments.staff.scheduleTitle")}>
      <p className="text-sm text-ink-soft">
        {t(schedule.exists ? "payments.staff.editIntro" : "payments.staff.createIntro")}
      </p>
      <Form method="post" noValidate className="mt-3 grid gap-3 md:grid-cols-2">
        <input type="hidden" name="intent" value="schedule" />
        {result?.errors.form && (
          <p role="alert" className="rounded-control bg-error-soft px-3 py-2 text-sm text-error md:col-span-2">
            {t(result.errors.form)}
          </p>
        )}
        <SelectField
          id="schedule-frequency"
          name="frequency"
          label={t("payments.staff.frequency")}
          labelClassName={labelClasses}
          defaultValue={value("frequency")}
          error={error("frequency")}
        >
          {PAYMENT_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`payments.frequencies.${frequency}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="schedule-firstDueDate"
          name="firstDueDate"
          type="date"
          label={t("payments.staff.firstDueDate")}
          labelClassName={labelClasses}
          defaultValue={value("firstDueDate")}
          error={error("firstDueDate")}
        />
        <TextField
          id="schedule-premium"
          name="premium"
          inputMode="decimal"
          label={t("payments.staff.premium")}
          labelClassName={labelClasses}
          defaultValue={value("premium")}
          error={error("premium")}
        />
        <TextField
          id="schedule-fees"
          name="fees"
          inputMode="decimal"
          label={t("payments.staff.fees")}
          labelClassName={labelClasses}
          defaultValue={value("fees")}
          error={error("fees")}
        />
        <div className="md:col-span-2">
          <button type="submit" className={buttonClasses("secondary")}>
            {t(schedule.exists ? "payments.staff.saveSchedule" : "payments.staff.createSchedule")}
          </button>
        </div>
      </Form>
      {schedule.instalments.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("payments.staff.instalments")}</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {t("payments.staff.dueDate")}
                </th>
                <th scope="col" className={cell}>
                  {t("payments.staff.amount")}
                </th>
                <th scope="col" className={cell}>
                  {t("payments.staff.status")}
                </th>
              </tr>
            </thead>
            <tbody>
              {schedule.instalments.map((row) => (
                <tr key={row.id} data-testid="staff-instalment">
                  <td className={cell}>
                    {row.date}
                    {row.nominal && (
                      <span className="text-ink-soft"> ({t("payments.staff.nominal", { date: row.nominal })})</span>
                    )}
                  </td>
                  <td className={`${cell} tabular-nums`}>{row.amount}</td>
                  <td className={cell}>
                    {t(`payments.instalmentStatuses.${row.status}`)}
                    {row.rejectReasonCode && ` · ${row.rejectReasonCode}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
