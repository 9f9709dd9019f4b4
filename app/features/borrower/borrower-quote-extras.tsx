import { useT } from "~/i18n/react";
import { Island } from "~/islands/island";
import { buttonClasses } from "~/ui/button";
import { CardSection } from "~/ui/card-section";
import { ChevronDownIcon } from "~/ui/icons";
import { BENEFITS, BenefitRow } from "./borrower-benefit";

const INFO = ["what", "why", "guarantees", "support"] as const;

/** Variant B's hero: three benefit rows that unfold on hover or focus, and "learn more". */
export function BorrowerBenefitRows() {
  const t = useT();
  return (
    <>
      <ul className="mt-6 space-y-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <Island name="benefit" component={BenefitRow} props={{ benefit }} />
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
