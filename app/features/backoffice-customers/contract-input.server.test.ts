import { describe, expect, it } from "vitest";
import { formInput } from "~/forms/form-reader";
import { GUARANTEES, GUARANTEES_BY_LINE } from "~/server/contracts/contract-types";
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
      originReason: "Repris d'un autre courtier",
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

  it("asks why a new contract is typed by hand, and never lets it wait as an offer's (issue 42)", () => {
    expect(readContractForm(fields({ originReason: "" }), "customer", true).errors).toEqual({
      originReason: "customers-admin.errors.originReasonRequired",
    });
    const read = readContractForm(fields({ status: "pending" }), "customer", true);
    expect(read.draft).toMatchObject({ status: "active", originReason: "Repris d'un autre courtier" });
  });

  it("leaves a stored contract's dates as they are when staff edit it", () => {
    expect(readContractForm(fields({ anniversaryDate: "2026-12-01" }), "customer", false).errors).toEqual({});
  });
});

describe("the contract form's guarantees", () => {
  it("keeps only the chosen line's (issue 46)", () => {
    const form = formInput(
      new URLSearchParams([
        ...Object.entries({
          product: "healthFamily",
          reference: "SAN-2026-000123",
          insurer: "Mutuelle",
          monthlyPremium: "80",
          startDate: "2026-12-01",
          anniversaryDate: "2027-01-01",
          originReason: "Signé sur papier",
        }),
        ["guarantees", "optical"],
        ["guarantees", "civilLiability"],
      ]),
    );
    expect(readContractForm(form, "customer", true).draft?.guarantees).toEqual(["optical"]);
  });

  it("offers every guarantee on some line, and each line a few (glass and assistance serve two)", () => {
    const listed = new Set(Object.values(GUARANTEES_BY_LINE).flat());
    expect([...listed].sort()).toEqual([...GUARANTEES].sort());
    for (const guarantees of Object.values(GUARANTEES_BY_LINE)) expect(guarantees.length).toBeGreaterThanOrEqual(3);
  });
});
