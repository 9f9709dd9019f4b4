import { data, type RouterContextProvider } from "react-router";
import { queryOf } from "~/forms/form-reader";
import { requestLanguage } from "~/i18n/request-language.server";
import { staffContext } from "~/server/auth/guards.server";
import { hasStaffRole } from "~/server/auth/roles";
import { csvResponse } from "~/server/csv-export.server";
import { getDb } from "~/server/db/index.server";
import type { LeadKindRegistry } from "~/server/leads/lead-kind";
import { staffActorOf } from "~/server/staff/staff-actor";
import { exportLeadsCsv } from "./lead-export.server";
import { readLeadFilters } from "./lead-filters.server";

const HEADER_KEYS = [
  "reference",
  "created",
  "product",
  "status",
  "lastName",
  "firstName",
  "company",
  "email",
  "phone",
  "phoneOptIn",
  "adviser",
  "source",
  "firstContact",
  "lostReason",
];

/**
 * An adviser's export holds the leads assigned to them; an admin's, every lead the filters keep.
 * A file of every prospect's name, e-mail and phone is the broker's whole client base: only those
 * who answer for it take it away (issue 27). An adviser asking for someone else's leads gets 403.
 */
export async function exportLeadsResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kinds: LeadKindRegistry,
) {
  const params = queryOf(request.url);
  const sep = params.get("sep") ?? "semicolon";
  if (sep !== "semicolon" && sep !== "comma") throw data({ error: "badFilter", field: "sep" }, { status: 400 });
  params.delete("sep");
  const read = readLeadFilters(params);
  if (!read.ok) throw data({ error: "badFilter", field: read.field }, { status: 400 });
  const { lang, t } = requestLanguage(context);
  const staff = context.get(staffContext);
  if (!hasStaffRole(staff.role, "admin")) {
    if (read.filters.adviser && read.filters.adviser !== staff.id)
      throw data({ error: "ownLeadsOnly" }, { status: 403 });
    read.filters.adviser = staff.id;
  }
  const productNames = new Map(kinds.ids.map((id) => [id, kinds.describe(id, {}, t, lang).name]));
  const stream = await exportLeadsCsv(await getDb(), staffActorOf(context), {
    filters: read.filters,
    separator: sep,
    headers: HEADER_KEYS.map((key) => t(`leads.csv.${key}`)),
    labels: (row) => ({
      ...row,
      product: productNames.get(row.product) ?? row.product,
      status: t(`leads.status.${row.status}`),
      lostReason: row.lostReason ? t(`leads.lostReasons.${row.lostReason}`) : null,
    }),
  });
  return csvResponse(stream, "leads");
}
