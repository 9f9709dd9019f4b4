import { Link, useRouteLoaderData } from "react-router";
import { useT } from "~/i18n/react";
import { Island } from "~/islands/island";
import { SITE_PATHS } from "~/paths/site";
import { buttonClasses } from "~/ui/button";
import { Badge } from "~/ui/card";
import { KeyFigures } from "~/ui/key-figures";
import { Scene } from "~/ui/scene";
import { HERO_TITLE, SplitHero } from "~/ui/split-hero";
import { AppCard } from "./app-card";
import { HoverTips } from "./hover-tips";
import { PressStrip } from "./press-strip";
import { ProductChooser } from "./product-chooser";
import { QuotePopup } from "./quote-popup";
import { RotatingTagline } from "./rotating-tagline";

const FIGURES = ["clients", "insurers", "free", "callback"] as const;

/** The home page; the alternate variant (/accueil-v2) reorders it around another hero. */
export function HomePage({ variant }: { variant: "main" | "alternate" }) {
  const t = useT();
  const prefix = variant === "main" ? "home.hero" : "home.heroV2";
  // The year the footer states too: one value, from the site's configuration (issue 46).
  const root = useRouteLoaderData("root") as { site?: { foundedYear?: number } } | undefined;
  const year = root?.site?.foundedYear ?? "";
  return (
    <>
      {/* Islands (docs/decisions/0047): what moves or opens on this page; the rest is text. */}
      <Island name="quote-popup" component={QuotePopup} props={{}} />
      <Island name="tagline" component={RotatingTagline} props={{}} />
      <section className="mx-auto max-w-6xl px-4 pt-10 pb-10 sm:px-6 sm:pt-14">
        <SplitHero
          aside={
            <>
              <Scene name="home" priority />
              {/* The coming-soon app rests on the picture's floor. */}
              <div className="relative z-10 mx-auto -mt-8 max-w-sm">
                <Island name="app-card" component={AppCard} props={{}} />
              </div>
            </>
          }
        >
          <Badge>{t(`${prefix}.eyebrow`, { year })}</Badge>
          <h1 className={`mt-5 max-w-3xl ${HERO_TITLE}`}>{t(`${prefix}.title`)}</h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-soft">{t(`${prefix}.lead`)}</p>
          <HoverTips />
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#choisir" className={buttonClasses("primary", "lg")}>
              {t("home.firstStep")}
            </a>
            <Link to={SITE_PATHS.news} className={buttonClasses("outline", "lg")}>
              {t("home.readNews")}
            </Link>
          </div>
        </SplitHero>
      </section>
      {variant === "main" ? (
        <>
          <section aria-label={t("home.figuresLabel")} className="mx-auto max-w-6xl px-4 pb-6 sm:px-6">
            <KeyFigures namespace="home.figures" items={FIGURES} />
          </section>
          <ProductChooser />
          {/* Last, and flush with the footer: no blank band between them. */}
          <PressStrip flushWithFooter />
        </>
      ) : (
        <>
          <PressStrip />
          <ProductChooser />
          <section aria-label={t("home.figuresLabel")} className="mx-auto max-w-6xl px-4 pb-6 sm:px-6">
            <KeyFigures namespace="home.figures" items={FIGURES} />
          </section>
        </>
      )}
    </>
  );
}
