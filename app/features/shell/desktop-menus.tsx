import { NavigationMenu } from "radix-ui";
import { useT } from "~/i18n/react";
import { ChevronDownIcon } from "~/ui/icons";
import { PageLink } from "~/ui/page-link";
import { NAV_CLASSES, PRESS_LINK_CLASSES, TRIGGER_CLASSES } from "./desktop-navigation";
import { NAV_SECTIONS, PRESS_ANCHOR } from "./nav-items";

/**
 * Desktop menus open on hover after 200 ms, move between menus without delay for 300 ms and
 * close 150 ms after the pointer leaves (spec §9): Radix NavigationMenu's own timings, set
 * explicitly so that a library change cannot alter them. Keyboard: Tab, Enter/Space, arrows, Esc.
 */
export function DesktopMenus() {
  const t = useT();
  return (
    <NavigationMenu.Root
      delayDuration={200}
      skipDelayDuration={300}
      aria-label={t("nav.mainLabel")}
      className={NAV_CLASSES}
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {NAV_SECTIONS.map((section) => (
          <NavigationMenu.Item key={section.id} value={section.id} className="relative">
            <NavigationMenu.Trigger className={TRIGGER_CLASSES} data-testid={`nav-trigger-${section.id}`}>
              {t(`nav.sections.${section.id}`)}
              <ChevronDownIcon
                aria-hidden="true"
                className="size-4 transition-transform group-data-[state=open]:rotate-180"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute top-full left-1/2 z-40 mt-2 w-80 -translate-x-1/2 rounded-card border border-line bg-surface p-2 shadow-card">
              <ul>
                {section.links.map((link) => (
                  <li key={link.to}>
                    <NavigationMenu.Link asChild>
                      <PageLink
                        to={link.to}
                        className="block rounded-xl px-3 py-2.5 hover:bg-sand focus-visible:bg-sand"
                      >
                        <span className="block text-sm font-semibold">{t(`nav.links.${link.key}.label`)}</span>
                        <span className="block text-xs text-muted">{t(`nav.links.${link.key}.hint`)}</span>
                      </PageLink>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <PageLink to={PRESS_ANCHOR} className={PRESS_LINK_CLASSES}>
              {t("nav.press")}
            </PageLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
