import { describe, expect, it } from "vitest";
import { maskIban, readBankDetails } from "./bank-details";
import { creditorCheckDigits, isValidCreditorIdentifier } from "./creditor-identifier";
import { instalmentsPerYear } from "./due-dates";
import { MANDATE_REFERENCE, newMandateReference } from "./mandate-reference";

const VALID = { holder: "  Camille   Martin ", iban: "fr76 3000 6000 0112 3456 7890 189", bic: "agrifrpp xxx" };

describe("bank details as typed", () => {
  it("normalises a valid IBAN, BIC and holder", () => {
    expect(readBankDetails(VALID)).toEqual({
      ok: true,
      details: { holder: "Camille Martin", iban: "FR7630006000011234567890189", bic: "AGRIFRPPXXX" },
    });
    expect(readBankDetails({ ...VALID, iban: "DE89 3704 0044 0532 0130 00", bic: "COBADEFFXXX" }).ok).toBe(true);
    expect(readBankDetails({ ...VALID, iban: "MC58 1122 2000 0101 2345 6789 030", bic: "AGRIFRPP" }).ok).toBe(true);
  });

  it("refuses a wrong check digit, an unknown country, a bad BIC, a BIC of another country, an empty or huge holder", () => {
    expect(readBankDetails({ ...VALID, iban: "FR7630006000011234567890180" })).toEqual({
      ok: false,
      errors: { iban: "ibanInvalid" },
    });
    expect(readBankDetails({ ...VALID, iban: "hello" })).toMatchObject({ errors: { iban: "ibanInvalid" } });
    expect(readBankDetails({ ...VALID, iban: "" })).toMatchObject({ errors: { iban: "ibanInvalid" } });
    // Brazil has IBANs, but is not in SEPA.
    expect(readBankDetails({ ...VALID, iban: "BR1800360305000010009795493C1", bic: "AGRIFRPP" })).toMatchObject({
      errors: { iban: "ibanNotSepa" },
    });
    expect(readBankDetails({ ...VALID, bic: "AGRI" })).toMatchObject({ errors: { bic: "bicInvalid" } });
    expect(readBankDetails({ ...VALID, bic: "COBADEFFXXX" })).toMatchObject({ errors: { bic: "bicMismatch" } });
    expect(readBankDetails({ ...VALID, holder: "   " })).toMatchObject({ errors: { holder: "holderMissing" } });
    expect(readBankDetails({ ...VALID, holder: "A".repeat(71) })).toMatchObject({
      errors: { holder: "holderTooLong" },
    });
    expect(
      readBankDetails({ holder: "x".repeat(100_000), iban: "F".repeat(100_000), bic: "B".repeat(100_000) }),
    ).toEqual({
      ok: false,
      errors: { holder: "holderTooLong", iban: "ibanInvalid", bic: "bicInvalid" },
    });
  });

  it("masks an IBAN one way everywhere: country and key, then the last four", () => {
    expect(maskIban("FR7630006000011234567890189")).toBe("FR76 •••• •••• 0189");
    expect(maskIban("fr76 3000 6000 0112 3456 7890 189")).toBe("FR76 •••• •••• 0189");
    expect(maskIban("")).toBe("••••");
  });
});

describe("the creditor identifier and the mandate's reference", () => {
  it("checks an ICS's key, the business code left out", () => {
    expect(isValidCreditorIdentifier("FR72ZZZ123456")).toBe(true);
    expect(isValidCreditorIdentifier("FR72ABC123456")).toBe(true);
    expect(isValidCreditorIdentifier("DE98ZZZ09999999999")).toBe(true);
    expect(isValidCreditorIdentifier("FR73ZZZ123456")).toBe(false);
    expect(isValidCreditorIdentifier("FR72ZZZ1234567")).toBe(false);
    expect(isValidCreditorIdentifier("fr72zzz123456")).toBe(false);
    expect(creditorCheckDigits("FR", "654321")).toBe("19");
  });

  it("makes RUMs of the SEPA set, at most 35 characters, each different", () => {
    const references = Array.from({ length: 200 }, () => newMandateReference(new Date("2027-01-01T00:00:00Z")));
    expect(new Set(references).size).toBe(200);
    for (const reference of references) {
      expect(reference).toMatch(MANDATE_REFERENCE);
      expect(reference.startsWith("MC-2027-")).toBe(true);
    }
    expect(instalmentsPerYear("quarterly")).toBe(4);
  });
});
