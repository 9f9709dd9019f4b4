import { pageNumberOf } from "~/forms/form-reader";
import { PRODUCT_LINES, type ProductLine } from "~/server/contracts/contract-types";

/**
 * The customer list's filters as they stand in the address, read and written (a plain module:
 * the screen builds its links with it, the server reads the query with it).
 */
export const CUSTOMER_PAGE_SIZES = [25, 50, 100] as const;
export const CUSTOMER_SEARCH_MAX = 100;
/** "with": at least one active contract; "without": none. */
export const CUSTOMER_CONTRACT_STATES = ["with", "without"] as const;
export const CUSTOMER_SORTS = ["name", "newest"] as const;

export type CustomerListFilters = {
  q?: string;
  active?: (typeof CUSTOMER_CONTRACT_STATES)[number];
  line?: ProductLine;
  /** A member of staff's id, or "none" for customers nobody follows. */
  adviser?: string;
  /** Only deactivated accounts. */
  deactivated?: boolean;
  sort: (typeof CUSTOMER_SORTS)[number];
  page: number;
  pageSize: (typeof CUSTOMER_PAGE_SIZES)[number];
};

/** Reads the filters from a URL's query, dropping what is not one of ours (a hand-edited URL is no error). */
export function readCustomerFilters(params: URLSearchParams): CustomerListFilters {
  const pick = <T extends string>(value: string | null, allowed: readonly T[]) =>
    value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
  const q = params.get("q")?.trim().slice(0, CUSTOMER_SEARCH_MAX) || undefined;
  const size = Number.parseInt(params.get("taille") ?? "", 10);
  const adviser = params.get("conseiller")?.trim();
  return {
    q,
    active: pick(params.get("contrat"), CUSTOMER_CONTRACT_STATES),
    line: pick(params.get("branche"), PRODUCT_LINES),
    adviser: adviser && /^[\w-]{1,64}$/.test(adviser) ? adviser : undefined,
    deactivated: params.get("desactives") === "1" || undefined,
    sort: pick(params.get("tri"), CUSTOMER_SORTS) ?? "name",
    page: pageNumberOf(params),
    pageSize: pick(String(size), CUSTOMER_PAGE_SIZES.map(String)) ? (size as CustomerListFilters["pageSize"]) : 25,
  };
}

/** The filters as a query string (empty values left out), for links that change one of them. */
export function customerQuery(filters: Partial<CustomerListFilters>, changes: Partial<CustomerListFilters> = {}) {
  const merged = { ...filters, ...changes };
  const query = new URLSearchParams();
  if (merged.q) query.set("q", merged.q);
  if (merged.active) query.set("contrat", merged.active);
  if (merged.line) query.set("branche", merged.line);
  if (merged.adviser) query.set("conseiller", merged.adviser);
  if (merged.deactivated) query.set("desactives", "1");
  if (merged.sort && merged.sort !== "name") query.set("tri", merged.sort);
  if (merged.pageSize && merged.pageSize !== 25) query.set("taille", String(merged.pageSize));
  if (merged.page && merged.page > 1) query.set("page", String(merged.page));
  const search = query.toString();
  return search ? `?${search}` : "";
}
