import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { REASON_MAX } from "~/server/limits";
import { buttonClasses } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/form-controls";
import type { CustomerActionResult } from "./customer-actions.server";
import { FormError, labelClasses } from "./customer-forms";

const fieldError = (result: CustomerActionResult | undefined, intent: string, field: string) =>
  result?.intent === intent ? result.errors[field] : undefined;

/**
 * Revoking one mandate (admins): a reason is required; the customer is told. Folded under its
 * mandate's line, open again when its last try was refused.
 */
export function RevokeMandateForm({ mandateId, result }: { mandateId: string; result?: CustomerActionResult }) {
  const t = useT();
  const mine = result?.intent === "revokeMandate" && result.values?.mandateId === mandateId;
  const error = mine ? fieldError(result, "revokeMandate", "reason") : undefined;
  return (
    <details open={mine} className="mt-2" data-testid="revoke-mandate">
      <summary className="cursor-pointer text-sm font-semibold underline">{t("payments.staff.revoke")}</summary>
      <Form method="post" className="mt-2 flex flex-col gap-2">
        <input type="hidden" name="intent" value="revokeMandate" />
        <input type="hidden" name="mandateId" value={mandateId} />
        {mine && <FormError result={result} intent="revokeMandate" />}
        <TextAreaField
          id={`revoke-reason-${mandateId}`}
          name="reason"
          rows={2}
          maxLength={REASON_MAX}
          required
          label={t("payments.staff.revokeReason")}
          labelClassName={labelClasses}
          hint={t("payments.staff.revokeHint")}
          defaultValue={mine ? String(result?.values?.reason ?? "") : ""}
          error={error ? t(error) : undefined}
        />
        <div>
          <button type="submit" className={buttonClasses("secondary")}>
            {t("payments.staff.revokeSubmit")}
          </button>
        </div>
      </Form>
    </details>
  );
}

/**
 * A RIB the customer gave by phone: checked like theirs, then the new mandate goes to them to
 * sign (staff cannot sign for them). The account shows masked in the list once sent.
 */
export function PhoneBankDetailsForm({ result }: { result?: CustomerActionResult }) {
  const t = useT();
  const intent = "bankDetails";
  const mine = result?.intent === intent;
  const value = (field: string) => (mine ? String(result?.values?.[field] ?? "") : "");
  const error = (field: string) => {
    const key = fieldError(result, intent, field);
    return key ? t(key) : undefined;
  };
  return (
    <details open={mine} className="mt-4" data-testid="phone-bank-details">
      <summary className="cursor-pointer font-semibold">{t("payments.staff.phoneTitle")}</summary>
      <p className="mt-2 text-sm text-ink-soft">{t("payments.staff.phoneIntro")}</p>
      <Form method="post" noValidate className="mt-3 grid gap-3 md:grid-cols-3">
        <input type="hidden" name="intent" value={intent} />
        <div className="md:col-span-3">
          <FormError result={result} intent={intent} />
        </div>
        <TextField
          id="phone-holder"
          name="holder"
          autoComplete="off"
          label={t("payments.form.holder")}
          labelClassName={labelClasses}
          defaultValue={value("holder")}
          error={error("holder")}
        />
        <TextField
          id="phone-iban"
          name="iban"
          autoComplete="off"
          spellCheck={false}
          label={t("payments.form.iban")}
          labelClassName={labelClasses}
          defaultValue={value("iban")}
          error={error("iban")}
        />
        <TextField
          id="phone-bic"
          name="bic"
          autoComplete="off"
          spellCheck={false}
          label={t("payments.form.bic")}
          labelClassName={labelClasses}
          defaultValue={value("bic")}
          error={error("bic")}
        />
        <div className="md:col-span-3">
          <button type="submit" className={buttonClasses("secondary")}>
            {t("payments.staff.phoneSubmit")}
          </button>
        </div>
      </Form>
    </details>
  );
}
