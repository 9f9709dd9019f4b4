import { z } from "zod";
import {
  FILTER_KEYS,
  LEAD_STATUSES,
  type LeadFilters,
  PAGE_SIZES,
  SEARCH_MAX,
  SORTS,
} from "~/server/leads/lead-pipeline";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));
const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The list's filters as they stand in the URL (shareable views); every one optional. */
export const LeadFiltersSchema = z
  .object({
    q: z.string().trim().max(SEARCH_MAX).optional(),
    product: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9-]{0,39}$/)
      .optional(),
    status: z.enum(LEAD_STATUSES).optional(),
    /** An adviser's id, or "none" for unassigned leads. */
    adviser: id.optional(),
    from: day.optional(),
    to: day.optional(),
    /** A lead source: "direct", "referral" or a UTM source. */
    source: z.string().trim().max(60).optional(),
    overdue: z.literal("1").optional(),
    sort: z.enum(SORTS).default("newest"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
      .default(25),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ["to"], message: "range" });

/** Reads the filters of a URL: empty values are absent; a malformed one is named (a 400 for the route). */
export function readLeadFilters(
  params: URLSearchParams,
): { ok: true; filters: LeadFilters } | { ok: false; field: string } {
  const raw: Record<string, string> = {};
  for (const key of [...FILTER_KEYS, "sort", "page", "size"]) {
    const values = params.getAll(key);
    if (values.length > 1) return { ok: false, field: key };
    const value = values[0];
    if (value !== undefined && value !== "") raw[key] = value;
  }
  const parsed = LeadFiltersSchema.safeParse(raw);
  if (parsed.success) return { ok: true, filters: parsed.data satisfies LeadFilters };
  return { ok: false, field: String(parsed.error.issues[0]?.path[0] ?? "filters") };
}
