import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { SITE_PATHS } from "~/paths/site";
import { buttonClasses } from "~/ui/button";
import { Badge } from "~/ui/card";
import { CardSection } from "~/ui/card-section";
import { ShieldIcon } from "~/ui/icons";
import { KeyFigures } from "~/ui/key-figures";
import { Scene } from "~/ui/scene";
import { HERO_TITLE, SplitHero } from "~/ui/split-hero";

const QUOTE = SITE_PATHS.healthCompanyQuote;
const BADGES = ["1", "2", "3"] as const;
const STATS = ["insurers", "savings", "quote", "answer"] as const;
const ADVANTAGES = ["1", "2", "3", "4", "5", "6"] as const;
const WHY = ["1", "2", "3", "4"] as const;
const THREE = ["1", "2", "3"] as const;

/** The company health comparator landing (spec §2): every button leads to the company quote form. */
export function CompanyLanding() {
  const t = useT();
  const advantages = ADVANTAGES.map((id) => t(`company.advantages.${id}`));
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 pt-10 pb-10 sm:px-6 sm:pt-14">
        <SplitHero aside={<Scene name="company" priority />}>
          <ul className="flex flex-wrap gap-2">
            {BADGES.map((badge) => (
              <li key={badge}>
                <Badge>{t(`company.badges.${badge}`)}</Badge>
              </li>
            ))}
          </ul>
          <h1 className={`mt-5 max-w-3xl ${HERO_TITLE}`}>{t("pages.healthCompany.title")}</h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-soft">{t("pages.healthCompany.lead")}</p>
          <Link to={QUOTE} className={`${buttonClasses("primary", "lg")} mt-8`}>
            {t("company.cta")}
          </Link>
        </SplitHero>
        <div className="mt-10">
          <KeyFigures namespace="company.stats" items={STATS} />
        </div>
      </section>

      <section
        aria-label={t("company.advantagesLabel")}
        className="group overflow-hidden border-y border-line bg-sand py-4"
      >
        <ul className="sr-only">
          {advantages.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <div
          aria-hidden="true"
          className="flex w-max animate-marquee gap-10 whitespace-nowrap group-hover:[animation-play-state:paused]"
        >
          {[...advantages, ...advantages].map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the run is repeated on purpose
            <span key={index} className="text-sm font-semibold text-ink-soft">
              ✓ {item}
            </span>
          ))}
        </div>
      </section>

      <CardSection titleId="company-why" title={t("company.why.title")} grid="gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {WHY.map((id) => (
          <li key={id} className="rounded-card border border-line bg-surface p-5">
            <ShieldIcon className="size-6 text-gold-strong" />
            <p className="mt-3 font-semibold">{t(`company.why.items.${id}.title`)}</p>
            <p className="mt-1 text-sm text-ink-soft">{t(`company.why.items.${id}.text`)}</p>
          </li>
        ))}
      </CardSection>

      <CardSection titleId="company-testimonials" title={t("company.testimonials.title")} tone="sand">
        {THREE.map((id) => (
          <li key={id} className="rounded-card bg-surface p-6">
            <p className="font-display text-lg">{t(`company.testimonials.items.${id}.company`)}</p>
            <p className="mt-1 text-sm text-muted">
              {t(`company.testimonials.items.${id}.sector`)} · {t(`company.testimonials.items.${id}.employees`)}
            </p>
            <p className="mt-1 text-sm font-semibold text-success">{t(`company.testimonials.items.${id}.monthly`)}</p>
            <blockquote className="mt-3 text-ink-soft">« {t(`company.testimonials.items.${id}.story`)} »</blockquote>
          </li>
        ))}
      </CardSection>

      <CardSection titleId="company-cases" title={t("company.cases.title")}>
        {THREE.map((id) => (
          <li key={id} className="rounded-card border border-line bg-surface p-6">
            <h3 className="text-xl">{t(`company.cases.items.${id}.title`)}</h3>
            <p className="text-sm text-muted">{t(`company.cases.items.${id}.profile`)}</p>
            <dl className="mt-4 space-y-2 text-sm">
              <dt className="font-semibold">{t("company.cases.challenge")}</dt>
              <dd className="text-ink-soft">{t(`company.cases.items.${id}.challenge`)}</dd>
              <dt className="font-semibold">{t("company.cases.solution")}</dt>
              <dd className="text-ink-soft">{t(`company.cases.items.${id}.solution`)}</dd>
              <dt className="font-semibold">{t("company.cases.savings")}</dt>
              <dd className="font-semibold text-success">{t(`company.cases.items.${id}.savings`)}</dd>
            </dl>
          </li>
        ))}
      </CardSection>

      <CardSection titleId="company-benefits" title={t("company.benefits.title")} tone="ink">
        {THREE.map((id) => (
          <li key={id} className="rounded-card bg-surface/5 p-6 ring-1 ring-surface/15">
            <p className="font-display text-2xl text-gold">{t(`company.benefits.items.${id}.title`)}</p>
            <p className="mt-2 text-surface/85">{t(`company.benefits.items.${id}.description`)}</p>
          </li>
        ))}
      </CardSection>

      <section aria-labelledby="company-final" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="rounded-card bg-gold-soft p-8 text-center sm:p-12">
          <h2 id="company-final" className="text-3xl">
            {t("company.final.title")}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-ink-soft">{t("company.final.lead")}</p>
          <Link to={QUOTE} className={`${buttonClasses("secondary", "lg")} mt-6`}>
            {t("company.cta")}
          </Link>
        </div>
      </section>
    </>
  );
}

/** The company form page's details, reached by "learn more", with a way back to the form. */
export function CompanyDetails() {
  const t = useT();
  return (
    <CardSection
      id="details-section"
      titleId="details-title"
      title={t("company.details.title")}
      tone="sand"
      as="div"
      grid="gap-6 md:grid-cols-3"
      after={
        <a href="#main" className={`${buttonClasses("secondary")} mt-8`} data-testid="back-to-top">
          {t("company.details.backToTop")}
        </a>
      }
    >
      {THREE.map((id) => (
        <article key={id} className="rounded-card bg-surface p-6">
          <h3 className="text-xl">{t(`company.details.items.${id}.title`)}</h3>
          <p className="mt-2 text-ink-soft">{t(`company.details.items.${id}.text`)}</p>
        </article>
      ))}
    </CardSection>
  );
}

export function CompanyLearnMore() {
  const t = useT();
  return (
    <a href="#details-section" className={`${buttonClasses("outline")} mt-6`}>
      {t("company.details.learnMore")}
    </a>
  );
}
