import { handleNotificationsAction, loadNotificationsPage } from "~/features/customer-area/notifications-page.server";
import { NotificationsScreen } from "~/features/customer-area/notifications-screen";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/notifications";

await needTexts("account", "area");

/** All the customer's notifications, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNotificationsPage(
    await getDb(),
    context.get(customerContext),
    requestLanguage(context).lang,
    new URL(request.url),
  );
}

/** Marks one notification, or all of them, read (plain form posts; the page's script posts the same). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleNotificationsAction(await getDb(), context.get(customerContext), request);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "area.notifications.page"),
  { name: "robots", content: "noindex" },
];

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  return <NotificationsScreen page={loaderData} />;
}
