import { Form, Link } from "react-router";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { AreaPage } from "~/ui/area-page";
import { Button } from "~/ui/button";
import { Badge } from "~/ui/card";
import type { NotificationItem } from "./customer-home.server";
import { NotificationList } from "./notification-list";

type Page = { items: NotificationItem[]; unread: number; olderHref: string | null };

/** Every notification, newest first, each one to open (and so read), and all to mark read at once. */
export function NotificationsScreen({ page }: { page: Page }) {
  const t = useT();
  return (
    <AreaPage backTo={CUSTOMER_PATHS.home} backLabel={t("area.contract.back")}>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl sm:text-4xl">{t("area.notifications.page.title")}</h1>
        {page.unread > 0 && (
          <Badge data-testid="unread-count">{t("area.notifications.unread", { count: page.unread })}</Badge>
        )}
      </div>
      {page.unread > 0 && (
        <Form method="post" action={CUSTOMER_PATHS.notifications} className="mt-4">
          <input type="hidden" name="intent" value="read-all" />
          <input type="hidden" name="redirectTo" value={CUSTOMER_PATHS.notifications} />
          <Button type="submit" variant="outline">
            {t("area.notifications.markAllRead")}
          </Button>
        </Form>
      )}
      <div className="mt-6">
        <NotificationList items={page.items} returnTo={CUSTOMER_PATHS.notifications} />
      </div>
      {page.olderHref && (
        <Link to={page.olderHref} className="mt-6 inline-flex min-h-11 items-center font-semibold underline">
          {t("area.notifications.older")}
        </Link>
      )}
    </AreaPage>
  );
}
