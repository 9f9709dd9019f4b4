import { BANK_RATE, brokerRateFor, type Simulation } from "./savings";

/**
 * The page's rates and the simulator's results written out in the reader's language. The loader
 * writes those of the first render, so the browser formats nothing while it hydrates (its first
 * `Intl` number formatter costs a phone about 30 ms); the simulator formats in the browser only
 * once the visitor changes an input.
 */
export function simulationFigures(simulation: Simulation, lang: string) {
  const euros = new Intl.NumberFormat(lang, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const percent = percentFormat(lang);
  return {
    bankRate: percent.format(simulation.bankRate),
    brokerRate: percent.format(simulation.brokerRate),
    bankMonthly: euros.format(simulation.bankMonthly),
    bankTotal: euros.format(simulation.bankTotal),
    brokerMonthly: euros.format(simulation.brokerMonthly),
    brokerTotal: euros.format(simulation.brokerTotal),
    savingsTotal: euros.format(simulation.savingsTotal),
    savingsMonthly: euros.format(simulation.savingsMonthly),
  };
}

export type SimulationFigures = ReturnType<typeof simulationFigures>;

/** The rates panel: the bank's group rate against the broker's for a borrower of 35. */
export function rateFigures(lang: string) {
  const percent = percentFormat(lang);
  return { bank: percent.format(BANK_RATE), broker: percent.format(brokerRateFor(35)) };
}

export type RateFigures = ReturnType<typeof rateFigures>;

const percentFormat = (lang: string) => new Intl.NumberFormat(lang, { style: "percent", minimumFractionDigits: 2 });
