import { describe, expect, it } from "vitest";
import { formatClockTime, formatDate, formatDay, formatDeadline, formatFileSize, formatMoment } from "./format";

const NBSP = "\u00a0";

describe("dates", () => {
  it("writes the first of the month 1er in French, with the month in words", () => {
    expect(formatDay("2023-02-01", "fr")).toBe("1er février 2023");
    expect(formatDay("2027-01-01", "fr")).toBe("1er janvier 2027");
    expect(formatMoment(new Date("2026-12-01T09:30:00Z"), "fr")).toMatch(/^1er décembre 2026 à 10:30$/);
    expect(formatDate(new Date("2026-03-01T12:00:00Z"), "fr", { dateStyle: "medium", timeZone: "UTC" })).toBe(
      "1er mars 2026",
    );
  });

  it("leaves other days, numeric dates and other languages as Intl writes them", () => {
    expect(formatDay("2023-02-11", "fr")).toBe("11 février 2023");
    expect(formatDay("2023-02-21", "fr")).toBe("21 février 2023");
    expect(formatDate(new Date("2023-02-01T12:00:00Z"), "fr", { dateStyle: "short", timeZone: "UTC" })).toBe(
      "01/02/2023",
    );
    expect(formatDay("2023-02-01", "en")).toBe("February 1, 2023");
    expect(formatDay("2023-02-01", "it")).toBe("1 febbraio 2023");
  });

  it("writes a chart's short day in the reader's order, not the US one", () => {
    const at = new Date("2026-08-09T12:00:00Z");
    const options = { day: "numeric", month: "short", timeZone: "UTC" } as const;
    expect(formatDate(at, "fr", options)).toBe("9 août");
    expect(formatDate(at, "ru", options)).toBe("9 авг.");
  });
});

describe("opening hours", () => {
  it("writes whole hours 9 h in French, and the minutes after h", () => {
    expect(formatClockTime("09:00", "fr")).toBe(`9${NBSP}h`);
    expect(formatClockTime("18:00", "fr")).toBe(`18${NBSP}h`);
    expect(formatClockTime("08:30", "fr")).toBe(`8${NBSP}h${NBSP}30`);
  });

  it("follows each other language's convention", () => {
    expect(formatClockTime("09:00", "en")).toBe(`9${NBSP}AM`);
    expect(formatClockTime("18:30", "en")).toBe(`6:30${NBSP}PM`);
    expect(formatClockTime("09:00", "it")).toBe("9:00");
    expect(formatClockTime("18:00", "ru")).toBe("18:00");
  });
});

describe("file sizes", () => {
  it("keeps the number and its unit together with a no-break space", () => {
    expect(formatFileSize(5 * 1024 * 1024, "fr")).toBe(`5${NBSP}Mo`);
    expect(formatFileSize(2.4 * 1024 * 1024, "fr")).toBe(`2,4${NBSP}Mo`);
    expect(formatFileSize(820 * 1024, "fr")).toBe(`0,8${NBSP}Mo`);
    expect(formatFileSize(20 * 1024, "fr")).toBe(`20${NBSP}ko`);
    expect(formatFileSize(5 * 1024 * 1024, "en")).toBe(`5${NBSP}MB`);
    expect(formatFileSize(5 * 1024 * 1024, "ru")).toBe(`5${NBSP}МБ`);
  });
});

describe("a deadline in words (issue 46 item 10)", () => {
  it("names the last whole day of one ending at midnight in Paris, and keeps any other time", () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    // Midnight in Paris on 2 December 2026 is 23:00 UTC on the 1st.
    expect(plain(formatDeadline(new Date("2026-12-01T23:00:00Z"), "fr"))).toBe("1er décembre 2026");
    expect(plain(formatDeadline(new Date("2026-07-14T22:00:00Z"), "en"))).toBe("July 14, 2026");
    expect(plain(formatDeadline(new Date("2026-12-01T09:30:00Z"), "fr"))).toBe("1er décembre 2026 à 10:30");
  });
});
