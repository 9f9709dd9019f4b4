import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseRegister, RegisterFormatError } from "./register-format";
import { registerJson } from "./register-json";

const fixture = readFileSync(path.resolve("tests/fixtures/asset-freeze/registre-national-des-gels.json"), "utf8");

const problemOf = (raw: string) => {
  try {
    parseRegister(raw);
    return null;
  } catch (error) {
    if (!(error instanceof RegisterFormatError)) throw error;
    return { problem: error.problem, position: error.position };
  }
};

describe("parseRegister", () => {
  it("reads the published shape: names, aliases, partial birth dates, natures", () => {
    const register = parseRegister(fixture);
    expect(register.publishedAt.getFullYear()).toBe(2026);
    expect(register.entries).toHaveLength(3);
    const [person, entity, ship] = register.entries;
    expect(person).toMatchObject({
      registryId: 90001,
      nature: "Personne physique",
      displayName: "KOVÁCS István",
      names: [
        ["kovacs", "istvan"],
        ["steve", "kovacs"],
      ],
      birthDates: [{ year: 1968, month: 5, day: 12 }],
    });
    expect(entity?.names).toEqual([["societe", "fictive", "d", "exemple"]]);
    expect(ship?.nature).toBe("Navire");
  });

  it("keeps a birth date the register gives as a year or a month only", () => {
    const register = parseRegister(
      registerJson("2026-01-02T00:00:00Z", [{ registryId: 1, lastName: "Doe", birthDates: ["1970", "1971-03"] }]),
    );
    expect(register.entries[0]?.birthDates).toEqual([
      { year: 1970, month: null, day: null },
      { year: 1971, month: 3, day: null },
    ]);
  });

  it("says what is wrong with a file that is not the register", () => {
    expect(problemOf("<html>not json</html>")).toEqual({ problem: "notJson", position: undefined });
    expect(problemOf("[]")?.problem).toBe("noPublications");
    expect(problemOf(JSON.stringify({ Publications: { PublicationDetail: [] } }))?.problem).toBe("noDate");
    expect(
      problemOf(JSON.stringify({ Publications: { DatePublication: "hier", PublicationDetail: [] } }))?.problem,
    ).toBe("noDate");
    expect(problemOf(JSON.stringify({ Publications: { DatePublication: "2026-01-01" } }))?.problem).toBe("noDetails");
    const missingName = JSON.stringify({
      Publications: {
        DatePublication: "2026-01-01",
        PublicationDetail: [
          { IdRegistre: 1, Nature: "Personne physique", Nom: "A", RegistreDetail: [] },
          { IdRegistre: 2, Nature: "Personne physique", RegistreDetail: [] },
        ],
      },
    });
    expect(problemOf(missingName)).toEqual({ problem: "badEntry", position: 2 });
  });

  it("reads a file that starts with a byte-order mark", () => {
    expect(parseRegister(`\uFEFF${fixture}`).entries).toHaveLength(3);
  });
});
