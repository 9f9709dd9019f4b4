import { NavigationMenu } from "radix-ui";
import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { ChevronDownIcon, HomeIcon, UserIcon } from "~/ui/icons";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { NAV_SECTIONS, PRESS_ANCHOR } from "./nav-items";

/**
 * Desktop menus open on hover after 200 ms, move between menus without delay for 300 ms and
 * close 150 ms after the pointer leaves (spec §9): Radix NavigationMenu's own timings, set
 * explicitly so that a library change cannot alter them. Keyboard: Tab, Enter/Space, arrows, Esc.
 */
export function SiteHeader({ brandName }: { brandName: string }) {
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link
          to="/"
          className="mr-auto inline-flex min-h-11 items-center gap-2 rounded-full pr-3 font-display text-lg font-semibold whitespace-nowrap"
          aria-label={t("nav.homeLabel", { brand: brandName })}
        >
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-ink text-gold">
            <HomeIcon className="size-5" />
          </span>
          <span className="hidden sm:inline">{brandName}</span>
        </Link>

        <NavigationMenu.Root
          delayDuration={200}
          skipDelayDuration={300}
          aria-label={t("nav.mainLabel")}
          className="relative hidden lg:block"
        >
          <NavigationMenu.List className="flex items-center gap-1">
            {NAV_SECTIONS.map((section) => (
              <NavigationMenu.Item key={section.id} value={section.id} className="relative">
                <NavigationMenu.Trigger
                  className="group inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold hover:bg-sand data-[state=open]:bg-sand"
                  data-testid={`nav-trigger-${section.id}`}
                >
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
                          <Link
                            to={link.to}
                            className="block rounded-xl px-3 py-2.5 hover:bg-sand focus-visible:bg-sand"
                          >
                            <span className="block text-sm font-semibold">{t(`nav.links.${link.key}.label`)}</span>
                            <span className="block text-xs text-muted">{t(`nav.links.${link.key}.hint`)}</span>
                          </Link>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                </NavigationMenu.Content>
              </NavigationMenu.Item>
            ))}
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild>
                <Link
                  to={PRESS_ANCHOR}
                  className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap hover:bg-sand"
                >
                  {t("nav.press")}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <LanguageSwitcher />
        <div className="hidden lg:block">
          <Link to="/espace-client" className={cn(buttonClasses("secondary"), "whitespace-nowrap")}>
            <UserIcon className="size-5" />
            {t("nav.myAccount")}
          </Link>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
