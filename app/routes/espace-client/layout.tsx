import { Outlet } from "react-router";
import { AreaAppBar } from "~/features/installable-app/area-app-bar";
import { needTexts } from "~/i18n/need-texts";
import { APP_MANIFEST_PATH, APPLE_TOUCH_ICON_PATH } from "~/paths/installable-app";
import { customerAreaGuard } from "~/server/auth/guards.server";
import { areaAccountHeader } from "~/server/installable-app/account-header.server";
import type { Route } from "./+types/layout";

await needTexts("area");

/**
 * The guarded customer area. Its middleware runs requireCustomer before every loader and action
 * of every page under it (a signed-out visitor goes to the sign-in screen, and comes back here
 * afterwards), and hands the customer to them through `customerContext`. Its answers then say
 * whose they are, for the offline copies of the service worker (issue 45).
 */
export const middleware: Route.MiddlewareFunction[] = [customerAreaGuard, areaAccountHeader];

/** The installable app is the area's alone: the marketing pages link no manifest (their weight). */
export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: APP_MANIFEST_PATH },
  { rel: "apple-touch-icon", href: APPLE_TOUCH_ICON_PATH },
];

export default function CustomerAreaLayout() {
  return (
    <>
      <AreaAppBar />
      <Outlet />
    </>
  );
}
