import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from "../db/schema/privacy";

export const REGISTER_PAGE_SIZE = 50;

/** The register's filters, as the address carries them (French names, as the inbox's). */
export type RegisterFilters = {
  kind?: PrivacyRequestKind;
  status?: PrivacyRequestStatus | "open";
  overdue: boolean;
  q?: string;
  page: number;
};

const STATUS_FILTERS = [...PRIVACY_REQUEST_STATUSES, "open"] as const;

/** Reads the filters; a value that is not ours names its field (a 400 for the caller). */
export function readRegisterFilters(
  query: URLSearchParams,
): { ok: true; filters: RegisterFilters } | { ok: false; field: string } {
  const kind = query.get("type") || undefined;
  if (kind && !(PRIVACY_REQUEST_KINDS as readonly string[]).includes(kind)) return { ok: false, field: "type" };
  const status = query.get("statut") || undefined;
  if (status && !(STATUS_FILTERS as readonly string[]).includes(status)) return { ok: false, field: "statut" };
  const overdue = query.get("retard");
  if (overdue && overdue !== "1") return { ok: false, field: "retard" };
  const page = query.get("page") ?? "1";
  if (!/^\d{1,5}$/.test(page) || Number(page) < 1) return { ok: false, field: "page" };
  const q = query.get("q")?.trim().slice(0, 100) || undefined;
  return {
    ok: true,
    filters: {
      kind: kind as PrivacyRequestKind | undefined,
      status: status as RegisterFilters["status"],
      overdue: overdue === "1",
      q,
      page: Number(page),
    },
  };
}

/** The address's query for some filters (empty ones left out). */
export function registerQuery(filters: Partial<RegisterFilters>, change: Partial<RegisterFilters> = {}) {
  const merged = { ...filters, ...change };
  const query = new URLSearchParams();
  if (merged.kind) query.set("type", merged.kind);
  if (merged.status) query.set("statut", merged.status);
  if (merged.overdue) query.set("retard", "1");
  if (merged.q) query.set("q", merged.q);
  if (merged.page && merged.page > 1) query.set("page", String(merged.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}
