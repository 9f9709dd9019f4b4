import type { Lang } from "~/i18n/config";

// The day and time of a booked appointment as a sentence says them. French typography: "le
// mardi 1er décembre", "à 14 h 30", "à 9 h" (the Imprimerie nationale's rules); the other
// languages as their locale writes them.

/** "mardi 1er décembre 2026" from 2026-12-01. */
export function appointmentDay(day: string, lang: Lang) {
  const date = new Date(`${day}T12:00:00Z`);
  const words = new Intl.DateTimeFormat(lang, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
  return lang === "fr" && date.getUTCDate() === 1 ? words.replace(/(^|\s)1(\s)/, "$11er$2") : words;
}

/** "14 h 30", "9 h" in French (no-break spaces); "2:30 PM", "14:30"… elsewhere. */
export function appointmentTime(time: string, lang: Lang) {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  if (lang === "fr")
    return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(minutes).padStart(2, "0")}`;
  return new Intl.DateTimeFormat(lang, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 1, hours, minutes)),
  );
}
