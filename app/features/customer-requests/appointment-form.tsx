import { useState } from "react";
import { formatClockTime, formatDay } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { APPOINTMENT_CHANNELS, type RequestFailure } from "~/server/customer-requests/request-forms";
import { TEXT_MAX } from "~/server/limits";
import { Button } from "~/ui/button";
import { ChoiceGroup, SelectField, TextAreaField } from "~/ui/form-controls";
import { RequestFormFrame } from "./request-form-frame";

type SlotDay = { day: string; times: string[] };
type Hours = { days: number[]; opens: string; closes: string };

/** "du lundi au samedi" as a list of the configured weekdays, in the reader's language. */
function daysLabel(days: number[], lang: string) {
  const names = days.map((iso) =>
    new Intl.DateTimeFormat(lang, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, iso))),
  );
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(names);
}

/**
 * Book an appointment: a reason, a day and a time among the open slots (future ones, within
 * opening hours, never on a public holiday), and how to meet. Without JavaScript, "show this
 * day's times" posts the form back with the day chosen.
 */
export function AppointmentScreen({
  formToken,
  sent,
  booked,
  slots,
  hours,
  failure,
}: {
  formToken: string;
  sent: string | null;
  /** The day and time just asked for, in words. */
  booked: { day: string; time: string } | null;
  slots: SlotDay[];
  hours: Hours;
  failure?: RequestFailure;
}) {
  const t = useT();
  const lang = useLang();
  const values = failure?.values ?? {};
  const error = (name: string) => {
    const key = failure?.errors[name];
    return key && t(key);
  };
  const initialDay = slots.some((slot) => slot.day === values.date) ? (values.date as string) : (slots[0]?.day ?? "");
  const [day, setDay] = useState(initialDay);
  const times = slots.find((slot) => slot.day === day)?.times ?? [];
  const lead = t("requests.appointment.lead", {
    days: daysLabel(hours.days, lang),
    opens: formatClockTime(hours.opens, lang),
    closes: formatClockTime(hours.closes, lang),
  });
  return (
    <RequestFormFrame
      request="appointment"
      lead={lead}
      sent={sent}
      sentMessage={booked ? t("requests.appointment.sentSlot", booked) : t("requests.appointment.sentMessage")}
      failure={failure}
      unavailable={slots.length === 0 ? <p>{t("requests.appointment.noSlots")}</p> : undefined}
      formToken={formToken}
      fields={{ motif: "appointment-motif", date: "appointment-date", time: "appointment-time", channel: "channel" }}
    >
      <TextAreaField
        id="appointment-motif"
        name="motif"
        label={t("requests.appointment.motif")}
        maxLength={TEXT_MAX}
        rows={3}
        defaultValue={values.motif}
        error={error("motif")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="appointment-date"
          name="date"
          label={t("requests.appointment.date")}
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
          error={error("date")}
        >
          {slots.map((slot) => (
            <option key={slot.day} value={slot.day}>
              {new Intl.DateTimeFormat(lang, { weekday: "long", timeZone: "UTC" }).format(
                new Date(`${slot.day}T12:00:00Z`),
              )}{" "}
              {formatDay(slot.day, lang)}
            </option>
          ))}
        </SelectField>
        <SelectField
          key={day}
          id="appointment-time"
          name="time"
          label={t("requests.appointment.time")}
          defaultValue={day === values.date ? values.time : undefined}
          error={error("time")}
        >
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </SelectField>
      </div>
      <noscript>
        <Button type="submit" name="intent" value="day" variant="outline">
          {t("requests.appointment.showTimes")}
        </Button>
      </noscript>
      <ChoiceGroup
        id="channel"
        name="channel"
        type="radio"
        legend={t("requests.appointment.channel")}
        checked={values.channel ?? "phone"}
        error={error("channel")}
        options={APPOINTMENT_CHANNELS.map((channel) => ({
          value: channel,
          label: t(`requests.appointment.channels.${channel}`),
        }))}
      />
    </RequestFormFrame>
  );
}
