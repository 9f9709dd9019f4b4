import { useState } from "react";
import { Form } from "react-router";
import { formatDate, formatDay } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import type { SlotDay } from "~/server/customer-requests/appointment-slots.server";
import { buttonClasses } from "~/ui/button";
import { SelectField } from "~/ui/form-controls";
import { PROPOSE_DAY_PARAM } from "./propose-slot-param";

const labelClasses = "text-sm font-semibold";

/**
 * Another slot for an appointment (issue 46: one list of 427 options, no weekdays): a day, named
 * with its weekday, then that day's free times. With JavaScript the times follow the day at once;
 * without, "Voir les horaires de ce jour" reloads the page with the day in its address.
 */
export function ProposeSlotForm({
  slots,
  initialDay,
  hidden,
}: {
  slots: SlotDay[];
  initialDay: string | null;
  hidden: React.ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  const first = slots.some((slot) => slot.day === initialDay) ? (initialDay as string) : (slots[0]?.day ?? "");
  const [day, setDay] = useState(first);
  const times = slots.find((slot) => slot.day === day)?.times ?? [];
  if (slots.length === 0) {
    return <p className="mt-5 text-sm text-ink-soft">{t("handling.staff.appointment.noFreeSlot")}</p>;
  }
  return (
    <Form method="post" className="mt-5 flex flex-col gap-2" data-testid="propose-slot">
      {hidden}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className={`${labelClasses} mb-2`}>{t("handling.staff.appointment.propose")}</legend>
        <SelectField
          id="propose-day"
          name={PROPOSE_DAY_PARAM}
          label={t("handling.staff.appointment.proposeDay")}
          labelClassName={labelClasses}
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
        >
          {slots.map((slot) => (
            <option key={slot.day} value={slot.day}>
              {`${formatDate(new Date(`${slot.day}T12:00:00Z`), lang, { weekday: "long", timeZone: "UTC" })} ${formatDay(slot.day, lang)}`}
            </option>
          ))}
        </SelectField>
        <SelectField
          key={day}
          id="propose-time"
          name="time"
          label={t("handling.staff.appointment.proposeTime")}
          labelClassName={labelClasses}
          required
        >
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <noscript>
          <button type="submit" formMethod="get" className={buttonClasses("outline")}>
            {t("handling.staff.appointment.showTimes")}
          </button>
        </noscript>
        <button type="submit" className={buttonClasses("outline")}>
          {t("handling.staff.appointment.proposeButton")}
        </button>
      </div>
    </Form>
  );
}
