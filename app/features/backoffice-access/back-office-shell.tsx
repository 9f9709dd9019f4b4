import type { ReactNode } from "react";
import { Form, NavLink, useRouteLoaderData } from "react-router";
import { useT } from "~/i18n/react";
import { STAFF_PATHS } from "~/paths/backoffice";
import type { StaffRole } from "~/server/auth/roles";
import type { StaffNavLink } from "~/server/auth/staff-screens";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";

/** The broker's name, from the root loader (one site configuration). */
export function useBrandName() {
  const root = useRouteLoaderData("root") as { site?: { brandName?: string } } | undefined;
  return root?.site?.brandName ?? "";
}

export type ShellStaff = { name: string; role: StaffRole };

/**
 * The back office's frame, desktop first: a navy sidebar from 1024 px, a top bar that wraps on a
 * tablet or a phone. The signed-in member of staff and the sign-out button are always in view.
 */
export function BackOfficeShell({
  staff,
  nav,
  children,
}: {
  staff: ShellStaff;
  /** The screens this member of staff may open, in order (app/backoffice-nav.ts, through the layout's loader). */
  nav: StaffNavLink[];
  children: ReactNode;
}) {
  const t = useT();
  const brand = useBrandName();
  return (
    <div className="min-h-dvh bg-paper lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-control focus:bg-surface focus:p-3"
      >
        {t("staff.shell.skip")}
      </a>
      <header className="bg-ink text-surface focus-on-dark lg:min-h-dvh">
        <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 lg:block">
          <p className="font-display text-lg">{brand}</p>
          <p className="text-xs text-surface/80 lg:mt-1">{t("staff.shell.area")}</p>
        </div>
        <nav aria-label={t("staff.nav.label")} className="px-3 pb-3">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {nav.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.exact}
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-11 items-center gap-2 rounded-control px-3 text-sm font-semibold",
                      isActive ? "bg-gold text-ink" : "text-surface hover:bg-ink-soft",
                    )
                  }
                >
                  {t(link.label)}
                  {link.badge && (
                    <span
                      className="ml-auto rounded-full bg-error px-2 py-0.5 text-xs font-bold text-surface tabular-nums lg:ml-auto"
                      data-testid="nav-badge"
                    >
                      <span aria-hidden="true">{link.badge.count}</span>
                      <span className="sr-only">{t(link.badge.label, { count: link.badge.count })}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-surface/20 px-5 py-4 text-sm">
          <p className="font-semibold" data-testid="staff-name">
            {staff.name}
          </p>
          <p className="text-surface/80">{t(`staff.roles.${staff.role}`)}</p>
          <Form method="post" action={STAFF_PATHS.signOut} className="mt-3">
            <Button type="submit" variant="outline" size="md" className="w-full">
              {t("staff.shell.signOut")}
            </Button>
          </Form>
        </div>
      </header>
      <main id="contenu" className="min-w-0 px-4 py-6 sm:px-8 lg:py-10">
        {children}
      </main>
    </div>
  );
}

/** A back-office page's title and line of explanation. */
export function PageHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl sm:text-3xl">{title}</h1>
      {lead && <p className="mt-2 max-w-prose text-muted">{lead}</p>}
    </div>
  );
}
