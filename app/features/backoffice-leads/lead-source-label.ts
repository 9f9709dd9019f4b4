import type { LeadSource } from "~/server/leads/lead-types";

/** The same one-word source as the SQL of the filters (lead-conditions.server.ts), for one lead. */
export function leadSourceOf(source: LeadSource): string {
  if (source.referralCode) return "referral";
  const utm = source.lastTouch?.utm.source ?? source.firstTouch?.utm.source;
  if (utm) return utm.toLowerCase();
  if (source.referrer) return "referrer";
  return "direct";
}
