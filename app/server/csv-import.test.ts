import { describe, expect, it } from "vitest";
import {
  CsvUnreadable,
  decodeText,
  detectSeparator,
  headerKey,
  parseAmountCents,
  parseDay,
  readCsv,
} from "./csv-import";

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Latin-1 bytes of a text (what Windows-1252 writes for French letters), plus 0x80 for "€". */
const cp1252 = (text: string) => Uint8Array.from([...text].map((c) => (c === "€" ? 0x80 : c.charCodeAt(0))));

describe("reading someone else's CSV", () => {
  it("reads UTF-8 with and without a BOM, and Windows-1252, to the same text", () => {
    const text = "Référence;Prime\nMC-1;1 234,56 €\n";
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
    expect(decodeText(utf8(text))).toEqual({ text, encoding: "utf-8" });
    expect(readCsv(withBom).headers).toEqual(["Référence", "Prime"]);
    expect(decodeText(cp1252(text))).toEqual({ text, encoding: "windows-1252" });
    expect(readCsv(cp1252(text)).rows[0]?.cells).toEqual(["MC-1", "1 234,56 €"]);
  });

  it("finds the separator of the header line, ignoring those inside quotes", () => {
    expect(detectSeparator("a;b;c\n1,5;2;3")).toBe(";");
    expect(detectSeparator('"a;b",c,d\n')).toBe(",");
    expect(detectSeparator("a\tb\tc")).toBe("\t");
    expect(detectSeparator("alone")).toBe(";");
  });

  it("keeps quoted cells whole (separators, quotes and line breaks inside) and numbers the lines", () => {
    const table = readCsv(
      utf8('Contrat,Libellé,Montant\nMC-1,"Auto, ""tous risques""\nsur deux lignes","12,50"\n\nMC-2,Santé,3\n'),
    );
    expect(table.separator).toBe(",");
    expect(table.rows).toEqual([
      { line: 3, cells: ["MC-1", 'Auto, "tous risques"\nsur deux lignes', "12,50"] },
      { line: 5, cells: ["MC-2", "Santé", "3"] },
    ]);
  });

  it("says why a file cannot be read", () => {
    expect(() => readCsv(utf8("  \n"))).toThrow(CsvUnreadable);
    expect(() => readCsv(utf8('a;b\n"open;quote\n'))).toThrow(CsvUnreadable);
  });

  it("reads amounts as spreadsheets write them, in cents", () => {
    expect(parseAmountCents("1 234,56")).toBe(123_456);
    expect(parseAmountCents("1\u202f234,56 €")).toBe(123_456);
    expect(parseAmountCents("1.234,56")).toBe(123_456);
    expect(parseAmountCents("1,234.56")).toBe(123_456);
    expect(parseAmountCents("1234.5")).toBe(123_450);
    expect(parseAmountCents("12")).toBe(1_200);
    expect(parseAmountCents("1.234")).toBe(123_400);
    expect(parseAmountCents("-12,50")).toBe(-1_250);
    expect(parseAmountCents("(12,50)")).toBe(-1_250);
    expect(parseAmountCents("12,50 EUR")).toBe(1_250);
    expect(parseAmountCents("douze")).toBeNull();
    expect(parseAmountCents("")).toBeNull();
  });

  it("reads days day first, and refuses a day that does not exist", () => {
    expect(parseDay("05/12/2026")).toBe("2026-12-05");
    expect(parseDay("5/1/26")).toBe("2026-01-05");
    expect(parseDay("2026-12-05")).toBe("2026-12-05");
    expect(parseDay("29.02.2028")).toBe("2028-02-29");
    expect(parseDay("29/02/2027")).toBeNull();
    expect(parseDay("décembre")).toBeNull();
  });

  it("compares headers without case, accents or punctuation", () => {
    expect(headerKey("  Référence  Contrat ")).toBe("reference contrat");
    expect(headerKey("N° de police")).toBe("n de police");
  });
});
