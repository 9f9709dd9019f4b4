import { describe, expect, it } from "vitest";
import { availableSlots, checkSlot, isPublicHoliday, openingTimes, parisInstant } from "./appointment-slots.server";

const HOURS = { days: [1, 2, 3, 4, 5, 6], opens: "09:00", closes: "18:00", slotMinutes: 30 };
// Monday 23 November 2026, 10:10 in Paris (UTC+1).
const NOW = new Date("2026-11-23T09:10:00Z");

describe("appointment slots", () => {
  it("knows France's public holidays, Easter-based ones included", () => {
    expect(isPublicHoliday("2026-12-25")).toBe(true);
    expect(isPublicHoliday("2026-11-11")).toBe(true);
    expect(isPublicHoliday("2027-03-29")).toBe(true); // Easter Monday 2027
    expect(isPublicHoliday("2027-05-17")).toBe(true); // Whit Monday 2027
    expect(isPublicHoliday("2026-12-26")).toBe(false); // Saint-Étienne: Alsace-Moselle only
    expect(isPublicHoliday("2026-11-24")).toBe(false);
  });

  it("reads Paris wall-clock times across daylight saving", () => {
    expect(parisInstant("2026-11-24", "09:00").toISOString()).toBe("2026-11-24T08:00:00.000Z");
    expect(parisInstant("2026-07-01", "09:00").toISOString()).toBe("2026-07-01T07:00:00.000Z");
  });

  it("offers slots within opening hours, Monday to Saturday, the last one ending at closing", () => {
    const times = openingTimes("2026-11-24", HOURS);
    expect(times[0]).toBe("09:00");
    expect(times.at(-1)).toBe("17:30");
    expect(times).toHaveLength(18);
    expect(openingTimes("2026-11-28", HOURS)).toHaveLength(18); // Saturday
    expect(openingTimes("2026-11-29", HOURS)).toEqual([]); // Sunday
    expect(openingTimes("2026-12-25", HOURS)).toEqual([]); // Christmas, a Friday
  });

  it("offers only future slots, skipping Sundays and holidays, over the horizon", () => {
    const days = availableSlots(HOURS, NOW);
    expect(days[0]).toEqual({ day: "2026-11-23", times: openingTimes("2026-11-23", HOURS).slice(3) });
    expect(days[0]?.times[0]).toBe("10:30");
    const listed = days.map((d) => d.day);
    expect(listed).not.toContain("2026-11-29");
    expect(listed).not.toContain("2026-12-25");
    expect((listed.at(-1) ?? "") <= "2026-12-22").toBe(true);
  });

  it("checks a chosen slot: past, closed days, holidays, outside hours, malformed", () => {
    expect(checkSlot("2026-11-24", "10:00", HOURS, NOW)).toBe("ok");
    expect(checkSlot("2026-11-23", "10:00", HOURS, NOW)).toBe("past");
    expect(checkSlot("2026-11-20", "10:00", HOURS, NOW)).toBe("past");
    expect(checkSlot("2026-11-29", "10:00", HOURS, NOW)).toBe("closed");
    expect(checkSlot("2026-12-25", "10:00", HOURS, new Date("2026-12-01T09:00:00Z"))).toBe("holiday");
    expect(checkSlot("2026-11-24", "08:30", HOURS, NOW)).toBe("outsideHours");
    expect(checkSlot("2026-11-24", "17:45", HOURS, NOW)).toBe("outsideHours");
    expect(checkSlot("2026-11-24", "18:00", HOURS, NOW)).toBe("outsideHours");
    expect(checkSlot("2027-03-01", "10:00", HOURS, NOW)).toBe("tooFar");
    for (const day of ["2026-02-30", "2026-13-01", "2026-00-10", "0000-00-00", "0000-01-01"])
      expect(checkSlot(day, "10:00", HOURS, NOW), day).toBe("invalid");
    expect(checkSlot("demain", "10h", HOURS, NOW)).toBe("invalid");
  });

  it("follows the configured days and hours", () => {
    const weekdays = { days: [1, 2, 3, 4, 5], opens: "08:30", closes: "12:00", slotMinutes: 60 };
    expect(openingTimes("2026-11-24", weekdays)).toEqual(["08:30", "09:30", "10:30"]);
    expect(checkSlot("2026-11-28", "09:30", weekdays, NOW)).toBe("closed");
  });
});
