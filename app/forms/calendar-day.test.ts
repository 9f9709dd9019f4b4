import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCalendarDay, parseCalendarDay } from "./calendar-day";

describe("parseCalendarDay", () => {
  it.each([
    ["2026-01-10", { year: 2026, month: 1, day: 10 }],
    ["2026-12-31", { year: 2026, month: 12, day: 31 }],
    ["2024-02-29", { year: 2024, month: 2, day: 29 }],
    ["2000-02-29", { year: 2000, month: 2, day: 29 }],
    ["0001-01-01", { year: 1, month: 1, day: 1 }],
    ["9999-12-31", { year: 9999, month: 12, day: 31 }],
  ])("reads %s", (value, day) => {
    expect(parseCalendarDay(value)).toEqual(day);
  });

  it.each([
    ["a 30 February", "2026-02-30"],
    ["a 29 February outside a leap year", "2026-02-29"],
    ["a 29 February of a century not divisible by 400", "1900-02-29"],
    ["a 31 April", "2026-04-31"],
    ["month 13", "2026-13-01"],
    ["month 00", "2026-00-10"],
    ["day 00", "2026-01-00"],
    ["day 32", "2026-01-32"],
    ["year 0000", "0000-00-00"],
    ["year 0000 on a real day", "0000-01-01"],
    ["empty", ""],
    ["garbage", "pas une date"],
    ["a French day", "10/01/2026"],
    ["one-digit parts", "2026-1-1"],
    ["a timestamp", "2026-01-10T00:00:00Z"],
    ["surrounding spaces", " 2026-01-10 "],
    ["a trailing newline", "2026-01-10\n"],
    ["non-ASCII digits", "２０２６-01-10"],
    ["a five-digit year", "12026-01-10"],
    ["a huge string", `2026-01-10${"x".repeat(1_000_000)}`],
    ["a huge string of digits", "9".repeat(1_000_000)],
  ])("refuses %s", (_, value) => {
    expect(parseCalendarDay(value)).toBeNull();
    expect(isCalendarDay(value)).toBe(false);
  });

  it("never throws, and agrees with the calendar of Date on every well-formed day", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(() => parseCalendarDay(value)).not.toThrow();
      }),
    );
    const part = (digits: number) =>
      fc.integer({ min: 0, max: 10 ** digits - 1 }).map((n) => String(n).padStart(digits, "0"));
    fc.assert(
      fc.property(part(4), part(2), part(2), (year, month, day) => {
        const value = `${year}-${month}-${day}`;
        const date = new Date(`${value}T00:00:00Z`);
        const real = year !== "0000" && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
        expect(isCalendarDay(value)).toBe(real);
      }),
      { numRuns: 2000 },
    );
  });
});
