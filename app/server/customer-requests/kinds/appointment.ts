import { formatDay } from "~/i18n/format";
import type { RequestKindDefinition } from "./request-kind";

export type AppointmentDetails = {
  motif: string;
  date: string;
  time: string;
  channel: string;
  durationMinutes: number;
};

/** An appointment (issue 12): confirmed the next working day, moved to another slot, or cancelled. */
export const appointmentKind = {
  prefix: "RDV",
  clock: { answer: { workingDays: 1 } },
  initialStage: null,
  summary: (raw, { t, lang, k }) => {
    const d = raw as AppointmentDetails;
    return [
      { label: k("motif"), value: d.motif },
      { label: k("slot"), value: k("slotValue", { date: formatDay(d.date, lang), time: d.time }) },
      { label: k("channel"), value: t(`requests.appointment.channels.${d.channel}`) },
    ];
  },
  staffIntents: ["confirmAppointment", "proposeSlot", "cancelAppointment"],
  staffSteps: ["appointmentConfirmed", "appointmentProposed", "appointmentCancelled"],
  closingSteps: ["appointmentConfirmed"],
  customerSteps: ["appointmentAccepted", "appointmentDeclined"],
} as const satisfies RequestKindDefinition;
