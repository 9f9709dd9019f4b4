import { data, type RouterContextProvider } from "react-router";
import { queryOf } from "~/forms/form-reader";
import { requestLanguage } from "~/i18n/request-language.server";
import { listInbox } from "~/server/customer-requests/inbox.server";
import { readInboxFilters } from "~/server/customer-requests/inbox-filters";
import { markSeenByStaff, nextStatuses } from "~/server/customer-requests/request-handling.server";
import { formatSize, summaryRows } from "~/server/customer-requests/request-summary";
import { loadRequestForStaff, type ThreadEntry } from "~/server/customer-requests/request-thread.server";
import { getDb } from "~/server/db/index.server";
import { assignableStaff } from "~/server/staff/staff-directory.server";
import type { InboxRequestData } from "./inbox-request-screen";
import type { InboxData } from "./inbox-screen";

/** The inbox: its filters from the URL (anything not ours is dropped), one page, the counts, who takes work. */
export async function loadInbox(request: Request): Promise<InboxData> {
  const filters = readInboxFilters(queryOf(request.url));
  const db = await getDb();
  const [page, staff] = await Promise.all([listInbox(db, filters), assignableStaff(db)]);
  return { filters, page, staff: staff.map(({ id, name }) => ({ id, name })) };
}

/**
 * A request's page: what was sent (in words), the customer and the contract, the whole thread,
 * the statuses it may move to. Opening it marks what the customer wrote as read.
 */
export async function loadInboxRequest(
  context: Readonly<RouterContextProvider>,
  requestId: string | undefined,
): Promise<InboxRequestData> {
  const db = await getDb();
  const view = requestId ? await loadRequestForStaff(db, requestId) : null;
  if (!view) throw data({ error: "notFound" }, { status: 404 });
  const { lang, t } = requestLanguage(context);
  await markSeenByStaff(db, view.request.id);
  const staff = await assignableStaff(db);
  const { request } = view;
  const file = (entry: { id: string; fileName: string; size: number }) => ({
    id: entry.id,
    fileName: entry.fileName,
    size: formatSize(entry.size, lang),
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
      summary: summaryRows(request.kind, request.details, t, lang, { filesListed: true }),
      files: view.sentFiles.map(file),
    },
    customer: {
      name: view.profile ? `${view.profile.firstName} ${view.profile.lastName}` : view.customer.name,
      email: view.customer.email,
      memberSince: view.profile?.memberSince ?? null,
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
    staff: staff.map(({ id, name }) => ({ id, name })),
  };
}
