import type { LeadSource } from "~/server/leads/lead-types";

/** The same one-word source as the SQL of the filters (lead-conditions.server.ts), for one lead. */
export function leadSourceOf(source: LeadSource): string {
  if (source.referralCode) return "referral";
  const utm = source.lastTouch?.utm.source ?? source.firstTouch?.utm.source;
  if (utm) return utm.toLowerCase();
  if (source.referrer) return "referrer";
  return "direct";
}

/** A source's name for people: the broker's own words for the three it names, else the UTM source as it came. */
export function sourceLabel(source: string, t: (key: string) => string) {
  return ["direct", "referral", "referrer"].includes(source) ? t(`leads.source.${source}`) : source;
}
