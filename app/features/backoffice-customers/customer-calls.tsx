import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { CALL_OUTCOMES, type CallOutcome, LEGAL_BASES } from "~/server/leads/lead-pipeline";
import { MESSAGE_MAX } from "~/server/limits";
import { buttonClasses } from "~/ui/button";
import { Field, SelectField, TextAreaField } from "~/ui/form-controls";
import type { CustomerActionResult } from "./customer-actions.server";
import { FormError, labelClasses, Section, useErrors } from "./customer-forms";

export type CustomerCall = {
  id: string;
  at: string;
  outcome: CallOutcome;
  callBackAt: string | null;
  inbound: boolean;
  note: string;
  actorName: string | null;
};

/**
 * The customer's call log (issue 44): the calls made on their leads, their account or to their
 * number, with the consents shown just above in the leads' section; a call is logged here too,
 * checked against the calling rules as on the lead page.
 */
export function CustomerCalls({
  calls,
  byPhone,
  hasPhone,
  result,
}: {
  calls: CustomerCall[];
  /** The customer's "contact by phone" choice: their consent to sales calls. */
  byPhone: boolean;
  hasPhone: boolean;
  result?: CustomerActionResult;
}) {
  const t = useT();
  const { error } = useErrors(result, "call");
  return (
    <Section folded={result?.intent !== "call"} id="calls" title={t("leads.call.log")}>
      <p className="mb-2 text-sm text-muted">{t("leads.call.rules")}</p>
      {hasPhone ? (
        // The call log form (issue 44): checked by the calling rules when it is saved.
        <Form method="post" noValidate className="mb-4 flex flex-col gap-3">
          <input type="hidden" name="intent" value="call" />
          <FormError result={result} intent="call" />
          <SelectField
            id="customer-call-outcome"
            name="outcome"
            label={t("leads.call.outcome")}
            labelClassName={labelClasses}
            error={error("outcome")}
          >
            {CALL_OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {t(`leads.call.outcomes.${outcome}`)}
              </option>
            ))}
          </SelectField>
          <Field
            id="customer-call-back"
            label={t("leads.call.callBackAt")}
            hint={t("leads.call.callBackHint")}
            labelClassName={labelClasses}
            error={error("callBackAt")}
          >
            {(aria) => (
              <input
                {...aria}
                type="datetime-local"
                name="callBackAt"
                className="min-h-11 rounded-control border border-line px-3"
              />
            )}
          </Field>
          <SelectField
            id="customer-call-basis"
            name="legalBasis"
            label={t("leads.call.legalBasis")}
            labelClassName={labelClasses}
            hint={byPhone ? t("leads.call.optInHint") : t("leads.call.basisHint")}
            error={error("legalBasis")}
          >
            <option value="">{byPhone ? t("leads.call.optIn") : "—"}</option>
            {LEGAL_BASES.map((basis) => (
              <option key={basis} value={basis}>
                {t(`leads.call.bases.${basis}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            id="customer-call-note"
            name="note"
            rows={3}
            maxLength={MESSAGE_MAX}
            label={t("leads.call.note")}
            labelClassName={labelClasses}
          />
          <div>
            <button type="submit" className={buttonClasses("secondary")}>
              {t("leads.call.submit")}
            </button>
          </div>
        </Form>
      ) : (
        <p className="mb-2 text-sm text-muted">{t("customers-admin.errors.noPhone")}</p>
      )}
      {calls.length === 0 ? (
        <p className="text-sm text-muted">{t("leads.call.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {calls.map((call) => (
            <li key={call.id}>
              <span className="font-semibold">{t(`leads.call.outcomes.${call.outcome}`)}</span> · {call.at}
              {call.callBackAt && <> · {t("leads.call.callBackOn", { when: call.callBackAt })}</>}
              {call.inbound && <> · {t("leads.call.inbound")}</>}
              {call.actorName && <> · {t("leads.call.by", { who: call.actorName })}</>}
              {call.note && <p className="whitespace-pre-line text-muted">{call.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
