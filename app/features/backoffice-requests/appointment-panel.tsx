import { Form } from "react-router";
import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { REASON_MAX } from "~/server/limits";
import { buttonClasses } from "~/ui/button";
import { TextAreaField } from "~/ui/form-controls";
import { IntentFields, type KindPanelProps, labelClasses, term } from "./kind-panel-parts";
import { ProposeSlotForm } from "./propose-slot-form";

/** An appointment's slot: confirmed, moved to another slot the booking form offers, or cancelled with a reason. */
export function AppointmentPanel({ request, handling, proposable, proposeDay, open }: KindPanelProps) {
  const t = useT();
  const lang = useLang();
  if (!handling.appointment) return null;
  return (
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
            <IntentFields intent="confirmAppointment" version={request.version} />
            <button type="submit" className={buttonClasses("primary")}>
              {t("handling.staff.appointment.confirm")}
            </button>
          </Form>
          <ProposeSlotForm
            key={`propose-${request.version}`}
            slots={proposable}
            initialDay={proposeDay}
            hidden={<IntentFields intent="proposeSlot" version={request.version} />}
          />
          <Form method="post" className="mt-5 flex flex-col gap-2" key={`cancel-${request.version}`}>
            <IntentFields intent="cancelAppointment" version={request.version} />
            <TextAreaField
              id="cancel-reason"
              name="reason"
              label={t("handling.staff.appointment.cancelReason")}
              labelClassName={labelClasses}
              required
              maxLength={REASON_MAX}
              rows={2}
            />
            <button type="submit" className={`${buttonClasses("outline")} self-start`}>
              {t("handling.staff.appointment.cancel")}
            </button>
          </Form>
        </>
      )}
    </>
  );
}
