import { inArray } from "drizzle-orm";
import { data, redirect } from "react-router";
import { queryOf, readFormInput } from "~/forms/form-reader";
import type { Lang } from "~/i18n/config";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import type { CustomerIdentity } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { contracts } from "~/server/db/schema/customer-area";
import {
  countUnread,
  findNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "~/server/notifications/notifications.server";
import { safeRedirectPath } from "~/server/safe-redirect";
import { notificationItem } from "./customer-home.server";

/** One page of the full list; "older" continues after the last one shown. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

/** Every notification of the customer, newest first, a page at a time (`?avant=<id>`). */
export async function loadNotificationsPage(db: Database, customer: CustomerIdentity, lang: Lang, url: URL) {
  const beforeId = queryOf(url).get("avant");
  const before = beforeId ? await findNotification(db, customer.id, beforeId) : null;
  const rows = await listNotifications(db, customer.id, {
    limit: NOTIFICATIONS_PAGE_SIZE + 1,
    before: before ?? undefined,
  });
  const shown = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const contractIds = [...new Set(shown.map((row) => row.contractId).filter((id): id is string => Boolean(id)))];
  const references = new Map(
    contractIds.length === 0
      ? []
      : (
          await db
            .select({ id: contracts.id, reference: contracts.reference })
            .from(contracts)
            .where(inArray(contracts.id, contractIds))
        ).map((row) => [row.id, row.reference]),
  );
  const last = shown.at(-1);
  return {
    items: shown.map((row) =>
      notificationItem(row, lang, row.contractId ? (references.get(row.contractId) ?? null) : null),
    ),
    unread: await countUnread(db, customer.id),
    olderHref:
      rows.length > NOTIFICATIONS_PAGE_SIZE && last ? `${CUSTOMER_PATHS.notifications}?avant=${last.id}` : null,
  };
}

/**
 * Marks one notification read (`intent=read`, `id`) or all of them (`intent=read-all`), then
 * back to the page the form came from (a local path; the list by default). A notification that
 * is not this customer's is not found (404), whatever it is.
 */
export async function handleNotificationsAction(db: Database, customer: CustomerIdentity, request: Request) {
  const input = await readFormInput(request);
  if (!input) throw data({ error: "not a form" }, { status: 400 });
  const back = safeRedirectPath(input.line("redirectTo"), CUSTOMER_PATHS.notifications);
  // Opening a notification in the page marks it read in the background: no page to go to.
  const done = () => (input.line("via") === "fetcher" ? data({ ok: true }) : redirect(back, 303));
  const intent = input.line("intent");
  if (intent === "read-all") {
    await markAllNotificationsRead(db, customer.id);
    return done();
  }
  if (intent === "read") {
    const found = await markNotificationRead(db, customer.id, input.line("id") ?? "");
    if (!found) throw data({ error: "notification not found" }, { status: 404 });
    return done();
  }
  throw data({ error: "unknown intent" }, { status: 400 });
}
