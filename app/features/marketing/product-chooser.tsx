import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { SITE_PATHS } from "~/paths/site";

/** Where "Faites le premier pas" leads: the seven quote forms, one card each. */
const CHOICES = [
  { key: "healthSenior", to: SITE_PATHS.healthSenior },
  { key: "healthFamily", to: SITE_PATHS.healthFamily },
  { key: "healthCompany", to: SITE_PATHS.healthCompanyQuote },
  { key: "borrower", to: SITE_PATHS.borrowerQuote },
  { key: "vehiclesPremium", to: SITE_PATHS.vehiclesPremiumQuote },
  { key: "vehiclesStandard", to: SITE_PATHS.vehiclesStandard },
  { key: "vehiclesNoLicence", to: SITE_PATHS.vehiclesNoLicence },
] as const;

export function ProductChooser() {
  const t = useT();
  return (
    <section id="choisir" aria-labelledby="choisir-title" className="scroll-mt-20 mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="choisir-title" className="text-3xl">
        {t("home.chooser.title")}
      </h2>
      <p className="mt-3 max-w-2xl text-ink-soft">{t("home.chooser.lead")}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CHOICES.map((choice) => (
          <li key={choice.key}>
            <Link
              to={choice.to}
              className="flex h-full flex-col rounded-card border border-line bg-surface p-5 shadow-card transition hover:-translate-y-0.5 hover:border-gold-strong"
            >
              <span className="font-display text-lg">{t(`quote.${choice.key}.name`)}</span>
              <span className="mt-2 text-sm text-muted">{t(`home.chooser.${choice.key}`)}</span>
              <span className="mt-auto pt-4 text-sm font-semibold text-gold-strong">{t("home.chooser.cta")} →</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
