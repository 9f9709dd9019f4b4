import { describe, expect, it } from "vitest";
import { contractStartOf, defaultOfferStart, startDateFault } from "./offer-start-date";

// 23:30 UTC on 31 December is already 1 January in Paris: the broker's days are Paris days.
const NEW_YEARS_EVE_LATE = new Date("2026-12-31T23:30:00Z");
const MID_MARCH = new Date("2027-03-15T10:00:00Z");

describe("an offer's start date", () => {
  it("defaults to the first day of next month in Paris, across a year's end", () => {
    expect(defaultOfferStart(MID_MARCH)).toBe("2027-04-01");
    expect(defaultOfferStart(new Date("2026-12-15T10:00:00Z"))).toBe("2027-01-01");
    expect(defaultOfferStart(NEW_YEARS_EVE_LATE)).toBe("2027-02-01");
  });

  it("holds from today to a year ahead, and says why otherwise", () => {
    expect(startDateFault("2027-03-15", MID_MARCH)).toBeNull();
    expect(startDateFault("2028-03-14", MID_MARCH)).toBeNull();
    expect(startDateFault("2027-03-14", MID_MARCH)).toBe("startDatePast");
    expect(startDateFault("2028-03-15", MID_MARCH)).toBe("startDateFar");
    expect(startDateFault("2027-02-30", MID_MARCH)).toBe("startDate");
    expect(startDateFault("15/03/2027", MID_MARCH)).toBe("startDate");
    expect(startDateFault("", MID_MARCH)).toBe("startDate");
  });

  it("starts the contract on the proposed date, or on the day of the signature once it has passed", () => {
    expect(contractStartOf("2027-04-01", MID_MARCH)).toBe("2027-04-01");
    expect(contractStartOf("2027-03-01", MID_MARCH)).toBe("2027-03-15");
    expect(contractStartOf(null, MID_MARCH)).toBe("2027-03-15");
    expect(contractStartOf("2026-12-31", NEW_YEARS_EVE_LATE)).toBe("2027-01-01");
  });
});
