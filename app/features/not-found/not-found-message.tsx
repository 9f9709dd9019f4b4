import { Link } from "react-router";
import { useLang, useT } from "~/i18n/react";
import { SITE_PATHS } from "~/paths/site";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";

/**
 * The spec's own words for the 404 page (§2), in English in every language: kept as written and
 * marked `lang="en"` so screen readers pronounce them as English.
 */
export const SPEC_NOT_FOUND = { title: "Oops! Page not found", home: "Return to Home" } as const;

/** Where a lost visitor most often wanted to go: the main lines and the news. */
const SUGGESTIONS = [
  { to: SITE_PATHS.healthFamily, key: "healthFamily" },
  { to: SITE_PATHS.borrower, key: "borrower" },
  { to: SITE_PATHS.vehiclesPremium, key: "vehiclesPremium" },
  { to: SITE_PATHS.news, key: "news" },
] as const;

/**
 * The 404 page: the spec's English title and button, each with its translation beside it when
 * the visitor reads another language, and the rest of the page in the visitor's language.
 */
export function NotFoundMessage({ className }: { className?: string }) {
  const t = useT();
  const translated = useLang() !== "en";
  return (
    <section className={cn("mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center", className)}>
      <p className="font-display text-6xl text-gold-strong" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl">
        <span lang="en" className="block">
          {SPEC_NOT_FOUND.title}
        </span>
        {translated && (
          <span className="mt-2 block font-sans text-xl font-normal text-ink-soft">{t("errors.notFound.title")}</span>
        )}
      </h1>
      <p className="mt-4 text-ink-soft">{t("errors.notFound.body")}</p>
      <Link
        to={SITE_PATHS.home}
        className={cn(buttonClasses("secondary", "lg"), "mt-8 flex-col gap-0 py-2 leading-tight")}
      >
        <span lang="en">{SPEC_NOT_FOUND.home}</span>
        {translated && <span className="text-sm font-normal text-surface/85">{t("errors.notFound.home")}</span>}
      </Link>
      <nav aria-labelledby="not-found-suggestions" className="mt-12 w-full border-t border-line pt-6">
        <h2 id="not-found-suggestions" className="font-sans text-sm font-semibold text-muted">
          {t("errors.notFound.suggestions")}
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-2 gap-y-1">
          {SUGGESTIONS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-gold-strong underline-offset-4 hover:underline"
              >
                {t(`nav.links.${link.key}.label`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
