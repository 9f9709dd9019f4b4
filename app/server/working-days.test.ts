import { describe, expect, it } from "vitest";
import { addWorkingDays, isWorkingDay, workingDaysBetween, workingDaysDeadline } from "./working-days";

describe("working days", () => {
  it("skip weekends and French public holidays", () => {
    expect(isWorkingDay("2026-11-27")).toBe(true); // a Friday
    expect(isWorkingDay("2026-11-28")).toBe(false); // Saturday
    expect(isWorkingDay("2026-12-25")).toBe(false); // Christmas, a Friday
    expect(addWorkingDays("2026-11-27", 1)).toBe("2026-11-30");
    // Thursday 24 December + 2: Friday 25 is Christmas, then the weekend.
    expect(addWorkingDays("2026-12-24", 2)).toBe("2026-12-29");
    // Ascension 2027 is Thursday 6 May: Wednesday 5 + 1 working day is Friday 7.
    expect(addWorkingDays("2027-05-05", 1)).toBe("2027-05-07");
  });

  it("end at Paris midnight, winter or summer", () => {
    // Received Friday 27 November 2026 at 16:00 in Paris; one working day → the end of Monday 30.
    expect(workingDaysDeadline(new Date("2026-11-27T15:00:00Z"), 1).toISOString()).toBe("2026-11-30T23:00:00.000Z");
    // In summer Paris is UTC+2: Wednesday 1 July + 2 working days ends on Friday 3 at midnight.
    expect(workingDaysDeadline(new Date("2026-07-01T08:00:00Z"), 2).toISOString()).toBe("2026-07-03T22:00:00.000Z");
    // Sent late on Saturday (already Sunday in Paris): Monday is the first working day.
    expect(workingDaysDeadline(new Date("2026-11-28T22:30:00Z"), 1).toISOString()).toBe("2026-11-30T23:00:00.000Z");
  });

  it("count a delay in working days, the day of receipt excluded", () => {
    // Thursday 30 April 2026 to Tuesday 19 May: 1 and 8 May and Ascension (14 May) do not count.
    expect(workingDaysBetween(new Date("2026-04-30T09:00:00Z"), new Date("2026-05-19T15:00:00Z"))).toBe(10);
    expect(workingDaysBetween(new Date("2026-11-27T09:00:00Z"), new Date("2026-11-27T18:00:00Z"))).toBe(0);
  });
});
