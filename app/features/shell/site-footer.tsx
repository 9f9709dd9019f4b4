import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { SITE_PATHS } from "~/paths/site";
import { LanguageForm } from "./language-switcher";
import { NAV_SECTIONS } from "./nav-items";

const BANNER_ITEMS = ["1", "2", "3", "4", "5", "6"];

export type FooterSite = { brandName: string; contactEmail: string; oriasNumber: string | null; foundedYear: number };

/**
 * The spec's scrolling banner (paused on hover and for reduced motion), the site map and legal
 * lines. `onManageCookies` reopens the cookie banner (without JavaScript, the link's
 * `?gestion-cookies` does).
 */
export function SiteFooter({ site, onManageCookies }: { site: FooterSite; onManageCookies: () => void }) {
  const t = useT();
  const items = BANNER_ITEMS.map((id) => t(`footer.banner.items.${id}`));
  const year = new Date().getFullYear();

  return (
    // A page that ends on a full-width band (marked data-flush-footer) meets the footer directly.
    // Below the fold on arrival: the browser lays it out (and runs its banner) only when it comes
    // near the screen, so the first layout and the web fonts' relayout skip its ~400 boxes. The
    // intrinsic sizes are its measured heights (phone, desktop), remembered once it has rendered.
    <footer className="mt-16 bg-ink text-surface focus-on-dark [contain-intrinsic-size:auto_103rem] [content-visibility:auto] lg:[contain-intrinsic-size:auto_32rem] [main:has(>[data-flush-footer]:last-child)+&]:mt-0">
      <section aria-label={t("footer.banner.label")} className="group overflow-hidden border-b border-surface/15 py-4">
        <ul className="sr-only">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {/* Two identical runs side by side make the loop seamless; assistive tech reads the list above. */}
        <div
          aria-hidden="true"
          className="flex w-max animate-marquee gap-12 whitespace-nowrap group-hover:[animation-play-state:paused]"
        >
          {[...items, ...items].map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the run is repeated on purpose
            <span key={index} className="flex items-center gap-12 text-sm font-semibold tracking-wide text-gold">
              {item}
              <span className="text-surface/40">◆</span>
            </span>
          ))}
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:grid-cols-2 lg:grid-cols-5">
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="font-display text-xl">{site.brandName}</p>
          <p className="mt-3 text-sm text-surface/80">{t("footer.about", { year: site.foundedYear })}</p>
          <p className="mt-3 text-sm text-surface/80">
            {site.oriasNumber ? t("footer.orias", { number: site.oriasNumber }) : t("footer.oriasMissing")}
          </p>
        </div>
        {NAV_SECTIONS.map((section) => (
          <nav key={section.id} aria-label={t(`nav.sections.${section.id}`)}>
            <h2 className="font-sans text-sm font-bold tracking-wider text-gold uppercase">
              {t(`nav.sections.${section.id}`)}
            </h2>
            <ul className="mt-3 space-y-1">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center text-sm text-surface/85 hover:text-surface hover:underline"
                  >
                    {t(`nav.links.${link.key}.label`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="border-t border-surface/15">
        {/* The bottom padding is the chat button's safe area: the last line is never under it. */}
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-6 pb-24 text-sm sm:px-6 lg:flex-row lg:items-center lg:justify-between xl:pb-6">
          <p className="text-surface/75">{t("footer.rights", { year, brand: site.brandName })}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <a
              href="?gestion-cookies"
              onClick={(event) => {
                event.preventDefault();
                onManageCookies();
              }}
              className="inline-flex min-h-11 items-center text-surface/85 underline-offset-4 hover:underline"
            >
              {t("footer.cookies")}
            </a>
            <Link
              to={SITE_PATHS.cancel}
              className="inline-flex min-h-11 items-center text-surface/85 underline-offset-4 hover:underline"
            >
              {t("footer.cancel")}
            </Link>
            <Link
              to={SITE_PATHS.accessibility}
              className="inline-flex min-h-11 items-center text-surface/85 underline-offset-4 hover:underline"
            >
              {t("footer.accessibility")}
            </Link>
            <Link
              to={SITE_PATHS.complaint}
              className="inline-flex min-h-11 items-center text-surface/85 underline-offset-4 hover:underline"
            >
              {t("footer.complaint")}
            </Link>
            <Link
              to={SITE_PATHS.verifyDocument}
              className="inline-flex min-h-11 items-center text-surface/85 underline-offset-4 hover:underline"
            >
              {t("footer.verifyDocument")}
            </Link>
            <a
              href={`mailto:${site.contactEmail}`}
              className="inline-flex min-h-11 items-center text-surface/85 underline-offset-4 hover:underline"
            >
              {t("footer.contact")}
            </a>
          </div>
          <LanguageForm />
        </div>
      </div>
    </footer>
  );
}
