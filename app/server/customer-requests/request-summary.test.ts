import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { createTranslator } from "~/i18n/translate";
import { summaryRows } from "./request-summary";

const t = createTranslator("fr");
const claim = {
  eventDate: "2026-01-10",
  place: "Lyon",
  kind: "glass",
  description: "Pare-brise fissuré.",
  thirdParty: false,
  fileCount: 2,
  contractReference: "VEH-2024-000001",
  contractProduct: "vehiclesStandard",
  productLine: "vehicle",
};
const document = { type: "justificatif", description: "", fileName: "justificatif.pdf", fileSize: 2048 };
const labels = (rows: Array<{ label: string }>) => rows.map((row) => row.label);

describe("a request's summary", () => {
  it("names the files itself only for a reader that does not list them", () => {
    expect(labels(summaryRows("claim", claim, t, "fr"))).toContain("Fichiers joints");
    expect(labels(summaryRows("claim", claim, t, "fr", { filesListed: true }))).not.toContain("Fichiers joints");
    expect(labels(summaryRows("document", document, t, "fr"))).toContain("Fichier");
    expect(labels(summaryRows("document", document, t, "fr", { filesListed: true }))).not.toContain("Fichier");
  });

  it("still says there is no file when there is nothing to list", () => {
    const rows = summaryRows("document", { ...document, fileName: null, fileSize: null }, t, "fr", {
      filesListed: true,
    });
    expect(rows).toContainEqual({ label: "Fichier", value: "Aucun fichier" });
  });

  it("describes the third party of a claim in words, and nothing of one for a claim without", () => {
    const withThird = {
      ...claim,
      thirdParty: true,
      thirdPartyName: "Jean Martin",
      thirdPartyInsurer: "",
      thirdPartyPlate: "AB-123-CD",
      jointReport: false,
      jointReportFile: null,
    };
    const rows = summaryRows("claim", withThird, t, "fr", { filesListed: true });
    expect(rows).toContainEqual({ label: "Tiers", value: "Jean Martin" });
    expect(rows).toContainEqual({ label: "Immatriculation du tiers", value: "AB-123-CD" });
    expect(rows).toContainEqual({ label: "Constat amiable", value: "Non" });
    expect(labels(rows)).not.toContain("Assureur du tiers");
    expect(labels(summaryRows("claim", claim, t, "fr"))).not.toContain("Tiers");
  });

  it("never says 'Fichiers joints 0', nor counts files the reader lists below (issue 46 item 14)", () => {
    const message = { subject: "Adresse", text: "Je déménage.", fileCount: 0 };
    const complaint = { name: "Léa", email: "lea@example.fr", contractReference: "", text: "…", fileCount: 0 };
    for (const [kind, details] of [
      ["message", message],
      ["complaint", complaint],
      ["claim", { ...claim, fileCount: 0 }],
    ] as const) {
      expect(labels(summaryRows(kind, details, t, "fr")), kind).not.toContain("Fichiers joints");
      const withOne = { ...details, fileCount: 1 };
      expect(labels(summaryRows(kind, withOne, t, "fr", { filesListed: true })), kind).not.toContain("Fichiers joints");
      expect(summaryRows(kind, withOne, t, "fr"), kind).toContainEqual({ label: "Fichiers joints", value: "1" });
    }
  });
});
