import type { ReactNode } from "react";
import { Link, useActionData, useLoaderData } from "react-router";
import { useT } from "~/i18n/react";
import { Island } from "~/islands/island";
import { Badge } from "~/ui/card";
import { ShieldIcon } from "~/ui/icons";
import { Notice } from "~/ui/notice";
import { Scene } from "~/ui/scene";
import { HERO_TITLE, SplitHero } from "~/ui/split-hero";
import type { ApplicationActionData } from "./application-action.server";
import { APPLY_ANCHOR, CAREERS_PATH } from "./application-fields";
import { ApplicationForm } from "./application-form";
import { ApplyButtons } from "./apply-buttons";

type LoaderData = { formToken: string; sent: boolean };

const PILLARS = ["expertise", "listening", "innovation"] as const;
const VALUES = ["craft", "authenticity", "excellence"] as const;
const LIFE = ["1", "2", "3", "4"] as const;

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-2xl sm:text-3xl">
      {children}
    </h2>
  );
}

/**
 * The careers page (spec §2 "Careers") and its spontaneous application form. Server HTML but for
 * the hero's buttons (with the dialog they open) and the form, which are islands
 * (docs/decisions/0047).
 */
export function CareersPage() {
  const t = useT();
  const { formToken, sent } = useLoaderData() as LoaderData;
  const serverState = useActionData() as ApplicationActionData | undefined;

  return (
    <>
      <section className="mx-auto max-w-6xl px-4 pt-10 pb-12 sm:px-6 sm:pt-14">
        <SplitHero aside={<Scene name="careers" priority />}>
          <Badge>{t("careers.hero.badge")}</Badge>
          <h1 className={`mt-4 ${HERO_TITLE}`}>{t("careers.hero.title")}</h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft">{t("careers.hero.lead")}</p>
          <Island name="apply" component={ApplyButtons} props={{ formToken, serverState }} />
        </SplitHero>
      </section>

      <section aria-labelledby="philosophy-title" className="bg-surface py-14" data-testid="careers-philosophy">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionTitle id="philosophy-title">{t("careers.philosophy.title")}</SectionTitle>
          <p className="mt-4 max-w-2xl text-lg text-ink-soft">{t("careers.philosophy.lead")}</p>
          <dl className="mt-8 grid gap-4 sm:grid-cols-2">
            {(["tailored", "clients"] as const).map((stat) => (
              <div key={stat} className="flex flex-col-reverse rounded-card border border-line bg-paper p-6">
                <dt className="mt-1 text-ink-soft">{t(`careers.philosophy.${stat}`)}</dt>
                <dd className="font-display text-4xl text-gold-strong">{t(`careers.philosophy.${stat}Value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="pillars-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <SectionTitle id="pillars-title">{t("careers.pillars.title")}</SectionTitle>
        <ul className="mt-8 grid gap-4 md:grid-cols-3" data-testid="careers-pillars">
          {PILLARS.map((pillar) => (
            <li key={pillar} className="rounded-card border border-line bg-surface p-6 shadow-card">
              <ShieldIcon className="size-7 text-gold-strong" />
              <h3 className="mt-3 text-xl">{t(`careers.pillars.${pillar}.title`)}</h3>
              <p className="mt-2 text-ink-soft">{t(`careers.pillars.${pillar}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="values-title" className="bg-ink py-14 text-surface focus-on-dark">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionTitle id="values-title">{t("careers.values.title")}</SectionTitle>
          <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="careers-values">
            {VALUES.map((value) => (
              <li key={value} className="border-t border-gold pt-4">
                <h3 className="text-xl text-gold">{t(`careers.values.${value}.title`)}</h3>
                <p className="mt-2 text-surface/90">{t(`careers.values.${value}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="life-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <SectionTitle id="life-title">{t("careers.life.title")}</SectionTitle>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2" data-testid="careers-life">
          {LIFE.map((item) => (
            <li key={item} className="flex items-start gap-3 rounded-control bg-surface p-4">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-gold-strong" />
              <span>{t(`careers.life.items.${item}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section
        id={APPLY_ANCHOR}
        aria-labelledby="apply-title"
        tabIndex={-1}
        className="scroll-mt-24 bg-sand py-14 focus:outline-none"
      >
        <div className="mx-auto max-w-2xl px-4 sm:px-6">
          <SectionTitle id="apply-title">{t("careers.apply.title")}</SectionTitle>
          {sent ? (
            <div className="mt-6 space-y-4">
              <Notice tone="success">
                <p data-testid="application-success">{t("careers.apply.success")}</p>
              </Notice>
              <Link
                to={`${CAREERS_PATH}#${APPLY_ANCHOR}`}
                className="inline-block text-sm font-semibold text-gold-strong underline underline-offset-4"
              >
                {t("careers.apply.another")}
              </Link>
            </div>
          ) : (
            <>
              <p className="mt-4 text-ink-soft">{t("careers.apply.lead")}</p>
              <div className="mt-8 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
                <Island
                  name="application"
                  component={ApplicationForm}
                  props={{ origin: "section" as const, formToken, serverState }}
                />
              </div>
            </>
          )}
        </div>
      </section>
    </>
  );
}
