import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { formInput } from "~/forms/form-reader";
import { createTranslator } from "~/i18n/translate";
import { firstYearEnds, lineRules } from "./cancellation-terms";
import { checkCancellation } from "./request-forms";

const TODAY = "2026-11-26";
const t = createTranslator("fr");

describe("cancellation rights per line of insurance", () => {
  it("vehicle: Hamon after a first year, the sale of the vehicle, Chatel and the life events", () => {
    const rules = lineRules("vehicle", "2024-03-01", TODAY);
    expect(rules.rights).toEqual(["hamon", "chatel", "vehicleSale", "lifeEvents"]);
    expect(rules.reasons).toEqual(["echeance", "hamon", "venteVehicule", "situation", "autre"]);
    expect(t(`requests.cancel.consequences.${rules.consequence}`)).toMatch(/responsabilité civile/);
  });

  it("vehicle in its first year: Hamon is announced for later, not offered", () => {
    const rules = lineRules("vehicle", "2026-03-01", TODAY);
    expect(rules.rights[0]).toBe("hamonAfterYear");
    expect(rules.reasons).not.toContain("hamon");
  });

  it("health: résiliation infra-annuelle after a year, never a vehicle's words", () => {
    const rules = lineRules("health", "2024-01-01", TODAY);
    expect(rules.rights).toEqual(["infraAnnuelle", "chatel", "lifeEvents"]);
    expect(rules.reasons).toEqual(["echeance", "infraAnnuelle", "situation", "autre"]);
    const said = [
      t(`requests.cancel.consequences.${rules.consequence}`),
      ...rules.rights.map((right) => t(`requests.cancel.rights.${right}`)),
      ...rules.reasons.map((reason) => t(`requests.cancel.reasons.${reason}`)),
    ].join(" ");
    expect(said).not.toMatch(/voiture|véhicule/i);
    expect(lineRules("health", "2026-06-01", TODAY).reasons).not.toContain("infraAnnuelle");
  });

  it("borrower: loi Lemoine at any time, the bank accepting an equivalent cover", () => {
    const rules = lineRules("borrower", "2026-10-01", TODAY);
    expect(rules.rights).toEqual(["lemoine", "chatel"]);
    expect(rules.reasons).toEqual(["lemoine", "echeance", "autre"]);
    expect(t(`requests.cancel.consequences.${rules.consequence}`)).toMatch(/banque/);
    expect(t("requests.cancel.rights.lemoine")).toMatch(/garanties équivalentes/);
  });

  it("a first year ends on the same day a year later (29 February on 1 March)", () => {
    expect(firstYearEnds("2024-03-01")).toBe("2025-03-01");
    expect(firstYearEnds("2024-02-29")).toBe("2025-03-01");
  });

  it("the form takes only the reasons the line offers, and the law's reasons need no more words", () => {
    const form = (reason: string, details = "") =>
      formInput(new URLSearchParams({ name: "Camille Laurent", email: "c@example.fr", reason, details }));
    const health = lineRules("health", "2024-01-01", TODAY).reasons;
    expect(checkCancellation(form("venteVehicule", "Vendue."), health).ok).toBe(false);
    expect(checkCancellation(form("infraAnnuelle"), health).ok).toBe(true);
    expect(checkCancellation(form("situation"), health)).toMatchObject({
      ok: false,
      errors: { reason: "requests.cancel.errors.reason" },
    });
    expect(checkCancellation(form("situation", "Déménagement à Lyon."), health).ok).toBe(true);
  });
});
