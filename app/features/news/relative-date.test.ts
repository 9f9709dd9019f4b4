import { describe, expect, it } from "vitest";
import { daysBetween, formatLongDate, formatRelativeDays, todayIn } from "./relative-date";

describe("relative dates", () => {
  it("counts calendar days in Paris, whatever the server's zone", () => {
    // 23:30 UTC on 20 November is already 21 November in Paris.
    expect(todayIn(new Date("2026-11-20T23:30:00Z"))).toBe("2026-11-21");
    expect(daysBetween("2026-11-19", "2026-11-21")).toBe(2);
    expect(daysBetween("2026-11-03", "2026-11-21")).toBe(18);
    expect(daysBetween("2026-11-22", "2026-11-21")).toBe(0);
  });

  it("says it in the reader's language", () => {
    expect(formatRelativeDays(2, "fr")).toBe("il y a 2 jours");
    expect(formatRelativeDays(18, "fr")).toBe("il y a 18 jours");
    expect(formatRelativeDays(2, "en")).toBe("2 days ago");
    expect(formatRelativeDays(5, "it")).toBe("5 giorni fa");
    expect(formatRelativeDays(7, "es")).toBe("hace 7 días");
    expect(formatRelativeDays(10, "ru")).toBe("10 дней назад");
  });

  it("uses today and yesterday, then months and years as articles age", () => {
    expect(formatRelativeDays(0, "fr")).toBe("aujourd’hui");
    expect(formatRelativeDays(1, "fr")).toBe("hier");
    expect(formatRelativeDays(45, "fr")).toBe("il y a 1 mois");
    expect(formatRelativeDays(800, "en")).toBe("2 years ago");
  });

  it("writes the publication date out", () => {
    expect(formatLongDate("2026-11-19", "fr")).toBe("19 novembre 2026");
    expect(formatLongDate("2026-11-19", "en")).toBe("November 19, 2026");
  });
});
