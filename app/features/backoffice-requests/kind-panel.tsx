import { Form } from "react-router";
import type { Lang } from "~/i18n/config";
import { formatDay, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import type { Translate } from "~/i18n/translate";
import type { SlotDay } from "~/server/customer-requests/appointment-slots.server";
import type { KindView } from "~/server/customer-requests/kind-view.server";
import type { CustomerRequestKind, CustomerRequestStatus } from "~/server/db/schema/customer-requests";
import { buttonClasses } from "~/ui/button";
import { SelectField, TextAreaField } from "~/ui/form-controls";

const section = "rounded-card border border-line bg-surface p-5";
const h2 = "mb-3 font-display text-xl text-ink";
const labelClasses = "text-sm font-semibold";
const term = "text-xs font-semibold uppercase tracking-wide text-muted";

type Props = {
  request: { id: string; kind: CustomerRequestKind; status: CustomerRequestStatus; version: number };
  handling: KindView;
  proposable: SlotDay[];
};

/** What staff do that is proper to the request's kind: confirm a cancellation, move an appointment, settle a document. */
export function KindPanel({ request, handling, proposable }: Props) {
  const t = useT();
  const lang = useLang();
  const open = request.status !== "done" && request.status !== "refused";
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={request.version} />
    </>
  );
  return (
    <section className={section} aria-labelledby="handling" data-testid="kind-panel">
      <h2 id="handling" className={h2}>
        {t("handling.staff.title")}
      </h2>
      {handling.stage && (
        <p className="mb-3 text-sm font-semibold" data-testid="kind-stage">
          {t("handling.staff.stage", { stage: t(`handling.stage.${handling.stage}`) })}
        </p>
      )}
      {handling.cancellation && (
        <>
          <dl className="grid gap-1 text-sm">
            <div>
              <dt className={term}>{t("handling.staff.cancellation.received")}</dt>
              <dd>{formatMoment(new Date(handling.cancellation.receivedAt), lang)}</dd>
            </div>
            <div>
              <dt className={term}>{t("handling.staff.cancellation.effectDate")}</dt>
              <dd data-testid="effect-date">{formatDay(handling.cancellation.effectDate, lang)}</dd>
            </div>
          </dl>
          {open && (
            <Form method="post" className="mt-4 flex flex-col gap-2" key={`cancel-${request.version}`}>
              {hidden("confirmCancellation")}
              <p className="text-sm text-ink-soft">{t("handling.staff.cancellation.hint")}</p>
              <button type="submit" className={`${buttonClasses("primary")} self-start`}>
                {t("handling.staff.cancellation.confirm")}
              </button>
            </Form>
          )}
        </>
      )}
      {handling.appointment && (
        <>
          <dl className="grid gap-1 text-sm">
            <div>
              <dt className={term}>{t("handling.staff.appointment.slot")}</dt>
              <dd>{formatMoment(new Date(handling.appointment.slot), lang)}</dd>
            </div>
            {handling.appointment.proposed && (
              <div>
                <dt className={term}>{t("handling.staff.appointment.proposed")}</dt>
                <dd>{formatMoment(new Date(handling.appointment.proposed), lang)}</dd>
              </div>
            )}
          </dl>
          {open && (
            <>
              <Form method="post" className="mt-4" key={`confirm-${request.version}`}>
                {hidden("confirmAppointment")}
                <button type="submit" className={buttonClasses("primary")}>
                  {t("handling.staff.appointment.confirm")}
                </button>
              </Form>
              <Form method="post" className="mt-5 flex flex-col gap-2" key={`propose-${request.version}`}>
                {hidden("proposeSlot")}
                <SelectField
                  id="propose-slot"
                  name="slot"
                  label={t("handling.staff.appointment.propose")}
                  labelClassName={labelClasses}
                  required
                >
                  {proposable.map((day) => (
                    <optgroup key={day.day} label={formatDay(day.day, lang)}>
                      {day.times.map((time) => (
                        <option key={time} value={`${day.day} ${time}`}>
                          {`${formatDay(day.day, lang)} · ${time}`}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </SelectField>
                <button type="submit" className={`${buttonClasses("outline")} self-start`}>
                  {t("handling.staff.appointment.proposeButton")}
                </button>
              </Form>
              <Form method="post" className="mt-5 flex flex-col gap-2" key={`cancel-${request.version}`}>
                {hidden("cancelAppointment")}
                <TextAreaField
                  id="cancel-reason"
                  name="reason"
                  label={t("handling.staff.appointment.cancelReason")}
                  labelClassName={labelClasses}
                  required
                  maxLength={500}
                  rows={2}
                />
                <button type="submit" className={`${buttonClasses("outline")} self-start`}>
                  {t("handling.staff.appointment.cancel")}
                </button>
              </Form>
            </>
          )}
        </>
      )}
      {request.kind === "document" && open && (
        <>
          <div className="flex flex-wrap gap-2">
            {(["acknowledge", "accept"] as const).map((step) => (
              <Form method="post" key={`${step}-${request.version}`}>
                {hidden("documentStep")}
                <input type="hidden" name="step" value={step} />
                <button type="submit" className={buttonClasses(step === "accept" ? "primary" : "outline")}>
                  {t(`handling.staff.document.${step}`)}
                </button>
              </Form>
            ))}
          </div>
          <Form method="post" className="mt-5 flex flex-col gap-2" key={`again-${request.version}`}>
            {hidden("documentStep")}
            <input type="hidden" name="step" value="askAgain" />
            <TextAreaField
              id="document-reason"
              name="reason"
              label={t("handling.staff.document.reason")}
              labelClassName={labelClasses}
              required
              maxLength={500}
              rows={2}
            />
            <button type="submit" className={`${buttonClasses("outline")} self-start`}>
              {t("handling.staff.document.askAgain")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
