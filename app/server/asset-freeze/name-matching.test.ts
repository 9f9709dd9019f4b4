import { describe, expect, it } from "vitest";
import { birthDatesAgree, matchEntry, namesMatch, nameWords, type ScreenedEntry, screenAgainst } from "./name-matching";

const entry = (names: string[], birthDates: ScreenedEntry["birthDates"] = [], registryId = 1): ScreenedEntry => ({
  registryId,
  names: names.map(nameWords),
  birthDates,
});

describe("nameWords", () => {
  it("folds accents, case, ligatures and punctuation into words", () => {
    expect(nameWords("D'ARCY-Lefèvre, Jean")).toEqual(["d", "arcy", "lefevre", "jean"]);
    expect(nameWords("Œdipe  Straßer")).toEqual(["oedipe", "strasser"]);
    expect(nameWords("Łukasz Wałęsa")).toEqual(["lukasz", "walesa"]);
    expect(nameWords("Ștefan Bănică")).toEqual(["stefan", "banica"]);
    expect(nameWords("  ")).toEqual([]);
  });
});

describe("namesMatch", () => {
  it("ignores word order", () => {
    expect(namesMatch(nameWords("Jean Dupont"), nameWords("DUPONT Jean"))).toBe(true);
  });
  it("accepts a middle name on either side", () => {
    expect(namesMatch(nameWords("Jean Dupont"), nameWords("DUPONT Jean Marie"))).toBe(true);
    expect(namesMatch(nameWords("Jean Marie Dupont"), nameWords("DUPONT Jean"))).toBe(true);
  });
  it("refuses one word against several, and different names", () => {
    expect(namesMatch(nameWords("Jean"), nameWords("Jean Dupont"))).toBe(false);
    expect(namesMatch(nameWords("Jean Durand"), nameWords("Jean Dupont"))).toBe(false);
    expect(namesMatch(nameWords("Dupont"), nameWords("Dupont"))).toBe(true);
    expect(namesMatch([], nameWords("Dupont"))).toBe(false);
  });
  it("counts a repeated word as many times as it is written", () => {
    expect(namesMatch(nameWords("Ali Ali"), nameWords("Ali Hassan"))).toBe(false);
  });
});

describe("birthDatesAgree", () => {
  it("compares the parts the register gives", () => {
    expect(birthDatesAgree("1970-02-01", { year: 1970, month: 2, day: 1 })).toBe(true);
    expect(birthDatesAgree("1970-02-01", { year: 1970, month: null, day: null })).toBe(true);
    expect(birthDatesAgree("1970-02-01", { year: 1970, month: 2, day: null })).toBe(true);
    expect(birthDatesAgree("1970-02-01", { year: 1970, month: 3, day: null })).toBe(false);
    expect(birthDatesAgree("1970-02-01", { year: 1971, month: 2, day: 1 })).toBe(false);
  });
});

describe("matchEntry", () => {
  const frozen = entry(["KOVÁCS István", "Steve Kovacs"], [{ year: 1968, month: 5, day: 12 }]);
  it("matches accent-, case- and order-insensitively with the same birth date", () => {
    expect(matchEntry({ firstName: "istvan", lastName: "Kovacs", birthDate: "1968-05-12" }, frozen)).toBe(
      "nameAndBirthDate",
    );
    expect(matchEntry({ firstName: "Steve", lastName: "KOVÁCS", birthDate: "1968-05-12" }, frozen)).toBe(
      "nameAndBirthDate",
    );
  });
  it("clears the namesake born another day", () => {
    expect(matchEntry({ firstName: "István", lastName: "Kovács", birthDate: "1990-01-01" }, frozen)).toBeNull();
  });
  it("holds a name alone when either side has no birth date", () => {
    expect(matchEntry({ firstName: "István", lastName: "Kovács", birthDate: null }, frozen)).toBe("nameOnly");
    expect(matchEntry({ firstName: "A", lastName: "B", birthDate: "1990-01-01" }, entry(["B A"]))).toBe("nameOnly");
  });
  it("any of several register dates may agree", () => {
    const twoDates = entry(
      ["Doe John"],
      [
        { year: 1960, month: null, day: null },
        { year: 1961, month: 7, day: null },
      ],
    );
    expect(matchEntry({ firstName: "John", lastName: "Doe", birthDate: "1961-07-30" }, twoDates)).toBe(
      "nameAndBirthDate",
    );
    expect(matchEntry({ firstName: "John", lastName: "Doe", birthDate: "1962-07-30" }, twoDates)).toBeNull();
  });
  it("lists every entry a person may be", () => {
    const found = screenAgainst({ firstName: "John", lastName: "Doe", birthDate: null }, [
      entry(["Doe John"], [], 1),
      entry(["Roe Jane"], [], 2),
      entry(["John Michael Doe"], [], 3),
    ]);
    expect(found.map((hit) => hit.entry.registryId)).toEqual([1, 3]);
  });
});
