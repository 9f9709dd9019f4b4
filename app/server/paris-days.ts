/**
 * Calendar days as French admins mean them: Paris midnights (the journal's and the deliveries' date
 * filters).
 */

const PARIS_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** What Paris's clock reads at an instant: year, month, day, hour, minute and second, as digits. */
export function parisClockParts(at: Date): Record<string, string> {
  return Object.fromEntries(PARIS_CLOCK.formatToParts(at).map((part) => [part.type, part.value]));
}

/** A UTC instant for a calendar day (plus some days) at midnight, years 1 to 99 included (Date.UTC reads them as 19xx). */
function utcMidnight(isoDay: string, plusDays: number) {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return new Date(0).setUTCFullYear(year, month - 1, day + plusDays);
}

/**
 * Paris days: the dates an admin types are French calendar days. The offset is what Paris's
 * clock read minus UTC at that moment, to the second: before 1911 Paris kept its mean solar time
 * (+0:09:21), which an offset in whole minutes or hours cannot write (it made an Invalid Date, a
 * 500, for `?from=1900-01-01`).
 */
export function parisMidnight(isoDay: string, plusDays = 0) {
  const utc = utcMidnight(isoDay, plusDays);
  const parts = parisClockParts(new Date(utc));
  const clock = new Date(0).setUTCFullYear(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  const offset = clock + ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 - utc;
  return new Date(utc - offset);
}

/**
 * No entry is older than 1970, and Paris midnight on 1 January of year 1 is still in 1 BC, which
 * PostgreSQL cannot read from an ISO string: earlier bounds read as 1970 and select the same rows.
 */
export const sinceEpoch = (instant: Date) => new Date(Math.max(instant.getTime(), 0));
