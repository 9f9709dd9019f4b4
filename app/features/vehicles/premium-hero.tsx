import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { SITE_PATHS } from "~/paths/site";
import { buttonClasses } from "~/ui/button";
import { Badge } from "~/ui/card";
import { ShieldIcon } from "~/ui/icons";
import { Scene } from "~/ui/scene";
import { HERO_TITLE, SplitHero } from "~/ui/split-hero";

export const PARALLAX_FACTOR = 0.3;
/** Fifteen decorative dots, placed once (percent of the hero) so server and browser agree. */
const DOTS = [
  [8, 18],
  [15, 72],
  [22, 40],
  [31, 85],
  [38, 12],
  [44, 58],
  [52, 30],
  [58, 78],
  [64, 15],
  [70, 50],
  [76, 88],
  [82, 25],
  [88, 65],
  [93, 40],
  [97, 10],
] as const;
const CLAIMS = ["1", "2", "3", "4", "5", "6"] as const;

/**
 * Premium vehicles hero: the background drifts at 0.3× the scroll (parallax) behind fifteen
 * gold dots; still for visitors who ask for reduced motion.
 */
export function PremiumHero() {
  const t = useT();
  const background = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (background.current)
          background.current.style.transform = `translate3d(0, ${window.scrollY * PARALLAX_FACTOR}px, 0)`;
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <section className="relative isolate overflow-hidden bg-ink text-surface focus-on-dark">
      <div
        ref={background}
        data-testid="parallax"
        aria-hidden="true"
        className="absolute inset-0 -z-10 will-change-transform"
      >
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-ink-soft),transparent_65%)]" />
        {DOTS.map(([left, top]) => (
          <span
            key={`${left}-${top}`}
            data-testid="premium-dot"
            className="absolute size-1.5 rounded-full bg-gold/70"
            style={{ left: `${left}%`, top: `${top}%` }}
          />
        ))}
      </div>
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
