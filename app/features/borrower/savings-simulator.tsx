import { useState } from "react";
import { useLang, useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/form-controls";
import { SIMULATOR_LIMITS, simulateSavings } from "./savings";
import { type SimulationFigures, simulationFigures } from "./savings-figures";

type Input = { amount: number; years: number; age: number };

/**
 * Bank contract against the broker's, computed as the visitor types. Without JavaScript the same
 * form is a GET to this page and the server computes the result.
 */
export function SavingsSimulator({ initial, initialFigures }: { initial: Input; initialFigures: SimulationFigures }) {
  const t = useT();
  const lang = useLang();
  const [input, setInput] = useState(initial);
  // The server's figures until the visitor changes an input (see savings-figures.ts).
  const figures =
    input === initial ? initialFigures : simulationFigures(simulateSavings(input.amount, input.years, input.age), lang);
  const set = (key: keyof Input) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = Number(event.target.value);
    if (Number.isFinite(value)) setInput((current) => ({ ...current, [key]: value }));
  };
  const field = (key: keyof Input, name: string, limits: { min: number; max: number; step?: number }) => (
    <TextField
      id={`sim-${name}`}
      name={name}
      label={t(`borrower.simulator.${key}`)}
      type="number"
      inputMode="numeric"
      min={limits.min}
      max={limits.max}
      step={limits.step ?? 1}
      value={input[key]}
      onChange={set(key)}
    />
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
      {/* A plain form: without JavaScript it asks this page again with the figures; with it, the
          result follows the inputs. No router: it hydrates as an island (docs/decisions/0047). */}
      <form method="get" className="mt-6 grid gap-4 sm:grid-cols-3" onSubmit={(event) => event.preventDefault()}>
        {field("amount", "montant", SIMULATOR_LIMITS.amount)}
        {field("years", "duree", SIMULATOR_LIMITS.years)}
        {field("age", "age", SIMULATOR_LIMITS.age)}
        <noscript>
          <Button type="submit" variant="secondary">
            {t("borrower.simulator.compute")}
          </Button>
        </noscript>
      </form>
      <div className="mt-6 grid gap-4 sm:grid-cols-3" aria-live="polite" data-testid="simulator-result">
        <ResultBox
          tone="bank"
          label={t("borrower.simulator.bank", { rate: figures.bankRate })}
          figure={t("borrower.simulator.perMonth", { amount: figures.bankMonthly })}
          detail={t("borrower.simulator.total", { amount: figures.bankTotal })}
          testIds={["bank-monthly", "bank-total"]}
        />
        <ResultBox
          tone="broker"
          label={t("borrower.simulator.broker", { rate: figures.brokerRate })}
          figure={t("borrower.simulator.perMonth", { amount: figures.brokerMonthly })}
          detail={t("borrower.simulator.total", { amount: figures.brokerTotal })}
          testIds={["broker-monthly", "broker-total"]}
        />
        <ResultBox
          tone="savings"
          label={t("borrower.simulator.savings")}
          figure={figures.savingsTotal}
          detail={t("borrower.simulator.perMonthSaved", { amount: figures.savingsMonthly })}
          testIds={["savings-total", "savings-monthly"]}
        />
      </div>
      <p className="mt-4 text-xs text-muted">{t("borrower.simulator.disclaimer")}</p>
    </section>
  );
}

const TONES = {
  bank: { box: "bg-sand", label: "text-muted", detail: "text-ink-soft" },
  broker: { box: "bg-gold-soft", label: "text-muted", detail: "text-ink-soft" },
  savings: { box: "bg-ink text-surface", label: "text-gold", detail: "text-surface/85" },
} as const;

/** One of the three results: what it is, its main figure and a detail line. */
function ResultBox({
  tone,
  label,
  figure,
  detail,
  testIds: [figureId, detailId],
}: {
  tone: keyof typeof TONES;
  label: string;
  figure: string;
  detail: string;
  testIds: [figure: string, detail: string];
}) {
  const colours = TONES[tone];
  return (
    <div className={`rounded-control p-4 ${colours.box}`}>
      <p className={`text-sm font-semibold ${colours.label}`}>{label}</p>
      <p className="mt-1 font-display text-2xl" data-testid={figureId}>
        {figure}
      </p>
      <p className={`text-sm ${colours.detail}`} data-testid={detailId}>
        {detail}
      </p>
    </div>
  );
}
