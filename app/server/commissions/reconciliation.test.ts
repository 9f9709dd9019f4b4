import { describe, expect, it } from "vitest";
import { readCsv } from "../csv-import";
import {
  type ContractForCommission,
  contractYearOf,
  coversMonth,
  expectedCommissionCents,
  reconcile,
  reportByLine,
} from "./reconciliation";
import { lineKeys, mapStatement, missingColumns, parsePeriod, referenceKey } from "./statement-mapping";

const contract = (overrides: Partial<ContractForCommission> = {}): ContractForCommission => ({
  id: crypto.randomUUID(),
  reference: "MC-AUTO-2023-0142",
  referenceKey: "MC-AUTO-2023-0142",
  productLine: "vehicle",
  monthlyPremiumCents: 8_900,
  startDate: "2025-12-15",
  endDate: null,
  rates: { firstYearBps: 1_500, followingYearsBps: 1_000 },
  ...overrides,
});

describe("expected commissions", () => {
  it("takes the first-year rate for the twelve months from the start, the following rate after", () => {
    expect(contractYearOf("2025-12-15", "2025-12-01")).toBe("first");
    expect(contractYearOf("2025-12-15", "2026-11-01")).toBe("first");
    expect(contractYearOf("2025-12-15", "2026-12-01")).toBe("following");
    expect(expectedCommissionCents(contract(), "2026-11-01")).toBe(1_335);
    expect(expectedCommissionCents(contract(), "2026-12-01")).toBe(890);
    expect(expectedCommissionCents(contract({ rates: null }), "2026-12-01")).toBeNull();
  });

  it("counts a month the contract was in force for some of", () => {
    const c = contract({ startDate: "2026-02-28", endDate: "2026-05-01" });
    expect(coversMonth(c, "2026-01-01")).toBe(false);
    expect(coversMonth(c, "2026-02-01")).toBe(true);
    expect(coversMonth(c, "2026-05-01")).toBe(true);
    expect(coversMonth(c, "2026-06-01")).toBe(false);
  });
});

describe("reconciling a statement", () => {
  it("sorts every contract and line into matched, short paid, overpaid, missing and unknown", () => {
    const contracts = [
      contract({ reference: "A-1", referenceKey: "A-1" }),
      contract({ reference: "A-2", referenceKey: "A-2", productLine: "health", monthlyPremiumCents: 12_000 }),
      contract({ reference: "A-3", referenceKey: "A-3" }),
      contract({ reference: "A-4", referenceKey: "A-4", monthlyPremiumCents: 10_000 }),
      contract({ reference: "A-5", referenceKey: "A-5", startDate: "2027-01-01" }),
      contract({ reference: "A-6", referenceKey: "A-6", rates: null }),
    ];
    const period = "2026-11-01";
    const rows = reconcile(
      contracts,
      [
        { reference: "A-1", referenceKey: "A-1", period, commissionCents: 1_335 },
        { reference: "A-2", referenceKey: "A-2", period, commissionCents: 1_000 },
        { reference: "A-2", referenceKey: "A-2", period, commissionCents: 500 },
        { reference: "A-4", referenceKey: "A-4", period, commissionCents: 2_000 },
        { reference: "Z-9", referenceKey: "Z-9", period, commissionCents: 700 },
        { reference: "A-6", referenceKey: "A-6", period, commissionCents: 900 },
        { reference: "A-3", referenceKey: "A-3", period: "2026-10-01", commissionCents: 1_335 },
      ],
      period,
    );
    const by = Object.fromEntries(rows.map((row) => [row.reference, row]));
    expect(by["A-1"]).toMatchObject({ status: "matched", expectedCents: 1_335, paidCents: 1_335, differenceCents: 0 });
    // Two lines for one contract are summed: 1 500 against 1 800 expected.
    expect(by["A-2"]).toMatchObject({
      status: "shortPaid",
      expectedCents: 1_800,
      paidCents: 1_500,
      differenceCents: -300,
    });
    expect(by["A-3"]).toMatchObject({ status: "missing", paidCents: 0 });
    expect(by["A-4"]).toMatchObject({ status: "overpaid", differenceCents: 500 });
    expect(by["Z-9"]).toMatchObject({ status: "unknown", contractId: null, paidCents: 700 });
    expect(by["A-5"]).toBeUndefined();
    expect(by["A-6"]).toMatchObject({ status: "noRate", expectedCents: null, paidCents: 900 });
    expect(rows[0]?.status).toBe("unknown");

    const report = reportByLine(rows);
    expect(report.map((line) => line.productLine)).toEqual(["health", "vehicle", null]);
    expect(report[1]).toMatchObject({ expectedCents: 1_335 * 2 + 1_500, paidCents: 1_335 + 2_000 + 900 });
    expect(report[1]?.counts).toMatchObject({ matched: 1, missing: 1, overpaid: 1 });
  });
});

describe("an insurer's statement through its mapping", () => {
  const csv = new TextEncoder().encode(
    "N° police;Période;Prime HT;Commission\nmc-auto 2023.0142;11/2026;89,00;13,35\n;11/2026;1;1\nA-2;11/2026;;douze\nA-3;13/2026;;1,00\nA-4;2026-11-30;100;20\nA-4;2026-11-30;100;20\n",
  );
  const mapping = { reference: "n° police", commission: "COMMISSION", premium: "Prime HT", period: "Periode" };

  it("reads the mapped columns, whatever their case or accents, and says which lines it cannot read", () => {
    const table = readCsv(csv);
    expect(missingColumns(table.headers, mapping)).toEqual([]);
    expect(missingColumns(table.headers, { ...mapping, commission: "Montant commission" })).toEqual(["commission"]);
    const { lines, problems } = mapStatement(table, mapping, "2026-10-01");
    expect(lines[0]).toEqual({
      line: 2,
      reference: "mc-auto 2023.0142",
      referenceKey: "MC-AUTO20230142",
      period: "2026-11-01",
      commissionCents: 1_335,
      premiumCents: 8_900,
    });
    expect(problems.map((p) => `${p.line}:${p.problem}`)).toEqual(["3:noReference", "4:badAmount", "5:badPeriod"]);
    // Two identical real lines stay two; replayed, they have the same keys.
    expect(lineKeys(lines)).toEqual([
      "MC-AUTO20230142|2026-11-01|1335|1",
      "A-4|2026-11-01|2000|1",
      "A-4|2026-11-01|2000|2",
    ]);
  });

  it("takes the statement's month for lines without a period column", () => {
    const { lines } = mapStatement(readCsv(csv), { reference: "N° police", commission: "Commission" }, "2026-10-01");
    expect(lines.every((line) => line.period === "2026-10-01")).toBe(true);
  });

  it("reads periods and references as insurers write them", () => {
    expect(parsePeriod("2026-11")).toBe("2026-11-01");
    expect(parsePeriod("11/2026")).toBe("2026-11-01");
    expect(parsePeriod("30/11/2026")).toBe("2026-11-01");
    expect(parsePeriod("13/2026")).toBeNull();
    expect(referenceKey(" mc-auto 2023.0142 ")).toBe("MC-AUTO20230142");
  });
});
