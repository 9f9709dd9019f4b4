import { describe, expect, it } from "vitest";
import { SIMULATOR_DEFAULTS, SPEC_EXAMPLE, simulateSavings, simulationInput } from "./savings";
import { rateFigures, simulationFigures } from "./savings-figures";

describe("simulateSavings", () => {
  it("reproduces the spec's example: 300 000 € over 20 years at 35", () => {
    expect(simulateSavings(SPEC_EXAMPLE.amount, SPEC_EXAMPLE.years, SPEC_EXAMPLE.age)).toEqual({
      bankRate: 0.0036,
      brokerRate: 0.0015,
      bankMonthly: 90,
      brokerMonthly: 37,
      bankTotal: 21_600,
      brokerTotal: 8_880,
      savingsTotal: 12_720,
      savingsMonthly: 53,
    });
  });

  it("opens on the spec's simulator result: 24 300 € of potential savings", () => {
    const { amount, years, age } = SIMULATOR_DEFAULTS;
    expect(simulateSavings(amount, years, age)).toMatchObject({
      bankMonthly: 138,
      brokerMonthly: 57,
      savingsTotal: 24_300,
      savingsMonthly: 81,
    });
  });

  it("prices the individual contract by age, never above the bank", () => {
    const young = simulateSavings(300_000, 20, 30);
    const older = simulateSavings(300_000, 20, 50);
    expect(older.brokerMonthly).toBeGreaterThan(young.brokerMonthly);
    expect(simulateSavings(300_000, 20, 65).brokerMonthly).toBeLessThanOrEqual(90);
  });

  it("keeps inputs within sane bounds", () => {
    expect(simulateSavings(-5, 100, 3).bankTotal).toBe(Math.floor((10_000 * 0.0036) / 12) * 360);
  });

  it("reads the no-JavaScript form, with the simulator's defaults when a value is missing", () => {
    expect(simulationInput(new URLSearchParams())).toEqual(SIMULATOR_DEFAULTS);
    expect(simulationInput(new URLSearchParams("montant=150000&duree=15&age=42"))).toEqual({
      amount: 150_000,
      years: 15,
      age: 42,
    });
    expect(simulationInput(new URLSearchParams("montant=abc&duree=-1"))).toEqual(SIMULATOR_DEFAULTS);
  });
});

describe("savings figures", () => {
  const NNBSP = "\u202f";
  const NBSP = "\u00a0";

  it("writes the spec's example in French as the page shows it", () => {
    const figures = simulationFigures(simulateSavings(SPEC_EXAMPLE.amount, SPEC_EXAMPLE.years, SPEC_EXAMPLE.age), "fr");
    expect(figures).toEqual({
      bankRate: `0,36${NBSP}%`,
      brokerRate: `0,15${NBSP}%`,
      bankMonthly: `90${NBSP}€`,
      bankTotal: `21${NNBSP}600${NBSP}€`,
      brokerMonthly: `37${NBSP}€`,
      brokerTotal: `8${NNBSP}880${NBSP}€`,
      savingsTotal: `12${NNBSP}720${NBSP}€`,
      savingsMonthly: `53${NBSP}€`,
    });
  });

  it("follows the reader's language", () => {
    const { amount, years, age } = SIMULATOR_DEFAULTS;
    expect(simulationFigures(simulateSavings(amount, years, age), "en").savingsTotal).toBe("€24,300");
    expect(rateFigures("en")).toEqual({ bank: "0.36%", broker: "0.15%" });
    expect(rateFigures("fr").bank).toBe(`0,36${NBSP}%`);
  });
});
