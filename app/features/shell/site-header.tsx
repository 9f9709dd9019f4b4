import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { HomeIcon, UserIcon } from "~/ui/icons";
import { PageLink } from "~/ui/page-link";
import { DesktopNavigation } from "./desktop-navigation";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";

/**
 * The sticky header: brand, desktop menus (desktop-navigation.tsx), language, account, phone menu.
 * The menus take the bar from 80rem (1280 px): below, the five entries and the account button do
 * not fit in every language (Russian, Spanish), so tablets get the phone's drawer.
 */
export function SiteHeader({ brandName }: { brandName: string }) {
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6 xl:gap-1">
        {/* The brand beside the home icon at every width; a long configured name ends in "…". */}
        <PageLink
          to="/"
          className="mr-auto inline-flex min-h-11 min-w-0 items-center gap-2 rounded-full pr-2 font-display text-lg font-semibold whitespace-nowrap"
          aria-label={t("nav.homeLabel", { brand: brandName })}
          data-testid="brand-link"
        >
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-ink text-gold">
            <HomeIcon className="size-5" />
          </span>
          <span className="truncate">{brandName}</span>
        </PageLink>

        <DesktopNavigation />

        <LanguageSwitcher />
        <div className="hidden xl:block">
          <PageLink to={CUSTOMER_PATHS.home} className={cn(buttonClasses("secondary", "compact"), "whitespace-nowrap")}>
            <UserIcon className="size-5" />
            {t("nav.myAccount")}
          </PageLink>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
