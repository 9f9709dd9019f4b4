import { describe, expect, it } from "vitest";
import { simulateSavings, simulationInput } from "./savings";

describe("simulateSavings", () => {
  it("reproduces the spec's example: 300 000 € over 20 years at 35", () => {
    expect(simulateSavings(300_000, 20, 35)).toEqual({
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

  it("prices the individual contract by age, never above the bank", () => {
    const young = simulateSavings(300_000, 20, 30);
    const older = simulateSavings(300_000, 20, 50);
    expect(older.brokerMonthly).toBeGreaterThan(young.brokerMonthly);
    expect(simulateSavings(300_000, 20, 65).brokerMonthly).toBeLessThanOrEqual(90);
  });

  it("keeps inputs within sane bounds", () => {
    expect(simulateSavings(-5, 100, 3).bankTotal).toBe(Math.floor((10_000 * 0.0036) / 12) * 360);
  });

  it("reads the no-JavaScript form, with the example as default", () => {
    expect(simulationInput(new URLSearchParams())).toEqual({ amount: 300_000, years: 20, age: 35 });
    expect(simulationInput(new URLSearchParams("montant=150000&duree=15&age=42"))).toEqual({
      amount: 150_000,
      years: 15,
      age: 42,
    });
    expect(simulationInput(new URLSearchParams("montant=abc&duree=-1"))).toEqual({
      amount: 300_000,
      years: 20,
      age: 35,
    });
  });
});
