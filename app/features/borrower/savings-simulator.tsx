import { useState } from "react";
import { Form } from "react-router";
import { useLang, useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { inputClasses } from "~/ui/form-controls";
import { SIMULATOR_LIMITS, simulateSavings } from "./savings";

type Input = { amount: number; years: number; age: number };

/**
 * Bank contract against the broker's, computed as the visitor types. Without JavaScript the same
 * form is a GET to this page and the server computes the result.
 */
export function SavingsSimulator({ initial }: { initial: Input }) {
  const t = useT();
  const lang = useLang();
  const [input, setInput] = useState(initial);
  const result = simulateSavings(input.amount, input.years, input.age);
  const euros = new Intl.NumberFormat(lang, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(lang, { style: "percent", minimumFractionDigits: 2 });
  const set = (key: keyof Input) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = Number(event.target.value);
    if (Number.isFinite(value)) setInput((current) => ({ ...current, [key]: value }));
  };
  const field = (key: keyof Input, name: string, limits: { min: number; max: number; step?: number }) => (
    <div>
      <label htmlFor={`sim-${name}`} className="mb-1.5 block text-sm font-semibold">
        {t(`borrower.simulator.${key}`)}
      </label>
      <input
        id={`sim-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={limits.step ?? 1}
        value={input[key]}
        onChange={set(key)}
        className={inputClasses}
      />
    </div>
  );

  return (
    <section
      id="simulateur"
      aria-labelledby="simulator-title"
      className="scroll-mt-20 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
    >
      <h2 id="simulator-title" className="text-2xl sm:text-3xl">
        {t("borrower.simulator.title")}
      </h2>
      <p className="mt-2 text-ink-soft">{t("borrower.simulator.lead")}</p>
      <Form
        method="get"
        preventScrollReset
        className="mt-6 grid gap-4 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        {field("amount", "montant", SIMULATOR_LIMITS.amount)}
        {field("years", "duree", SIMULATOR_LIMITS.years)}
        {field("age", "age", SIMULATOR_LIMITS.age)}
        <noscript>
          <Button type="submit" variant="secondary">
            {t("borrower.simulator.compute")}
          </Button>
        </noscript>
      </Form>
      <div className="mt-6 grid gap-4 sm:grid-cols-3" aria-live="polite" data-testid="simulator-result">
        <div className="rounded-control bg-sand p-4">
          <p className="text-sm font-semibold text-muted">
            {t("borrower.simulator.bank", { rate: percent.format(result.bankRate) })}
          </p>
          <p className="mt-1 font-display text-2xl" data-testid="bank-monthly">
            {t("borrower.simulator.perMonth", { amount: euros.format(result.bankMonthly) })}
          </p>
          <p className="text-sm text-ink-soft" data-testid="bank-total">
            {t("borrower.simulator.total", { amount: euros.format(result.bankTotal) })}
          </p>
        </div>
        <div className="rounded-control bg-gold-soft p-4">
          <p className="text-sm font-semibold text-muted">
            {t("borrower.simulator.broker", { rate: percent.format(result.brokerRate) })}
          </p>
          <p className="mt-1 font-display text-2xl" data-testid="broker-monthly">
            {t("borrower.simulator.perMonth", { amount: euros.format(result.brokerMonthly) })}
          </p>
          <p className="text-sm text-ink-soft" data-testid="broker-total">
            {t("borrower.simulator.total", { amount: euros.format(result.brokerTotal) })}
          </p>
        </div>
        <div className="rounded-control bg-ink p-4 text-surface">
          <p className="text-sm font-semibold text-gold">{t("borrower.simulator.savings")}</p>
          <p className="mt-1 font-display text-2xl" data-testid="savings-total">
            {euros.format(result.savingsTotal)}
          </p>
          <p className="text-sm text-surface/85" data-testid="savings-monthly">
            {t("borrower.simulator.perMonthSaved", { amount: euros.format(result.savingsMonthly) })}
          </p>
        </div>
      </div>
      <p className="mt-4 text-xs text-muted">{t("borrower.simulator.disclaimer")}</p>
    </section>
  );
}
