import { data, type RouterContextProvider } from "react-router";
import { queryOf } from "~/forms/form-reader";
import { formatFileSize } from "~/i18n/format";
import { requestLanguage } from "~/i18n/request-language.server";
import { staffContext } from "~/server/auth/guards.server";
import { hasStaffRole } from "~/server/auth/roles";
import { listInbox } from "~/server/customer-requests/inbox.server";
import { readInboxFilters } from "~/server/customer-requests/inbox-filters";
import { freeSlots, loadKindView } from "~/server/customer-requests/kind-view.server";
import { markSeenByStaff } from "~/server/customer-requests/request-records.server";
import { nextStatuses } from "~/server/customer-requests/request-status.server";
import { summaryRows } from "~/server/customer-requests/request-summary";
import { loadRequestForStaff, type ThreadEntry } from "~/server/customer-requests/request-thread.server";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { assignableStaff } from "~/server/staff/staff-directory.server";
import type { InboxRequestData } from "./inbox-request-data";
import type { InboxData } from "./inbox-screen";
import { PROPOSE_DAY_PARAM } from "./propose-slot-param";
import { REQUESTS_EXPORT_SCREEN } from "./screens";

/** The inbox: its filters from the URL (anything not ours is dropped), one page, the counts, who takes work. */
export async function loadInbox(request: Request, context: Readonly<RouterContextProvider>): Promise<InboxData> {
  const filters = readInboxFilters(queryOf(request.url));
  const db = await getDb();
  const [page, staff] = await Promise.all([listInbox(db, filters), assignableStaff(db)]);
  return {
    filters,
    page,
    staff: staff.map(({ id, name }) => ({ id, name })),
    canExport: hasStaffRole(context.get(staffContext).role, REQUESTS_EXPORT_SCREEN.role),
  };
}

/**
 * A request's page: what was sent (in words), the customer and the contract, the whole thread,
 * the statuses it may move to. Opening it marks what the customer wrote as read.
 */
export async function loadInboxRequest(
  context: Readonly<RouterContextProvider>,
  requestId: string | undefined,
  url: URL,
): Promise<InboxRequestData> {
  const db = await getDb();
  const view = requestId ? await loadRequestForStaff(db, requestId) : null;
  if (!view) throw data({ error: "notFound" }, { status: 404 });
  const { lang, t } = requestLanguage(context);
  await markSeenByStaff(db, view.request.id);
  const { request } = view;
  const [staff, handling] = await Promise.all([assignableStaff(db), loadKindView(db, request)]);
  const open = request.status !== "done" && request.status !== "refused";
  const file = (entry: { id: string; fileName: string; size: number }) => ({
    id: entry.id,
    fileName: entry.fileName,
    size: formatFileSize(entry.size, lang),
  });
  return {
    request: {
      id: request.id,
      reference: request.reference,
      kind: request.kind,
      status: request.status,
      version: request.version,
      refusalReason: request.refusalReason,
      createdAt: request.createdAt.toISOString(),
      dueAt: request.dueAt?.toISOString() ?? null,
      assignedTo: request.assignedTo,
      clock: view.clock,
      channel: request.channel,
      acknowledgeClock: view.acknowledgeClock,
      acknowledgeDueAt: request.acknowledgeDueAt?.toISOString() ?? null,
      acknowledgedAt: request.acknowledgedAt?.toISOString() ?? null,
      outcome: request.outcome,
      summary: summaryRows(request.kind, request.details, t, lang, { filesListed: true }),
      files: view.sentFiles.map(file),
    },
    // A public complaint from someone without an account: the name and e-mail they gave.
    customer: view.customer
      ? {
          id: view.customer.id,
          name: view.profile ? `${view.profile.firstName} ${view.profile.lastName}` : view.customer.name,
          email: view.customer.email,
          memberSince: view.profile?.memberSince ?? null,
          account: true,
        }
      : {
          id: null,
          name: request.submitterName ?? "",
          email: request.submitterEmail ?? "",
          memberSince: null,
          account: false,
        },
    contract: view.contract
      ? {
          reference: view.contract.reference,
          product: view.contract.product,
          insurer: view.contract.insurer,
          status: view.contract.status,
        }
      : null,
    entries: view.entries.map((entry: ThreadEntry) => ({ ...entry, files: entry.files.map(file) })),
    nextStatuses: [...nextStatuses(request.status)],
    handling,
    // The slots staff may propose instead: the booking form's own free ones, while the appointment is open.
    proposable:
      request.kind === "appointment" && open && request.customerId
        ? await freeSlots(db, await siteConfig(db), request.customerId, env().APPOINTMENT_ADVISERS_ON_DUTY)
        : [],
    // The day whose times the proposal form shows: the one asked for without JavaScript (?jour=).
    proposeDay: queryOf(url).get(PROPOSE_DAY_PARAM),
    staff: staff.map(({ id, name }) => ({ id, name })),
  };
}
