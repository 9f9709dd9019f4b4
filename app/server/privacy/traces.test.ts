import { describe, expect, it } from "vitest";
import type { SubjectIdentifiers } from "./data-subject.server";
import { phoneForms, REDACTED, redactText, sweepTerms } from "./traces.server";

const person: SubjectIdentifiers = {
  emails: ["julien.moreau@example.fr"],
  phones: ["+33612345678"],
  names: ["Julien Moreau"],
  lastNames: ["Moreau"],
};

describe("the sweep of a person's traces", () => {
  it("looks for a French phone in the forms our e-mails and screens write it", () => {
    expect(phoneForms("+33612345678")).toEqual([
      "+33612345678",
      "0612345678",
      "06 12 34 56 78",
      "06.12.34.56.78",
      "+33 6 12 34 56 78",
    ]);
    expect(phoneForms("+4915112345678")).toEqual(["+4915112345678"]);
  });

  it("deletes by address and reference only, redacts phones and a last name where the row stays, each name only in unlinked text", () => {
    const deleting = sweepTerms(
      { columns: ["payload"], treatment: "delete", key: "id", names: "none", references: true },
      person,
      ["REC-AB12CD"],
    );
    expect(deleting).toEqual(["julien.moreau@example.fr", "REC-AB12CD"]);
    const log = sweepTerms({ columns: ["details"], treatment: "redact", key: "id", names: "full" }, person, [
      "REC-AB12CD",
    ]);
    expect(log).toEqual(expect.arrayContaining(["Julien Moreau", "Moreau Julien", "Moreau", "06 12 34 56 78"]));
    expect(log).not.toContain("Julien");
    expect(log).not.toContain("REC-AB12CD");
    const questions = sweepTerms({ columns: ["question"], treatment: "redact", key: "id", names: "each" }, person, []);
    expect(questions).toContain("Julien");
  });

  it("replaces whole words and addresses, whatever their case, and leaves other words alone", () => {
    const terms = ["julien moreau", "moreau", "julien.moreau@example.fr", "06 12 34 56 78"];
    expect(redactText("Rappeler JULIEN MOREAU (julien.moreau@example.fr) au 06 12 34 56 78", terms)).toBe(
      `Rappeler ${REDACTED} (${REDACTED}) au ${REDACTED}`,
    );
    expect(redactText("attestation-Moreau.pdf, Moreaux et Moreau-Dupin", ["moreau"])).toBe(
      `attestation-${REDACTED}.pdf, Moreaux et ${REDACTED}-Dupin`,
    );
  });
});
