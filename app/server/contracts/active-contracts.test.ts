import { describe, expect, it } from "vitest";
import { isActiveContract, isCancellationPending } from "./active-contracts";

describe("an active contract", () => {
  const today = "2026-11-28";
  it("is Actif, or being cancelled until the day the cancellation takes effect", () => {
    expect(isActiveContract({ status: "active", endDate: null }, today)).toBe(true);
    expect(isActiveContract({ status: "cancelling", endDate: "2026-12-31" }, today)).toBe(true);
    expect(isActiveContract({ status: "cancelling", endDate: null }, today)).toBe(true);
    // Cover stops on the end date itself.
    expect(isActiveContract({ status: "cancelling", endDate: today }, today)).toBe(false);
    expect(isActiveContract({ status: "cancelling", endDate: "2026-11-01" }, today)).toBe(false);
    expect(isActiveContract({ status: "cancelled", endDate: "2027-01-01" }, today)).toBe(false);
    expect(isActiveContract({ status: "suspended", endDate: null }, today)).toBe(false);
  });

  it("names the cancellations still to come apart", () => {
    expect(isCancellationPending({ status: "active", endDate: null }, today)).toBe(false);
    expect(isCancellationPending({ status: "cancelling", endDate: "2026-11-29" }, today)).toBe(true);
  });
});
