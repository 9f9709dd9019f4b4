import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { formulaSafeCsv, neutraliseFormula } from "./csv-cells";

describe("neutraliseFormula", () => {
  it.each([
    ["=", '=HYPERLINK("http://evil.example","x")'],
    ["+", "+SUM(1+1)"],
    ["-", "-2+3+cmd|' /C calc'!A0"],
    ["@", "@SUM(1)"],
    ["tab", "\t=1+1"],
    ["CR", "\r=1+1"],
  ])("prefixes a cell starting with %s with a single quote", (_, cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it.each(["+33612345678", "+33 6 12 34 56 78", "+1 202 555 0143"])("keeps the phone number %s", (phone) => {
    expect(neutraliseFormula(phone)).toBe(phone);
  });

  it("still neutralises a + followed by more than digits and spaces", () => {
    expect(neutraliseFormula("+33612345678+cmd|' /C calc'!A0")).toBe("'+33612345678+cmd|' /C calc'!A0");
    expect(neutraliseFormula("+33-1")).toBe("'+33-1");
  });

  it.each([
    "",
    "Éloïse",
    "Dupont; Fils\net Cie",
    "a=1+1",
    " =1+1 ",
    "'déjà cité",
    "2026-11-20T09:00:00.000Z",
    "e.test@example.fr",
  ])("leaves the ordinary value %j untouched", (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });
});

describe("formulaSafeCsv", () => {
  it("neutralises every cell it writes, headers included, and still quotes as asked", async () => {
    const csv = formulaSafeCsv({ delimiter: ";", quoted_match: /[";,\n\r]/ });
    csv.write(["=header", "Nom"]);
    csv.write(['=HYPERLINK("http://evil.example","x")', "+33612345678"]);
    csv.end();
    expect(await text(csv)).toBe(`'=header;Nom\n"'=HYPERLINK(""http://evil.example"",""x"")";+33612345678\n`);
  });

  it("is the only way the application writes CSV", () => {
    const app = path.resolve(import.meta.dirname, "..");
    const files = readdirSync(app, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const writers = files.filter((file) => /from\s+["']csv-stringify/.test(readFileSync(path.join(app, file), "utf8")));
    expect(writers).toEqual([path.join("server", "csv-cells.ts")]);
  });
});
