import { MESSAGE_MAX } from "~/server/limits";

/**
 * The back office's words for a lead's life, shared by the screens and the server (no server code):
 * the pipeline's statuses, the 24-hour call-back promise, the filters of the list as they live
 * in the URL, and how a search term is folded to match the leads' search column. No zod here: the
 * screens import this module, and zod's full API would ride along into their bundle.
 */
/**
 * The pipeline's stages. "offerSent" (Proposition envoyée) and "won" (shown "Signée") follow the
 * lead's offer (issue 42): sending it and its signature move the lead; staff may still move it by hand.
 */
export const LEAD_STATUSES = ["new", "contacted", "quoted", "offerSent", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** Statuses a lead can still move out of. */
export const OPEN_STATUSES = ["new", "contacted", "quoted", "offerSent"] as const satisfies readonly LeadStatus[];

export const LOST_REASONS = ["price", "competitor", "unreachable", "notEligible", "noNeed", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** A call's outcome: a refusal opens the 60 quiet days, a call back carries its moment (app/server/calls). */
export const CALL_OUTCOMES = ["reached", "voicemail", "noAnswer", "refused", "callBack", "wrongNumber"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
/**
 * Why a sales call to someone without the phone opt-in is lawful (loi n° 2025-594, in force
 * since 11 August 2026): the person asked to be called back, a contract in force to which the
 * call relates, or an answer to the person's own call.
 */
export const LEGAL_BASES = ["callbackRequest", "existingContract", "inboundCall"] as const;
export type LegalBasis = (typeof LEGAL_BASES)[number];
export const NOTE_MAX = MESSAGE_MAX;

/** The site promises a call back within 24 hours (spec: "advisor contact within 24h"). */
export const CALLBACK_PROMISE_MS = 24 * 60 * 60 * 1000;

export type PromiseState =
  | { state: "kept"; at: string }
  | { state: "late"; at: string }
  | { state: "pending"; dueAt: string; msLeft: number }
  | { state: "overdue"; dueAt: string; msLate: number }
  | { state: "closed" };

/** Where a lead stands with the promise: called in time, called late, time left, or overdue. */
export function promiseState(
  lead: { createdAt: Date; firstContactedAt: Date | null; status: string },
  now: Date,
): PromiseState {
  const due = lead.createdAt.getTime() + CALLBACK_PROMISE_MS;
  if (lead.firstContactedAt) {
    const at = lead.firstContactedAt.toISOString();
    return lead.firstContactedAt.getTime() <= due ? { state: "kept", at } : { state: "late", at };
  }
  if (lead.status === "won" || lead.status === "lost") return { state: "closed" };
  const dueAt = new Date(due).toISOString();
  const left = due - now.getTime();
  // In whole minutes, as the list shows it: its data, and so its page, then stay the same for a
  // minute (the render memo, app/server/http/render-memo.server.ts).
  const minutes = (ms: number) => Math.round(ms / 60_000) * 60_000;
  return left >= 0
    ? { state: "pending", dueAt, msLeft: minutes(left) }
    : { state: "overdue", dueAt, msLate: minutes(-left) };
}

/** The back office's search folding (app/server/search-text.ts), under the names the leads' column uses. */
export { foldSearch, SEARCH_FROM as LEAD_SEARCH_FROM, SEARCH_TO as LEAD_SEARCH_TO } from "~/server/search-text";

export const SEARCH_MAX = 100;
export const PAGE_SIZES = [25, 50, 100] as const;
export const SORTS = ["newest", "oldest", "due", "name", "status"] as const;
export type LeadSort = (typeof SORTS)[number];

/** The list's filters as they stand in the URL (read by `readLeadFilters`, lead-filters.server.ts). */
export type LeadFilters = {
  q?: string;
  product?: string;
  status?: LeadStatus;
  /** An adviser's id, or "none" for unassigned leads. */
  adviser?: string;
  from?: string;
  to?: string;
  /** A lead source: "direct", "referral" or a UTM source. */
  source?: string;
  overdue?: "1";
  sort: LeadSort;
  page: number;
  size: number;
};
export const FILTER_KEYS = ["q", "product", "status", "adviser", "from", "to", "source", "overdue"] as const;

/** The URL query of a set of filters (defaults left out), so links and forms share one shape. */
export function filtersQuery(
  filters: Partial<LeadFilters>,
  overrides: Partial<Record<string, string | number | undefined>> = {},
) {
  const params = new URLSearchParams();
  const merged: Record<string, unknown> = { ...filters, ...overrides };
  for (const key of [...FILTER_KEYS, "sort", "page", "size"]) {
    const value = merged[key];
    if (value === undefined || value === null || value === "") continue;
    if (key === "sort" && value === "newest") continue;
    if (key === "page" && Number(value) === 1) continue;
    if (key === "size" && Number(value) === 25) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
