import { describe, expect, it } from "vitest";
import { addMonthsClamped, debitDay, instalmentDates, isDebitDay, isTargetDay, nominalDueDate } from "./due-dates";

describe("a schedule's due dates", () => {
  it("keeps the anchor's day where the month has it, else the month's last day, and comes back to the 31st", () => {
    expect(addMonthsClamped("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonthsClamped("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonthsClamped("2027-01-31", 2)).toBe("2027-03-31");
    expect(addMonthsClamped("2027-01-31", 3)).toBe("2027-04-30");
    expect(addMonthsClamped("2027-11-30", 3)).toBe("2028-02-29");
    expect(addMonthsClamped("2027-12-15", 1)).toBe("2028-01-15");
    expect(addMonthsClamped("2027-03-31", -1)).toBe("2027-02-28");
    const monthly = Array.from({ length: 4 }, (_, n) => nominalDueDate("2027-01-31", "monthly", n));
    expect(monthly).toEqual(["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30"]);
  });

  it("counts 29 February as the last day of February in the years without one", () => {
    expect(nominalDueDate("2028-02-29", "yearly", 1)).toBe("2029-02-28");
    expect(nominalDueDate("2028-02-29", "yearly", 4)).toBe("2032-02-29");
    expect(nominalDueDate("2028-02-29", "halfYearly", 1)).toBe("2028-08-29");
    expect(nominalDueDate("2027-11-29", "quarterly", 1)).toBe("2028-02-29");
    expect(nominalDueDate("2026-11-29", "quarterly", 1)).toBe("2027-02-28");
  });

  it("knows TARGET's closing days: weekends, 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December", () => {
    // Easter 2027 is 28 March: Good Friday 26 March, Easter Monday 29 March.
    expect(isTargetDay("2027-03-26")).toBe(false);
    expect(isTargetDay("2027-03-29")).toBe(false);
    expect(isTargetDay("2027-03-25")).toBe(true);
    expect(isTargetDay("2027-12-24")).toBe(true);
    expect(isTargetDay("2027-12-27")).toBe(true);
    expect(isTargetDay("2027-05-01")).toBe(false);
    expect(isTargetDay("2027-01-02")).toBe(false); // a Saturday
    // 14 July and Ascension are French holidays, not TARGET's: French banks do not debit either.
    expect(isTargetDay("2027-07-14")).toBe(true);
    expect(isDebitDay("2027-07-14")).toBe(false);
    expect(isDebitDay("2027-05-06")).toBe(false); // Ascension 2027
  });

  it("moves a debit to the next day both TARGET and French banks work", () => {
    expect(debitDay("2027-03-26")).toBe("2027-03-30"); // Good Friday → past Easter Monday
    expect(debitDay("2027-05-01")).toBe("2027-05-03"); // Saturday 1 May → Monday
    expect(debitDay("2027-05-08")).toBe("2027-05-10"); // Saturday 8 May → Monday
    expect(debitDay("2027-12-25")).toBe("2027-12-27");
    expect(debitDay("2026-12-31")).toBe("2026-12-31");
    expect(debitDay("2027-01-01")).toBe("2027-01-04"); // Friday holiday, then the weekend
    expect(debitDay("2027-07-14")).toBe("2027-07-15");
    expect(debitDay("2027-11-11")).toBe("2027-11-12");
    expect(debitDay("2027-06-01")).toBe("2027-06-01");
  });

  it("lists a year of monthly instalments, each with its nominal and debit day", () => {
    const dates = instalmentDates("2027-01-31", "monthly", "2027-12-31");
    expect(dates).toHaveLength(12);
    expect(dates[1]).toEqual({ index: 1, nominalDate: "2027-02-28", dueDate: "2027-03-01" }); // Sunday → Monday
    expect(dates[2]).toEqual({ index: 2, nominalDate: "2027-03-31", dueDate: "2027-03-31" });
    expect(dates.every((date) => isDebitDay(date.dueDate) && date.dueDate >= date.nominalDate)).toBe(true);
    expect(instalmentDates("2027-01-15", "quarterly", "2027-12-31").map((date) => date.nominalDate)).toEqual([
      "2027-01-15",
      "2027-04-15",
      "2027-07-15",
      "2027-10-15",
    ]);
    expect(instalmentDates("2027-06-30", "yearly", "2029-06-29")).toHaveLength(2);
  });
});
