import { describe, expect, it } from "vitest";
import { nextAllowedCall, parisInstant, salesCallVerdict } from "./sales-call-rules";

const open = { consent: true, history: [] };
const paris = (day: string, time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return parisInstant(day, h * 60 + m);
};

describe("sales call windows", () => {
  it("allows weekday mornings and afternoons, Paris time, and refuses lunch, evenings and early mornings", () => {
    // Tuesday 1 December 2026 (winter time, UTC+1).
    expect(salesCallVerdict(paris("2026-12-01", "10:00"), open)).toEqual({ allowed: true });
    expect(salesCallVerdict(paris("2026-12-01", "12:59"), open)).toEqual({ allowed: true });
    expect(salesCallVerdict(paris("2026-12-01", "19:59"), open)).toEqual({ allowed: true });
    expect(salesCallVerdict(paris("2026-12-01", "13:30"), open)).toEqual({
      allowed: false,
      reason: "outsideHours",
      nextAllowedAt: paris("2026-12-01", "14:00"),
    });
    expect(salesCallVerdict(paris("2026-12-01", "21:00"), open)).toEqual({
      allowed: false,
      reason: "outsideHours",
      nextAllowedAt: paris("2026-12-02", "10:00"),
    });
    expect(salesCallVerdict(paris("2026-12-01", "09:59"), open)).toMatchObject({ reason: "outsideHours" });
    expect(paris("2026-12-01", "21:00").toISOString()).toBe("2026-12-01T20:00:00.000Z");
  });

  it("refuses weekends and sends a Friday evening to Monday morning", () => {
    expect(salesCallVerdict(paris("2026-12-04", "20:00"), open)).toMatchObject({
      reason: "outsideHours",
      nextAllowedAt: paris("2026-12-07", "10:00"),
    });
    expect(salesCallVerdict(paris("2026-12-05", "11:00"), open)).toMatchObject({
      reason: "weekend",
      nextAllowedAt: paris("2026-12-07", "10:00"),
    });
  });

  it("refuses public holidays, including moving ones, and skips them for the next moment", () => {
    // Friday 25 December 2026: Christmas, then a weekend.
    expect(salesCallVerdict(paris("2026-12-25", "11:00"), open)).toEqual({
      allowed: false,
      reason: "holiday",
      nextAllowedAt: paris("2026-12-28", "10:00"),
    });
    // Easter Monday 2027 is 29 March, the day after the change to summer time.
    expect(salesCallVerdict(paris("2027-03-29", "11:00"), open)).toMatchObject({
      reason: "holiday",
      nextAllowedAt: paris("2027-03-30", "10:00"),
    });
    // Ascension Thursday 2027: 6 May.
    expect(salesCallVerdict(paris("2027-05-06", "15:00"), open)).toMatchObject({ reason: "holiday" });
  });

  it("reads Paris's clock across the changes of time (last Sundays of March and October)", () => {
    // Summer time (UTC+2) from Sunday 29 March 2026: Monday 30 March at 10:00 Paris is 08:00 UTC.
    expect(paris("2026-03-30", "10:00").toISOString()).toBe("2026-03-30T08:00:00.000Z");
    expect(salesCallVerdict(new Date("2026-03-30T08:00:00Z"), open)).toEqual({ allowed: true });
    expect(salesCallVerdict(new Date("2026-03-30T07:59:00Z"), open)).toMatchObject({ reason: "outsideHours" });
    // Friday 27 March (winter time, UTC+1) at 20:30 leads to Monday 10:00 summer time.
    expect(salesCallVerdict(new Date("2026-03-27T19:30:00Z"), open)).toMatchObject({
      nextAllowedAt: new Date("2026-03-30T08:00:00Z"),
    });
    // Back to winter time on Sunday 25 October 2026: Monday 26 at 19:30 UTC is 20:30 in Paris.
    expect(salesCallVerdict(new Date("2026-10-26T18:59:00Z"), open)).toEqual({ allowed: true });
    expect(salesCallVerdict(new Date("2026-10-26T19:00:00Z"), open)).toMatchObject({
      reason: "outsideHours",
      nextAllowedAt: new Date("2026-10-27T09:00:00Z"),
    });
    // The Sunday of the change itself is closed.
    expect(salesCallVerdict(new Date("2026-10-25T10:00:00Z"), open)).toMatchObject({ reason: "weekend" });
  });
});

describe("a person's calls", () => {
  const at = paris("2026-12-15", "11:00");
  const daysBefore = (days: number, refused = false) => ({ at: new Date(at.getTime() - days * 86_400_000), refused });

  it("allows a fourth call in 30 days and refuses a fifth until the oldest leaves the period", () => {
    const three = [daysBefore(1), daysBefore(5), daysBefore(20)];
    expect(salesCallVerdict(at, { consent: true, history: three })).toEqual({ allowed: true });
    const four = [...three, daysBefore(29)];
    const verdict = salesCallVerdict(at, { consent: true, history: four });
    // 29 days ago + 30 days = tomorrow, Wednesday 16 December at 11:00.
    expect(verdict).toEqual({ allowed: false, reason: "tooMany", nextAllowedAt: paris("2026-12-16", "11:00") });
    // A call 30 days ago no longer counts.
    expect(salesCallVerdict(at, { consent: true, history: [...three, daysBefore(30)] })).toEqual({ allowed: true });
  });

  it("waits 60 days after a refusal, then for a window", () => {
    const refusedAt = paris("2026-10-20", "19:30");
    const history = [{ at: refusedAt, refused: true }];
    expect(salesCallVerdict(paris("2026-12-18", "19:00"), { consent: true, history })).toEqual({
      allowed: false,
      reason: "refusedRecently",
      // 60 days later is Saturday 19 December 19:30 (a weekend): Monday at 10:00.
      nextAllowedAt: paris("2026-12-21", "10:00"),
    });
    expect(salesCallVerdict(paris("2026-12-21", "10:00"), { consent: true, history })).toEqual({ allowed: true });
    // A call that was answered, not refused, later on does not lift the refusal.
    const later = [...history, { at: paris("2026-11-02", "11:00"), refused: false }];
    expect(salesCallVerdict(paris("2026-12-01", "11:00"), { consent: true, history: later })).toMatchObject({
      reason: "refusedRecently",
    });
  });

  it("never allows a call without a basis, and says there is no next moment", () => {
    expect(salesCallVerdict(at, { consent: false, history: [] })).toEqual({
      allowed: false,
      reason: "noConsent",
      nextAllowedAt: null,
    });
    expect(nextAllowedCall(at, { consent: false, history: [] })).toBeNull();
  });

  it("gives the moment itself when it is allowed", () => {
    expect(nextAllowedCall(at, open)).toEqual(at);
  });
});

describe("a call back typed in Paris time", () => {
  it("reads the field on Paris's clock and refuses what is not a moment", async () => {
    const { parseParisDateTime } = await import("./sales-call-rules");
    expect(parseParisDateTime("2026-07-01T14:30")?.toISOString()).toBe("2026-07-01T12:30:00.000Z");
    expect(parseParisDateTime("2026-12-01T14:30")?.toISOString()).toBe("2026-12-01T13:30:00.000Z");
    for (const bad of ["2026-02-30T10:00", "2026-12-01 14:30", "2026-12-01T24:00", "tomorrow", "1900-01-01T10:00"]) {
      expect(parseParisDateTime(bad)).toBeNull();
    }
  });
});
