import path from "node:path";
import SEPA from "sepa";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureXmllint, validateAgainstSchema } from "../../../tests/support/xmllint";
import { buildPain008, type CollectionFile, type Debit, sepaId, sepaText, totalCents } from "./pain008";

const SCHEMA = path.resolve(import.meta.dirname, "schema/pain.008.001.02.xsd");

/** A French creditor identifier with right check digits, computed by the library itself. */
const ICS = SEPA.checksumCreditorID("FR00ZZZ123456");

const debit = (overrides: Partial<Debit> = {}): Debit => ({
  endToEndId: "MC-ECH-2026-0001",
  amountCents: 24_500,
  mandateReference: "MC-RUM-000042",
  mandateSignedOn: "2026-01-15",
  debtorName: "Élodie Lefèvre-Dupré",
  debtorIban: "FR76 3000 6000 0112 3456 7890 189",
  debtorBic: "AGRIFRPP",
  remittance: "Cotisation décembre 2026 — contrat MC-AUTO-2023-0142",
  sequence: "RCUR",
  ...overrides,
});

const file = (debits: Debit[]): CollectionFile => ({
  messageId: "MC-PRL-20261205-01",
  createdAt: new Date("2026-11-28T10:00:00Z"),
  collectionDate: "2026-12-05",
  creditor: { name: "Maison Courtage SAS", ics: ICS, iban: "FR1420041010050500013M02606", bic: "PSSTFRPPPAR" },
  debits,
});

describe("pain.008 collection files", () => {
  beforeAll(() => ensureXmllint());

  it("writes a file valid against the ISO 20022 schema, one block per sequence type", () => {
    const xml = buildPain008(
      file([
        debit(),
        debit({ endToEndId: "MC-ECH-2026-0002", sequence: "FRST", amountCents: 1_999, debtorName: "Zoë O'Brien" }),
        debit({ endToEndId: "MC-ECH-2026-0003", amountCents: 1 }),
      ]),
    );
    const verdict = validateAgainstSchema(xml, SCHEMA);
    expect(verdict.report).toContain("validates");
    expect(verdict.ok).toBe(true);
    expect(xml).toContain("urn:iso:std:iso:20022:tech:xsd:pain.008.001.02");
    expect(xml).toContain("<NbOfTxs>3</NbOfTxs>");
    expect(xml).toContain("<CtrlSum>265.00</CtrlSum>");
    expect(xml.match(/<PmtInf>/g)).toHaveLength(2);
    expect(xml).toContain("<SeqTp>FRST</SeqTp>");
    expect(xml).toContain("<SeqTp>RCUR</SeqTp>");
    expect(xml).toContain("<Cd>CORE</Cd>");
    expect(xml).toContain("<ReqdColltnDt>2026-12-05</ReqdColltnDt>");
    expect(xml).toContain("<MndtId>MC-RUM-000042</MndtId>");
    expect(xml).toContain("<DtOfSgntr>2026-01-15</DtOfSgntr>");
    expect(xml).toContain("<IBAN>FR7630006000011234567890189</IBAN>");
    expect(xml).toContain(`<Id>${ICS}</Id>`);
    // The rulebook's character set: accents fall to their letter, the dash to a space.
    expect(xml).toContain("<Nm>Elodie Lefevre-Dupre</Nm>");
    expect(xml).toContain("<Ustrd>Cotisation decembre 2026 - contrat MC-AUTO-2023-0142</Ustrd>");
  });

  it("keeps amounts exact in cents, whatever their number", () => {
    const many = Array.from({ length: 250 }, (_, i) =>
      debit({ endToEndId: `E2E-${i}`, amountCents: 1_001 + i * 7, sequence: i % 3 === 0 ? "FRST" : "RCUR" }),
    );
    const xml = buildPain008(file(many));
    expect(validateAgainstSchema(xml, SCHEMA).ok).toBe(true);
    const total = totalCents(many);
    expect(xml).toContain(`<CtrlSum>${(total / 100).toFixed(2)}</CtrlSum>`);
  });

  it("refuses what no bank accepts: no debit, a zero or fractional amount, a wrong IBAN", () => {
    expect(() => buildPain008(file([]))).toThrow(RangeError);
    expect(() => buildPain008(file([debit({ amountCents: 0 })]))).toThrow(RangeError);
    expect(() => buildPain008(file([debit({ amountCents: 10.5 })]))).toThrow(RangeError);
    expect(() => buildPain008(file([debit({ debtorIban: "FR7630006000011234567890188" })]))).toThrow();
    expect(() => buildPain008(file([debit({ mandateSignedOn: "15/01/2026" })]))).toThrow(RangeError);
  });

  it("writes names and ids in the SEPA character set", () => {
    expect(sepaText("Société Générale & Fils — Ærø", 70)).toBe("Societe Generale Fils - AEro");
    expect(sepaText("x".repeat(200), 140)).toHaveLength(140);
    expect(sepaId("/MC//RUM 42")).toBe("MC-RUM-42");
  });
});
