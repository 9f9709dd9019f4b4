import { type ComponentType, useEffect, useState } from "react";
import { useT } from "~/i18n/react";
import { ChevronDownIcon } from "~/ui/icons";
import { PageLink } from "~/ui/page-link";
import { NAV_SECTIONS, PRESS_ANCHOR } from "./nav-items";

export const TRIGGER_CLASSES =
  "group inline-flex min-h-11 items-center gap-0.5 rounded-full px-2 text-sm font-semibold whitespace-nowrap hover:bg-sand data-[state=open]:bg-sand";
export const PRESS_LINK_CLASSES =
  "inline-flex min-h-11 items-center rounded-full px-2 text-sm font-semibold whitespace-nowrap hover:bg-sand";
export const NAV_CLASSES = "relative hidden xl:block";
const DESKTOP = "(min-width: 80rem)";

/**
 * The desktop menus. Phones never show them, so their behaviour (Radix NavigationMenu, in
 * desktop-menus.tsx) is fetched only once the window is desktop-wide: the server renders the
 * same bar, and the interactive one replaces it after hydration.
 */
export function DesktopNavigation() {
  const [Menus, setMenus] = useState<ComponentType | null>(null);
  useEffect(() => {
    const media = window.matchMedia(DESKTOP);
    const load = () => {
      if (!media.matches) return;
      media.removeEventListener("change", load);
      void import("./desktop-menus").then((module) => setMenus(() => module.DesktopMenus));
    };
    load();
    media.addEventListener("change", load);
    return () => media.removeEventListener("change", load);
  }, []);
  return Menus ? <Menus /> : <StaticMenus />;
}

/** The bar as the server renders it: the triggers' look without their behaviour. */
function StaticMenus() {
  const t = useT();
  return (
    <nav aria-label={t("nav.mainLabel")} className={NAV_CLASSES}>
      <ul className="flex items-center gap-0.5">
        {NAV_SECTIONS.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              aria-expanded="false"
              className={TRIGGER_CLASSES}
              data-testid={`nav-trigger-${section.id}`}
            >
              {t(`nav.sections.${section.id}`)}
              <ChevronDownIcon aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
        <li>
          <PageLink to={PRESS_ANCHOR} className={PRESS_LINK_CLASSES}>
            {t("nav.press")}
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}
