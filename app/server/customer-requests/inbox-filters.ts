import { pageNumberOf } from "~/forms/form-reader";
import {
  CUSTOMER_REQUEST_KINDS,
  CUSTOMER_REQUEST_STATUSES,
  type CustomerRequestKind,
  type CustomerRequestStatus,
} from "~/server/db/schema/customer-requests";

/**
 * The inbox's filters as they stand in the address, read and written (a plain module: the list's
 * screen builds its links with it, the server reads the query with it).
 */
export const INBOX_PAGE_SIZES = [25, 50, 100] as const;
export const INBOX_SEARCH_MAX = 100;
export const INBOX_SORTS = ["due", "newest", "oldest"] as const;

/** The inbox's filters as they stand in the URL; `status: "open"` is received or taken in hand. */
export type InboxFilters = {
  q?: string;
  kind?: CustomerRequestKind;
  status?: CustomerRequestStatus | "open";
  /** A member of staff's id, or "none" for requests nobody holds. */
  assignee?: string;
  overdue?: boolean;
  unread?: boolean;
  sort: (typeof INBOX_SORTS)[number];
  page: number;
  pageSize: (typeof INBOX_PAGE_SIZES)[number];
};

/** Reads the filters from a URL's query, dropping what is not one of ours (a hand-edited URL is no error). */
export function readInboxFilters(params: URLSearchParams): InboxFilters {
  const pick = <T extends string>(value: string | null, allowed: readonly T[]) =>
    value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
  const q = params.get("q")?.trim().slice(0, INBOX_SEARCH_MAX) || undefined;
  const size = Number.parseInt(params.get("taille") ?? "", 10);
  const assignee = params.get("conseiller")?.trim();
  return {
    q,
    kind: pick(params.get("type"), CUSTOMER_REQUEST_KINDS),
    status: pick(params.get("statut"), [...CUSTOMER_REQUEST_STATUSES, "open"] as const),
    assignee: assignee && /^[\w-]{1,64}$/.test(assignee) ? assignee : undefined,
    overdue: params.get("retard") === "1" || undefined,
    unread: params.get("nonlus") === "1" || undefined,
    sort: pick(params.get("tri"), INBOX_SORTS) ?? "due",
    page: pageNumberOf(params),
    pageSize: pick(String(size), INBOX_PAGE_SIZES.map(String)) ? (size as InboxFilters["pageSize"]) : 25,
  };
}

/** The filters as a query string (empty values left out), for links that change one of them. */
export function inboxQuery(filters: Partial<InboxFilters>, changes: Partial<InboxFilters> = {}) {
  const merged = { ...filters, ...changes };
  const query = new URLSearchParams();
  if (merged.q) query.set("q", merged.q);
  if (merged.kind) query.set("type", merged.kind);
  if (merged.status) query.set("statut", merged.status);
  if (merged.assignee) query.set("conseiller", merged.assignee);
  if (merged.overdue) query.set("retard", "1");
  if (merged.unread) query.set("nonlus", "1");
  if (merged.sort && merged.sort !== "due") query.set("tri", merged.sort);
  if (merged.pageSize && merged.pageSize !== 25) query.set("taille", String(merged.pageSize));
  if (merged.page && merged.page > 1) query.set("page", String(merged.page));
  const search = query.toString();
  return search ? `?${search}` : "";
}
