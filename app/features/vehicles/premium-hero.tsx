import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { Island } from "~/islands/island";
import { SITE_PATHS } from "~/paths/site";
import { buttonClasses } from "~/ui/button";
import { Badge } from "~/ui/card";
import { ShieldIcon } from "~/ui/icons";
import { Scene } from "~/ui/scene";
import { HERO_TITLE, SplitHero } from "~/ui/split-hero";
import { PremiumParallax } from "./premium-parallax";

const CLAIMS = ["1", "2", "3", "4", "5", "6"] as const;

/**
 * Premium vehicles hero: text, scene and claims as server HTML; the background that drifts with
 * the scroll is an island (premium-parallax.tsx).
 */
export function PremiumHero() {
  const t = useT();
  return (
    <section className="relative isolate overflow-hidden bg-ink text-surface focus-on-dark">
      <Island name="parallax" component={PremiumParallax} props={{}} />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <SplitHero aside={<Scene name="vehicles" priority />}>
          <Badge>{t("premium.eyebrow")}</Badge>
          <h1 className={`mt-5 max-w-3xl text-surface ${HERO_TITLE}`}>{t("pages.vehiclesPremium.title")}</h1>
          <p className="mt-5 max-w-2xl text-lg text-surface/85">{t("premium.lead")}</p>
          <p className="mt-3 max-w-2xl text-surface/85">{t("premium.exclusive")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={SITE_PATHS.vehiclesPremiumQuote} className={buttonClasses("primary", "lg")}>
              {t("premium.contact")}
            </Link>
          </div>
        </SplitHero>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CLAIMS.map((claim) => (
            <li key={claim} className="flex items-start gap-3 rounded-card bg-surface/5 p-4 ring-1 ring-surface/15">
              <ShieldIcon className="mt-0.5 size-5 shrink-0 text-gold" />
              <span>{t(`pages.vehiclesPremiumQuote.claims.${claim}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
