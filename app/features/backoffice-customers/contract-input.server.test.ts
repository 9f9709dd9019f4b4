import { describe, expect, it } from "vitest";
import { formInput } from "~/forms/form-reader";
import { readContractForm } from "./contract-input.server";

const fields = (overrides: Record<string, string>) =>
  formInput(
    new URLSearchParams({
      product: "vehiclesStandard",
      reference: "VEH-2026-000123",
      insurer: "Assureur",
      monthlyPremium: "42,50",
      startDate: "2026-12-01",
      anniversaryDate: "2027-12-01",
      vehicleRegistration: "AB-123-CD",
      vehicleMake: "Peugeot",
      vehicleModel: "208",
      ...overrides,
    }),
  );

describe("the staff's contract form", () => {
  it("takes a new contract whose first renewal is a year after its start", () => {
    const read = readContractForm(fields({}), "customer", true);
    expect(read.errors).toEqual({});
    expect(read.draft).toMatchObject({ startDate: "2026-12-01", anniversaryDate: "2027-12-01" });
  });

  it("refuses a new contract renewing on its start day, or more than a year after it (issue 46)", () => {
    expect(readContractForm(fields({ anniversaryDate: "2026-12-01" }), "customer", true).errors).toEqual({
      anniversaryDate: "customers-admin.errors.anniversaryNotAfterStart",
    });
    expect(readContractForm(fields({ anniversaryDate: "2028-01-01" }), "customer", true).errors).toEqual({
      anniversaryDate: "customers-admin.errors.anniversaryTooFar",
    });
  });

  it("leaves a stored contract's dates as they are when staff edit it", () => {
    expect(readContractForm(fields({ anniversaryDate: "2026-12-01" }), "customer", false).errors).toEqual({});
  });
});
