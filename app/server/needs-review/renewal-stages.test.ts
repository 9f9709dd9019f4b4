import { describe, expect, it } from "vitest";
import { parisToday } from "~/server/contracts/contract-dates";
import { chatelNotice, daysBetween, parseReminderDays, reminderDue } from "./renewal-stages";

describe("renewal reminders' thresholds", () => {
  it("reads the settings' list: whole days, each once, largest first", () => {
    expect(parseReminderDays("30, 90 ,60")).toEqual([90, 60, 30]);
    expect(parseReminderDays("45")).toEqual([45]);
    expect(parseReminderDays("90;60 30")).toEqual([90, 60, 30]);
    for (const bad of ["", "0", "181", "90, 90", "1,2,3,4,5,6,7", "90.5", "-30", "trente"]) {
      expect(parseReminderDays(bad), bad).toBeNull();
    }
  });

  it("sends the threshold the renewal is within, only the current one", () => {
    const thresholds = [90, 60, 30];
    expect(reminderDue(thresholds, "2027-04-10", "2027-01-09")).toBeNull(); // 91 days
    expect(reminderDue(thresholds, "2027-04-10", "2027-01-10")).toBe(90);
    expect(reminderDue(thresholds, "2027-04-10", "2027-02-09")).toBe(60);
    // 40 days before (a contract made late, a run missed): the 60 days' one, never the 90's beside it.
    expect(reminderDue(thresholds, "2027-04-10", "2027-03-01")).toBe(60);
    expect(reminderDue(thresholds, "2027-04-10", "2027-03-11")).toBe(30);
    expect(reminderDue(thresholds, "2027-04-10", "2027-04-10")).toBe(30);
    expect(reminderDue(thresholds, "2027-04-10", "2027-04-11")).toBeNull();
  });

  it("counts days across a leap day and the clock change, in Paris", () => {
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2027-02-28", "2027-03-01")).toBe(1);
    // 29 February 2028 renews on the 28th in 2029: 90 days before is 30 November 2028.
    expect(reminderDue([90], "2029-02-28", "2028-11-30")).toBe(90);
    expect(reminderDue([90], "2029-02-28", "2028-11-29")).toBeNull();
    // The last Sunday of March (a 23-hour day) and October (25 hours) still count as one day each.
    expect(daysBetween("2027-03-27", "2027-03-29")).toBe(2);
    expect(daysBetween("2027-10-30", "2027-11-01")).toBe(2);
    // At 23:30 UTC on 31 December it is already 1 January in Paris: the run counts from there.
    expect(parisToday(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(reminderDue([90], "2027-04-01", parisToday(new Date("2026-12-31T23:30:00Z")))).toBe(90);
  });

  it("says the Chatel deadline, or twenty days from a notice sent less than fifteen days before it", () => {
    // Renewal on 10 April: the deadline is one month's notice before it (11 March).
    expect(chatelNotice("2027-04-10", "2027-01-10")).toEqual({ deadline: "2027-03-11", late: false });
    expect(chatelNotice("2027-04-10", "2027-02-24")).toEqual({ deadline: "2027-03-11", late: false });
    expect(chatelNotice("2027-04-10", "2027-02-25")).toEqual({ deadline: "2027-03-17", late: true });
    expect(chatelNotice("2027-04-10", "2027-03-11")).toEqual({ deadline: "2027-03-31", late: true });
    // Across the leap day: sent 20 February 2028, twenty days later is 11 March.
    expect(chatelNotice("2028-03-25", "2028-02-20")).toEqual({ deadline: "2028-03-11", late: true });
  });
});
