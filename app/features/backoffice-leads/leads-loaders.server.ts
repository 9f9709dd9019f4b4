import { data, type RouterContextProvider } from "react-router";
import { queryOf } from "~/forms/form-reader";
import { type RequestLanguage, requestLanguage } from "~/i18n/request-language.server";
import { staffContext } from "~/server/auth/guards.server";
import { hasStaffRole } from "~/server/auth/roles";
import { findAccountByEmail } from "~/server/customers/customer-accounts.server";
import { getDb } from "~/server/db/index.server";
import type { LeadKindRegistry } from "~/server/leads/lead-kind";
import { promiseState } from "~/server/leads/lead-pipeline";
import { mayCallForSales } from "~/server/leads/lead-workflow.server";
import { questionnaireOfLeadProduct } from "~/server/offers/lead-needs";
import { offersOfLead } from "~/server/offers/offers.server";
import { roundRobinEnabled } from "~/server/staff/round-robin.server";
import { assignableStaff } from "~/server/staff/staff-directory.server";
import type { DashboardData } from "./dashboard-screen";
import { leadCalls } from "./lead-calls.server";
import { loadDashboard } from "./lead-dashboard.server";
import { loadLeadDetail } from "./lead-detail.server";
import { readLeadFilters } from "./lead-filters.server";
import { LEAD_INTENT_ROLES } from "./lead-intents";
import { boardLeads, listLeads } from "./lead-list.server";
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
  const read = readLeadFilters(queryOf(request.url));
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
    roundRobinEnabled(db, "leads"),
  ]);
  return {
    filters,
    page,
    products: productsOf(kinds, requestLanguage(context)),
    staff: staff.map(({ id, name }) => ({ id, name })),
    sources: SOURCES,
    roundRobin,
    maySetRoundRobin: hasStaffRole(context.get(staffContext).role, LEAD_INTENT_ROLES.roundRobin),
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
    calls: await leadCalls(db, lead.phone, mayCallForSales(lead)),
    convertible: questionnaireOfLeadProduct(lead.product) ?? false,
    offers: (await offersOfLead(db, lead.id)).map(({ id, reference, status, version }) => ({
      id,
      reference,
      status,
      version,
    })),
    existingAccount: lead.customerId ? null : ((await findAccountByEmail(db, lead.email))?.role ?? null),
    source: leadSourceOf(lead.source),
  };
}

export async function loadDashboardPage(
  context: Readonly<RouterContextProvider>,
  kinds: LeadKindRegistry,
): Promise<DashboardData> {
  return { dashboard: await loadDashboard(await getDb()), products: productsOf(kinds, requestLanguage(context)) };
}
