import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { Island } from "~/islands/island";
import { SITE_PATHS } from "~/paths/site";
import { buttonClasses } from "~/ui/button";
import { Badge } from "~/ui/card";
import { CardSection } from "~/ui/card-section";
import { KeyFigures } from "~/ui/key-figures";
import { Scene } from "~/ui/scene";
import { HERO_TITLE, SplitHero } from "~/ui/split-hero";
import { BorrowerFaq } from "./borrower-faq";
import { GUARANTEES, GuaranteeCard } from "./borrower-guarantee";
import type { RateFigures, SimulationFigures } from "./savings-figures";
import { SavingsSimulator } from "./savings-simulator";
import { TestimonialCarousel } from "./testimonial-carousel";

const BENEFITS = ["1", "2", "3"] as const;
const FIGURES = ["insurers", "clients", "free", "delay"] as const;
const STEPS = ["1", "2", "3"] as const;
const COMPARISON = ["invalidity", "incapacity", "jobLoss"] as const;
/** The table scrolls sideways on phones: keyboard users must be able to reach and scroll it (WCAG 2.1.1). */
const KEYBOARD_SCROLLABLE = { tabIndex: 0 };

/** Borrower insurance, variant A (spec §2): everything a borrower needs to decide to switch. */
export function BorrowerPage({
  simulation,
  figures,
}: {
  simulation: { amount: number; years: number; age: number };
  figures: { rates: RateFigures; simulation: SimulationFigures };
}) {
  const t = useT();
  const quote = SITE_PATHS.borrowerQuote;
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 pt-10 pb-10 sm:px-6 sm:pt-14">
        <SplitHero aside={<Scene name="borrower" priority />}>
          <Badge>{t("borrower.hero.eyebrow")}</Badge>
          <h1 className={`mt-5 max-w-3xl ${HERO_TITLE}`}>{t("pages.borrower.title")}</h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-soft">{t("borrower.hero.lead")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={quote} className={buttonClasses("primary", "lg")}>
              {t("borrower.cta.quote")}
            </Link>
            <a href="#simulateur" className={buttonClasses("outline", "lg")}>
              {t("borrower.cta.simulate")}
            </a>
          </div>
        </SplitHero>
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {GUARANTEES.map((guarantee) => (
            <li key={guarantee}>
              <Island name="guarantee" component={GuaranteeCard} props={{ guarantee }} />
            </li>
          ))}
        </ul>
      </section>

      <CardSection
        titleId="why-title"
        title={t("borrower.why.title")}
        tone="sand"
        after={
          <div className="mt-8">
            <KeyFigures namespace="borrower.why.figures" items={FIGURES} />
          </div>
        }
      >
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="rounded-card bg-surface p-5">
            <p className="font-semibold">{t(`borrower.why.benefits.${benefit}.title`)}</p>
            <p className="mt-2 text-sm text-ink-soft">{t(`borrower.why.benefits.${benefit}.text`)}</p>
          </li>
        ))}
      </CardSection>

      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <Island
          name="savings"
          component={SavingsSimulator}
          props={{ initial: simulation, initialFigures: figures.simulation }}
        />
      </div>

      <CardSection titleId="method-title" title={t("borrower.method.title")} as="ol" flushTop>
        {STEPS.map((step) => (
          <li key={step} className="rounded-card border border-line bg-surface p-5">
            <span className="font-display text-3xl text-gold-strong">{step}</span>
            <p className="mt-2 font-semibold">{t(`borrower.method.steps.${step}.title`)}</p>
            <p className="mt-1 text-sm text-ink-soft">{t(`borrower.method.steps.${step}.text`)}</p>
          </li>
        ))}
      </CardSection>

      <section aria-labelledby="rates-title" className="bg-ink text-surface focus-on-dark">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="rates-title" className="text-3xl">
              {t("borrower.rates.title")}
            </h2>
            <p className="mt-3 text-surface/85">{t("borrower.rates.lead")}</p>
            <dl className="mt-6 space-y-4">
              <div>
                <dt className="text-sm text-surface/85">{t("borrower.rates.bank")}</dt>
                <dd className="mt-1 flex items-center gap-3">
                  <span className="h-3 w-full rounded-full bg-surface/80" />
                  <span className="shrink-0 font-display text-2xl">{figures.rates.bank}</span>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-surface/85">{t("borrower.rates.broker")}</dt>
                <dd className="mt-1 flex items-center gap-3">
                  <span className="h-3 w-5/12 rounded-full bg-gold" />
                  <span className="ml-auto shrink-0 font-display text-2xl text-gold">{figures.rates.broker}</span>
                </dd>
              </div>
            </dl>
          </div>
          <div className="rounded-card bg-surface/5 p-6 ring-1 ring-surface/15">
            <h3 className="text-2xl">{t("borrower.example.title")}</h3>
            <p className="mt-2 text-surface/85">{t("borrower.example.lead")}</p>
            <ul className="mt-4 space-y-2">
              <li>{t("borrower.example.bank")}</li>
              <li>{t("borrower.example.broker")}</li>
              <li className="font-semibold text-gold">{t("borrower.example.savings")}</li>
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="compare-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="compare-title" className="text-3xl">
          {t("borrower.compare.title")}
        </h2>
        <section
          {...KEYBOARD_SCROLLABLE}
          aria-labelledby="compare-title"
          className="mt-6 overflow-x-auto rounded-card border border-line bg-surface"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-sand">
              <tr>
                <th scope="col" className="p-4">
                  {t("borrower.compare.guarantee")}
                </th>
                <th scope="col" className="p-4">
                  {t("borrower.compare.bank")}
                </th>
                <th scope="col" className="p-4 text-gold-strong">
                  {t("borrower.compare.broker")}
                </th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((row) => (
                <tr key={row} className="border-t border-line">
                  <th scope="row" className="p-4 font-semibold">
                    {t(`borrower.compare.rows.${row}.label`)}
                  </th>
                  <td className="p-4 text-ink-soft">{t(`borrower.compare.rows.${row}.bank`)}</td>
                  <td className="p-4 font-semibold">{t(`borrower.compare.rows.${row}.broker`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>

      <Island name="testimonials" component={TestimonialCarousel} props={{}} />
      <BorrowerFaq />

      <section aria-labelledby="final-title" className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
        <div className="rounded-card bg-gold-soft p-8 text-center sm:p-12">
          <h2 id="final-title" className="text-3xl">
            {t("borrower.final.title")}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-ink-soft">{t("borrower.final.lead")}</p>
          <Link to={quote} className={`${buttonClasses("secondary", "lg")} mt-6`}>
            {t("borrower.cta.quote")}
          </Link>
        </div>
      </section>
    </>
  );
}
