import { describe, expect, it } from "vitest";
import { SIGN_IN_DELAY_PER_EMAIL } from "./auth/auth-limits";
import { delayAfterFailures, delaySteps } from "./progressive-delay";

describe("the sign-in's progressive delay", () => {
  it("lets three typing mistakes pass, then doubles the wait up to 30 s", () => {
    const waits = Array.from({ length: 12 }, (_, i) => delayAfterFailures(i + 1, SIGN_IN_DELAY_PER_EMAIL));
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 30, 30, 30, 30]);
  });

  it("never waits longer than the cap, however many failures", () => {
    for (const failures of [50, 1_000, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
      expect(delayAfterFailures(failures, SIGN_IN_DELAY_PER_EMAIL)).toBe(30);
    }
  });

  it("holds a guesser to about two passwords a minute once the cap is reached", () => {
    const hour = 3600;
    let spent = 0;
    let failures = 0;
    while (spent < hour) spent += delayAfterFailures(++failures, SIGN_IN_DELAY_PER_EMAIL);
    expect(failures).toBeLessThanOrEqual(130);
  });

  it("spells the steps the database's upsert uses, each below the cap", () => {
    const { steps, cap } = delaySteps(SIGN_IN_DELAY_PER_EMAIL);
    expect(cap).toBe(30);
    expect(steps).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 1],
      [5, 2],
      [6, 4],
      [7, 8],
      [8, 16],
    ]);
  });

  it("ends the steps of a schedule whose wait never grows", () => {
    const flat = { freeFailures: 2, firstDelaySeconds: 0, capSeconds: 10, forgetAfterMs: 1000 };
    expect(delayAfterFailures(100, flat)).toBe(0);
    expect(delaySteps(flat).steps.length).toBeLessThan(40);
  });

  it("counts nothing for a nonsensical count", () => {
    expect(delayAfterFailures(0, SIGN_IN_DELAY_PER_EMAIL)).toBe(0);
    expect(delayAfterFailures(Number.NaN, SIGN_IN_DELAY_PER_EMAIL)).toBe(0);
  });
});
