import { NavLink, Outlet } from "react-router";
import { needTexts } from "~/i18n/need-texts";
import { useT } from "~/i18n/react";
import { staffAreaGuard } from "~/server/auth/guards.server";
import { cn } from "~/ui/cn";
import type { Route } from "./+types/layout";

// PROVISIONAL (helper "leads"): the "staff" helper owns the real back-office layout and its nav;
// keep theirs at merge and add the three links below to it.
await needTexts("leads");

export const middleware: Route.MiddlewareFunction[] = [staffAreaGuard()];

const LINKS = [
  { to: "/backoffice", key: "leads.nav.dashboard", end: true },
  { to: "/backoffice/leads", key: "leads.nav.list", end: true },
  { to: "/backoffice/leads/pipeline", key: "leads.nav.pipeline", end: true },
];

export default function BackofficeLayout() {
  const t = useT();
  return (
    <div className="min-h-screen bg-paper text-ink">
      <header className="border-b border-line bg-ink text-surface">
        <nav
          aria-label={t("leads.nav.label")}
          className="mx-auto flex max-w-[90rem] flex-wrap items-center gap-2 px-4 py-2 md:px-8"
        >
          <span className="mr-4 font-display text-lg">{t("leads.nav.brand")}</span>
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn("rounded-full px-3 py-2 text-sm font-semibold", isActive ? "bg-gold text-ink" : "hover:bg-ink-soft")
              }
            >
              {t(link.key)}
            </NavLink>
          ))}
        </nav>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}
