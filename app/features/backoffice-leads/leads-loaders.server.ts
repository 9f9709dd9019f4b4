import { data, type RouterContextProvider } from "react-router";
import { type RequestLanguage, requestLanguage } from "~/i18n/request-language.server";
import { staffContext } from "~/server/auth/guards.server";
import { productLineOf } from "~/server/contracts/contract-types";
import { getDb } from "~/server/db/index.server";
import { assignableStaff, roundRobinEnabled } from "~/server/leads/backoffice/lead-assignment.server";
import { isConvertible } from "~/server/leads/backoffice/lead-conversion.server";
import { loadDashboard } from "~/server/leads/backoffice/lead-dashboard.server";
import { loadLeadDetail } from "~/server/leads/backoffice/lead-detail.server";
import { readLeadFilters } from "~/server/leads/backoffice/lead-filters.server";
import { boardLeads, listLeads } from "~/server/leads/backoffice/lead-list.server";
import { promiseState } from "~/server/leads/backoffice/lead-pipeline";
import { mayCallForSales } from "~/server/leads/backoffice/lead-workflow.server";
import type { LeadKindRegistry } from "~/server/leads/lead-kind";
import type { DashboardData } from "./dashboard-screen";
import type { LeadPageData } from "./lead-page";
import { leadSourceOf } from "./lead-source-label";
import type { LeadsListData } from "./leads-list-screen";
import type { BoardData } from "./pipeline-board";

const SOURCES = ["direct", "referral", "referrer", "google", "facebook", "linkedin", "newsletter"];

function productsOf(kinds: LeadKindRegistry, { lang, t }: RequestLanguage) {
  return kinds.ids.map((id) => ({ id, name: kinds.describe(id, {}, t, lang).name }));
}

/** The URL's filters, or a 400 that says which one is malformed. */
function filtersOrRefuse(request: Request) {
  const read = readLeadFilters(new URL(request.url).searchParams);
  if (!read.ok) throw data({ error: "badFilter", field: read.field }, { status: 400 });
  return read.filters;
}

export async function loadLeadsList(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kinds: LeadKindRegistry,
): Promise<LeadsListData> {
  const filters = filtersOrRefuse(request);
  const db = await getDb();
  const [page, staff, roundRobin] = await Promise.all([
    listLeads(db, filters),
    assignableStaff(db),
    roundRobinEnabled(db),
  ]);
  return {
    filters,
    page,
    products: productsOf(kinds, requestLanguage(context)),
    staff: staff.map(({ id, name }) => ({ id, name })),
    sources: SOURCES,
    roundRobin,
    isAdmin: context.get(staffContext).role === "admin",
  };
}

export async function loadBoard(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kinds: LeadKindRegistry,
): Promise<BoardData> {
  const filters = filtersOrRefuse(request);
  return { columns: await boardLeads(await getDb(), filters), products: productsOf(kinds, requestLanguage(context)) };
}

export async function loadLeadPage(
  context: Readonly<RouterContextProvider>,
  leadId: string | undefined,
  kinds: LeadKindRegistry,
): Promise<LeadPageData> {
  const db = await getDb();
  const detail = leadId ? await loadLeadDetail(db, leadId) : null;
  if (!detail) throw data({ error: "notFound" }, { status: 404 });
  const { lang, t } = requestLanguage(context);
  const { lead } = detail;
  const staff = await assignableStaff(db);
  return {
    detail,
    kind: kinds.describe(lead.product, lead.answers, t, lang),
    staff: staff.map(({ id, name }) => ({ id, name })),
    promise: promiseState(lead, new Date()),
    mayCall: mayCallForSales(lead),
    convertible: isConvertible(lead.product) ? productLineOf(lead.product) : false,
    source: leadSourceOf(lead.source),
  };
}

export async function loadDashboardPage(
  context: Readonly<RouterContextProvider>,
  kinds: LeadKindRegistry,
): Promise<DashboardData> {
  return { dashboard: await loadDashboard(await getDb()), products: productsOf(kinds, requestLanguage(context)) };
}
