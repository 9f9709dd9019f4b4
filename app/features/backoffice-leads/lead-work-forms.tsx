import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { CALL_OUTCOMES, LEGAL_BASES } from "~/server/leads/lead-pipeline";
import { MESSAGE_MAX } from "~/server/limits";
import { buttonClasses } from "~/ui/button";
import { Field as FormField, inputClasses } from "~/ui/form-controls";
import { AssignForm } from "./assign-form";
import { LabelledSelect, lostReasonChoices, statusChoices } from "./lead-fields";
import type { LeadPageData } from "./lead-page";
import { h2, labelClasses, sectionClasses } from "./lead-page-styles";

/** Working the lead: its adviser and status, a call's outcome, a note (each form keyed by the lead's version). */
export function LeadWorkForms({ data }: { data: LeadPageData }) {
  const t = useT();
  const { lead } = data.detail;
  return (
    <>
      <section className={sectionClasses} aria-labelledby="work">
        <h2 id="work" className={h2}>
          {t("leads.lead.work")}
        </h2>
        <p className="mb-1 text-sm font-semibold">{t("leads.columns.adviser")}</p>
        <AssignForm
          key={`assign-${lead.version}`}
          leadId={lead.id}
          version={lead.version}
          current={lead.assignedTo ?? ""}
          staff={data.staff}
        />
        <Form key={`status-${lead.version}`} method="post" noValidate className="mt-4 flex flex-col gap-2">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="version" value={lead.version} />
          <LabelledSelect
            id="status"
            name="status"
            label={t("leads.columns.status")}
            labelClassName={labelClasses}
            defaultValue={lead.status}
            className={inputClasses}
            choices={statusChoices(t)}
          />
          <LabelledSelect
            id="lostReason"
            name="lostReason"
            label={t("leads.board.reasonIfLost")}
            labelClassName={labelClasses}
            defaultValue={lead.lostReason ?? ""}
            className={inputClasses}
            choices={lostReasonChoices(t)}
            empty="—"
          />
          <button type="submit" className={buttonClasses("outline")}>
            {t("leads.lead.saveStatus")}
          </button>
        </Form>
      </section>
      <section className={sectionClasses} aria-labelledby="call">
        <h2 id="call" className={h2}>
          {t("leads.call.title")}
        </h2>
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
      </section>
      <section className={sectionClasses} aria-labelledby="note">
        <h2 id="note" className={h2}>
          {t("leads.note.title")}
        </h2>
        <Form key={`note-${lead.version}`} method="post" noValidate className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="note" />
          <FormField id="note-text" label={t("leads.note.label")} className="contents" labelClassName={labelClasses}>
            {(aria) => (
              <textarea
                {...aria}
                name="text"
                rows={3}
                required
                maxLength={MESSAGE_MAX}
                className={`${inputClasses} py-2`}
              />
            )}
          </FormField>
          <button type="submit" className={buttonClasses("outline")}>
            {t("leads.note.submit")}
          </button>
        </Form>
      </section>
    </>
  );
}
