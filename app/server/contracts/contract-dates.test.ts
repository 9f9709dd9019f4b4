import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  anniversaryIn,
  currentPeriod,
  firstAnniversaryProblem,
  nextAnniversary,
  nextRenewal,
  parisToday,
} from "./contract-dates";

describe("contract dates", () => {
  it("reads today in Paris, not in UTC", () => {
    // 23:30 UTC on 31 December is already New Year's Day in Paris.
    expect(parisToday(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
    expect(parisToday(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
  });

  it("moves 29 February anniversaries to the 28th in common years", () => {
    expect(anniversaryIn("2024-02-29", 2025)).toBe("2025-02-28");
    expect(anniversaryIn("2024-02-29", 2028)).toBe("2028-02-29");
  });

  it("finds the next anniversary strictly after a day", () => {
    expect(nextAnniversary("2023-03-01", "2026-02-28")).toBe("2026-03-01");
    expect(nextAnniversary("2023-03-01", "2026-03-01")).toBe("2027-03-01");
  });

  it("gives the current period, from the last anniversary to the day before the next", () => {
    const contract = { startDate: "2023-01-15", anniversaryDate: "2023-01-15", endDate: null };
    expect(currentPeriod(contract, "2026-11-23")).toEqual({ from: "2026-01-15", to: "2027-01-14" });
    expect(currentPeriod(contract, "2026-01-15")).toEqual({ from: "2026-01-15", to: "2027-01-14" });
  });

  it("starts the first period on the start date, even before the contract begins", () => {
    const contract = { startDate: "2026-12-10", anniversaryDate: "2027-01-01", endDate: null };
    expect(currentPeriod(contract, "2026-11-23")).toEqual({ from: "2026-12-10", to: "2026-12-31" });
  });

  it("stops at the end date of a contract being cancelled", () => {
    const contract = { startDate: "2023-01-15", anniversaryDate: "2023-01-15", endDate: "2026-12-31" };
    expect(currentPeriod(contract, "2026-11-23")).toEqual({ from: "2026-01-15", to: "2026-12-31" });
  });

  it("always holds today within a period of at most a year", () => {
    const day = fc
      .date({ min: new Date("2000-01-01"), max: new Date("2090-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (anniversary, today) => {
        const period = currentPeriod({ startDate: "1990-01-01", anniversaryDate: anniversary, endDate: null }, today);
        expect(period.from <= today && today <= period.to).toBe(true);
        expect(addDays(period.from, 366) > period.to).toBe(true);
      }),
    );
  });
});

describe("a contract's next renewal (issue 46)", () => {
  it("is never the start day, even when the anniversary stored is the start itself", () => {
    const starting = { startDate: "2026-12-01", anniversaryDate: "2026-12-01" };
    expect(nextRenewal(starting, "2026-11-28")).toBe("2027-12-01");
    expect(nextRenewal(starting, "2026-12-01")).toBe("2027-12-01");
    expect(nextRenewal({ startDate: "2026-12-01", anniversaryDate: "2027-12-01" }, "2026-11-28")).toBe("2027-12-01");
  });

  it("is today's on its anniversary day, then next year's", () => {
    const running = { startDate: "2024-03-01", anniversaryDate: "2024-03-01" };
    expect(nextRenewal(running, "2027-03-01")).toBe("2027-03-01");
    expect(nextRenewal(running, "2027-03-02")).toBe("2028-03-01");
    // A first period shorter than a year (health contracts renewing on 1 January).
    expect(nextRenewal({ startDate: "2024-10-01", anniversaryDate: "2025-01-01" }, "2024-11-15")).toBe("2025-01-01");
  });

  it("takes a new contract's first anniversary after its start, within a year", () => {
    expect(firstAnniversaryProblem("2026-12-01", "2026-12-01")).toBe("anniversaryNotAfterStart");
    expect(firstAnniversaryProblem("2026-12-01", "2026-11-30")).toBe("anniversaryNotAfterStart");
    expect(firstAnniversaryProblem("2026-12-01", "2027-12-01")).toBeNull();
    expect(firstAnniversaryProblem("2026-10-01", "2027-01-01")).toBeNull();
    expect(firstAnniversaryProblem("2026-12-01", "2027-12-02")).toBe("anniversaryTooFar");
    expect(firstAnniversaryProblem("2024-02-29", "2025-02-28")).toBeNull();
  });
});
