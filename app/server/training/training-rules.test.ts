import { describe, expect, it } from "vitest";
import { hundredthsMissing, parseHours, trainingStanding, yearOf } from "./training-rules";

describe("parseHours", () => {
  it("reads whole and decimal hours, with a point or a comma", () => {
    expect(parseHours("7")).toBe(700);
    expect(parseHours("7.5")).toBe(750);
    expect(parseHours(" 7,25 ")).toBe(725);
    expect(parseHours("0.25")).toBe(25);
    expect(parseHours("40")).toBe(4000);
  });
  it("refuses what is out of range or not hours", () => {
    for (const raw of ["0", "0.2", "40.01", "41", "-1", "7.555", "abc", "", "1e2", "7h"]) {
      expect(parseHours(raw), raw).toBeNull();
    }
  });
});

describe("trainingStanding", () => {
  // 30 September 2026 at 23:30 in Paris is 21:30 UTC (summer time); 1 October starts at 22:00 UTC.
  const lastSeptemberEvening = new Date("2026-09-30T21:30:00Z");
  const firstOctoberParis = new Date("2026-09-30T22:30:00Z");

  it("flags staff short of 15 hours from 1 October, Paris date", () => {
    expect(trainingStanding(1000, 2026, lastSeptemberEvening)).toBe("open");
    expect(trainingStanding(1000, 2026, firstOctoberParis)).toBe("flagged");
  });
  it("never flags who has the 15 hours", () => {
    expect(trainingStanding(1500, 2026, firstOctoberParis)).toBe("met");
    expect(trainingStanding(2000, 2025, firstOctoberParis)).toBe("met");
  });
  it("flags a past year still short, and leaves a future year alone", () => {
    expect(trainingStanding(1499, 2025, new Date("2026-02-01T12:00:00Z"))).toBe("flagged");
    expect(trainingStanding(0, 2027, firstOctoberParis)).toBe("future");
  });
  it("reads New Year's Eve in Paris as the new year already", () => {
    // 31 December 2026 at 23:30 UTC is 1 January 2027, 00:30 in Paris.
    expect(trainingStanding(0, 2026, new Date("2026-12-31T23:30:00Z"))).toBe("flagged");
    expect(trainingStanding(0, 2027, new Date("2026-12-31T23:30:00Z"))).toBe("open");
  });
  it("counts what is missing", () => {
    expect(hundredthsMissing(1250)).toBe(250);
    expect(hundredthsMissing(1600)).toBe(0);
  });
});

describe("yearOf", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  it("takes a plausible year, else the current one", () => {
    expect(yearOf("2025", now)).toBe(2025);
    expect(yearOf("2027", now)).toBe(2027);
    expect(yearOf("2030", now)).toBe(2026);
    expect(yearOf("abc", now)).toBe(2026);
    expect(yearOf(null, now)).toBe(2026);
  });
});
