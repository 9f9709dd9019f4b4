import { describe, expect, it } from "vitest";
import { appointmentDay, appointmentTime } from "./appointment-moment";

describe("an appointment's day and time in words", () => {
  it("writes the first of the month as 1er in French, with the weekday", () => {
    expect(appointmentDay("2026-12-01", "fr")).toBe("mardi 1er décembre 2026");
    expect(appointmentDay("2026-12-15", "fr")).toBe("mardi 15 décembre 2026");
    expect(appointmentDay("2026-12-01", "en")).toBe("Tuesday, December 1, 2026");
  });

  it("writes hours the French way, with no-break spaces, and as each locale does elsewhere", () => {
    expect(appointmentTime("09:00", "fr")).toBe("9\u00a0h");
    expect(appointmentTime("14:30", "fr")).toBe("14\u00a0h\u00a030");
    expect(appointmentTime("14:30", "en")).toMatch(/^2:30\sPM$/);
    expect(appointmentTime("14:30", "it")).toBe("14:30");
  });
});
