import { useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { ChevronDownIcon } from "~/ui/icons";
import type { NotificationItem } from "./customer-home.server";

/**
 * One notification: its title opens it (a native disclosure, so it works without a script);
 * opening an unread one marks it read in the background. Without a script, the "mark as read"
 * button posts the same request as a plain form.
 */
function NotificationEntry({ item, returnTo }: { item: NotificationItem; returnTo: string }) {
  const t = useT();
  const fetcher = useFetcher();
  const [readHere, setReadHere] = useState(false);
  const unread = item.unread && !readHere;
  function opened(open: boolean) {
    if (!open || !unread) return;
    setReadHere(true);
    fetcher.submit(
      { intent: "read", id: item.id, via: "fetcher" },
      { method: "post", action: CUSTOMER_PATHS.notifications },
    );
  }
  return (
    <li
      className={cn("rounded-control border", unread ? "border-gold bg-gold-soft" : "border-line bg-surface")}
      data-testid="notification"
      data-notification-id={item.id}
      data-unread={unread ? "true" : "false"}
    >
      <details className="group" onToggle={(event) => opened(event.currentTarget.open)}>
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 [&::-webkit-details-marker]:hidden">
          <span className="flex flex-col gap-1">
            <span className="flex flex-wrap items-center gap-2 font-semibold">
              {unread && (
                <span className="rounded-full bg-ink px-2 py-0.5 text-xs text-surface" data-testid="notification-new">
                  {t("area.notifications.new")}
                </span>
              )}
              {item.title}
            </span>
            <time dateTime={item.at} className="text-xs text-ink-soft">
              {item.date}
            </time>
          </span>
          <ChevronDownIcon aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-line/70 px-4 pt-2 pb-4 text-sm">
          <p>{item.message}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {item.contractHref && (
              <Link to={item.contractHref} className="inline-flex min-h-11 items-center font-semibold underline">
                {t("area.notifications.openContract")}
              </Link>
            )}
            {item.link && (
              <Link to={item.link} className="inline-flex min-h-11 items-center font-semibold underline">
                {t("area.notifications.openLink")}
              </Link>
            )}
            {unread && (
              <Form method="post" action={CUSTOMER_PATHS.notifications}>
                <input type="hidden" name="intent" value="read" />
                <input type="hidden" name="id" value={item.id} />
                <input type="hidden" name="redirectTo" value={returnTo} />
                <Button type="submit" variant="outline">
                  {t("area.notifications.markRead")}
                </Button>
              </Form>
            )}
          </div>
        </div>
      </details>
    </li>
  );
}

export function NotificationList({ items, returnTo }: { items: NotificationItem[]; returnTo: string }) {
  const t = useT();
  if (items.length === 0) return <p className="text-sm text-ink-soft">{t("area.notifications.empty")}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <NotificationEntry key={item.id} item={item} returnTo={returnTo} />
      ))}
    </ul>
  );
}
