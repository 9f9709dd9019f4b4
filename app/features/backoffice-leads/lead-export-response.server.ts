import { data, type RouterContextProvider } from "react-router";
import { requestLanguage } from "~/i18n/request-language.server";
import { getDb } from "~/server/db/index.server";
import { exportLeadsCsv } from "~/server/leads/backoffice/lead-export.server";
import { readLeadFilters } from "~/server/leads/backoffice/lead-filters.server";
import type { LeadKindRegistry } from "~/server/leads/lead-kind";
import { actorOf } from "./lead-actions.server";

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

export async function exportLeadsResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kinds: LeadKindRegistry,
) {
  const params = new URL(request.url).searchParams;
  const sep = params.get("sep") ?? "semicolon";
  if (sep !== "semicolon" && sep !== "comma") throw data({ error: "badFilter", field: "sep" }, { status: 400 });
  params.delete("sep");
  const read = readLeadFilters(params);
  if (!read.ok) throw data({ error: "badFilter", field: read.field }, { status: 400 });
  const { lang, t } = requestLanguage(context);
  const productNames = new Map(kinds.ids.map((id) => [id, kinds.describe(id, {}, t, lang).name]));
  const stream = await exportLeadsCsv(await getDb(), actorOf(context), {
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
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
