import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { countBadges } from "~/backoffice-badges.server";
import { BACKOFFICE_NAV } from "~/backoffice-nav";
import { BackOfficeShell } from "~/features/backoffice-access/back-office-shell";
import { needTexts } from "~/i18n/need-texts";
import { useT } from "~/i18n/react";
import { STAFF_PATHS } from "~/paths/backoffice";
import { staffAreaGuard, staffContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/layout";

await needTexts("staff");

/**
 * The guarded back office. Its middleware runs requireStaff (with the second factor and the
 * session's time limits) before every loader and action under it; a screen's own loader and
 * action ask `requireStaff(request, SCREEN.role)` for the role its declaration names. Signed out,
 * or a customer: the staff sign-in screen.
 */
export const middleware: Route.MiddlewareFunction[] = [staffAreaGuard];

export async function loader({ context }: Route.LoaderArgs) {
  // Only what the frame shows: the page's own loader reads the rest.
  const { name, role } = context.get(staffContext);
  const db = await getDb();
  // Beside a screen's name, what waits there (unread requests, dead messages), for those who may open it.
  const links = BACKOFFICE_NAV.linksFor(role);
  const badges = await countBadges(
    db,
    links.map((link) => link.to),
  );
  const nav = links.map((link) => {
    const badge = badges.get(link.to);
    return badge ? { ...link, badge } : link;
  });
  return { staff: { name, role }, nav };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeShell staff={loaderData.staff} nav={loaderData.nav}>
      <Outlet />
    </BackOfficeShell>
  );
}

/** 403 for an adviser on an admin page, 4xx for a malformed address, in the back office's look. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const prefix = status === 403 ? "staff.forbidden" : status >= 400 && status < 500 ? "staff.invalid" : null;
  const title = prefix ? t(`${prefix}.title`) : t("errors.server.title");
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{title}</title>
      <h1 className="text-3xl">{title}</h1>
      <p className="text-muted">{prefix ? t(`${prefix}.body`) : t("errors.server.body")}</p>
      <Link className="font-semibold text-gold-strong underline underline-offset-4" to={STAFF_PATHS.home}>
        {t("staff.forbidden.back")}
      </Link>
    </main>
  );
}
