import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { CALL_OUTCOMES, LEGAL_BASES } from "~/server/leads/lead-pipeline";
import { MESSAGE_MAX } from "~/server/limits";
import { buttonClasses } from "~/ui/button";
import { Field as FormField, inputClasses } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import { formatDateTime } from "./formatting";
import { LabelledSelect } from "./lead-fields";
import type { LeadPageData } from "./lead-page";
import { h2, labelClasses, sectionClasses } from "./lead-page-styles";

/**
 * The sales calls to the prospect: what the calling rules allow now and from when, the consent
 * they rest on (with a link to its proof), the form that logs a call or schedules a call back, and
 * the person's call log across their leads.
 */
export function LeadCalls({ data }: { data: LeadPageData }) {
  const t = useT();
  const { lead } = data.detail;
  const { now, log } = data.calls;
  const lang = lead.lang;
  return (
    <section className={sectionClasses} aria-labelledby="call">
      <h2 id="call" className={h2}>
        {t("leads.call.title")}
      </h2>
      <div id="call-rules" className="mb-3 flex flex-col gap-2 text-sm">
        {now.allowed ? (
          <Notice tone="success">{t("leads.call.allowedNow")}</Notice>
        ) : (
          <Notice tone="info">
            {t("leads.call.notNow", { reason: t(`leads.call.reasons.${now.reason}`) })}
            {now.nextAllowedAt && <> {t("leads.call.nextAt", { when: formatDateTime(now.nextAllowedAt, lang) })}</>}
          </Notice>
        )}
        <p>
          {t("leads.call.consentLine", {
            state: lead.consents.callback.given ? t("leads.lead.given") : t("leads.lead.notGiven"),
          })}{" "}
          · {formatDateTime(lead.consents.callback.at, lang)} ·{" "}
          <a href="#consentements" className="underline">
            {t("leads.call.proof")}
          </a>
        </p>
        <p className="text-muted">{t("leads.call.rules")}</p>
      </div>
      <Form key={`call-${lead.version}`} method="post" noValidate className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="call" />
        <LabelledSelect
          id="outcome"
          name="outcome"
          label={t("leads.call.outcome")}
          labelClassName={labelClasses}
          className={inputClasses}
          choices={CALL_OUTCOMES.map((o) => [o, t(`leads.call.outcomes.${o}`)])}
        />
        <FormField
          id="callBackAt"
          label={t("leads.call.callBackAt")}
          hint={t("leads.call.callBackHint")}
          className="contents"
          labelClassName={labelClasses}
        >
          {(aria) => <input {...aria} type="datetime-local" name="callBackAt" className={inputClasses} />}
        </FormField>
        <LabelledSelect
          id="legalBasis"
          name="legalBasis"
          label={t("leads.call.legalBasis")}
          labelClassName={labelClasses}
          required={!data.mayCall}
          className={inputClasses}
          hint={data.mayCall ? t("leads.call.optInHint") : t("leads.call.basisHint")}
          choices={LEGAL_BASES.map((b) => [b, t(`leads.call.bases.${b}`)])}
          empty={data.mayCall ? t("leads.call.optIn") : "—"}
        />
        <FormField id="call-note" label={t("leads.call.note")} className="contents" labelClassName={labelClasses}>
          {(aria) => (
            <textarea {...aria} name="note" rows={3} maxLength={MESSAGE_MAX} className={`${inputClasses} py-2`} />
          )}
        </FormField>
        <button type="submit" className={buttonClasses("secondary")}>
          {t("leads.call.submit")}
        </button>
      </Form>
      <h3 className="mt-4 mb-2 text-sm font-semibold">{t("leads.call.log")}</h3>
      {log.length === 0 ? (
        <p className="text-sm text-muted">{t("leads.call.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm" aria-label={t("leads.call.log")}>
          {log.map((entry) => (
            <li key={entry.id}>
              <span className="font-semibold">{t(`leads.call.outcomes.${entry.outcome}`)}</span> ·{" "}
              {formatDateTime(entry.at, lang)}
              {entry.callBackAt && (
                <> · {t("leads.call.callBackOn", { when: formatDateTime(entry.callBackAt, lang) })}</>
              )}
              {entry.inbound && <> · {t("leads.call.inbound")}</>}
              {entry.actorName && <> · {t("leads.call.by", { who: entry.actorName })}</>}
              {entry.note && <p className="text-muted whitespace-pre-line">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
