import { useT } from "~/i18n/react";
import { buttonClasses } from "~/ui/button";
import { CardSection } from "~/ui/card-section";
import { ChevronDownIcon, ShieldIcon } from "~/ui/icons";
import { RevealCard } from "~/ui/reveal-card";

const BENEFITS = ["1", "2", "3"] as const;
const INFO = ["what", "why", "guarantees", "support"] as const;

/** Variant B's hero: three benefit rows that unfold on hover or focus, and "learn more". */
export function BorrowerBenefitRows() {
  const t = useT();
  return (
    <>
      <ul className="mt-6 space-y-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <RevealCard
              className="p-4"
              title={
                <span className="flex items-center gap-3 font-semibold">
                  <ShieldIcon className="size-5 shrink-0 text-gold-strong" />
                  {t(`borrower.v2.benefits.${benefit}.title`)}
                </span>
              }
            >
              <span className="block pl-8">{t(`borrower.v2.benefits.${benefit}.text`)}</span>
            </RevealCard>
          </li>
        ))}
      </ul>
      <a href="#en-savoir-plus" className={`${buttonClasses("outline")} mt-6`}>
        {t("borrower.v2.learnMore")}
        <ChevronDownIcon className="size-4" />
      </a>
    </>
  );
}

/** What borrower insurance is, why delegate it, the essential guarantees, how we help. */
export function BorrowerInfoSection() {
  const t = useT();
  return (
    <CardSection
      id="en-savoir-plus"
      titleId="info-title"
      title={t("borrower.v2.info.title")}
      tone="sand"
      as="div"
      grid="gap-6 md:grid-cols-2"
    >
      {INFO.map((part) => (
        <article key={part} className="rounded-card bg-surface p-6">
          <h3 className="text-xl">{t(`borrower.v2.info.${part}.title`)}</h3>
          <p className="mt-2 text-ink-soft">{t(`borrower.v2.info.${part}.text`)}</p>
        </article>
      ))}
    </CardSection>
  );
}
