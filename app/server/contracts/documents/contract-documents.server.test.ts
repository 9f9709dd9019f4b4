import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/config";
import { parseEnv } from "~/server/env.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { contractRow } from "../../../../tests/support/contract-factory";
import { readPdf } from "../../../../tests/support/pdf-reader";
import { type ContractDocumentInput, renderContractDocument } from "./contract-documents.server";

const site = buildSiteConfig(parseEnv({ SITE_ORIAS: "23004567", SITE_ADDRESS: "12 rue de la Paix, 75002 Paris" }));
const now = new Date("2026-11-23T09:30:00Z");
const input = (
  contract = contractRow("vehicle"),
  lang: ContractDocumentInput["lang"] = "fr",
): ContractDocumentInput => ({
  contract,
  holder: { fullName: "Camille Laurent" },
  site,
  lang,
  now,
});

/** PDF.js splits runs and spaces as it likes: compare texts with whitespace squeezed. */
const squeeze = (text: string) => text.replace(/\s+/g, " ");

describe("contract documents", () => {
  it("writes a contract summary a reader can open, with the reference, the customer and the figures", async () => {
    const contract = contractRow("vehicle", { formula: "Tous risques Sérénité", monthlyPremiumCents: 8900 });
    const pdf = await renderContractDocument("summary", input(contract));
    expect(pdf?.fileName).toBe(`recapitulatif-${contract.reference}.pdf`);
    const read = await readPdf(pdf?.bytes as Buffer);
    const text = squeeze(read.text);
    expect(text).toContain(contract.reference);
    expect(text).toContain("Camille Laurent");
    expect(text).toContain("Récapitulatif de contrat");
    expect(text).toContain("Tous risques Sérénité");
    expect(text).toMatch(/89\s€/);
    expect(text).toMatch(/1\s068\s€/); // the annual premium, Intl's narrow space printed
    expect(text).toContain("ORIAS n° 23004567");
    expect(text).toContain("12 rue de la Paix, 75002 Paris");
    expect(text).toContain("Responsabilité civile");
    expect(read.title).toBe(`Récapitulatif de contrat · ${contract.reference}`);
  });

  it("is a tagged PDF in the document's language, with headings, tables and lists", async () => {
    const pdf = await renderContractDocument("summary", input(contractRow("health")));
    const read = await readPdf(pdf?.bytes as Buffer);
    expect(read.tagged).toBe(true);
    expect(read.lang).toBe("fr");
    for (const role of ["H1", "H2", "P", "Table", "TR", "TH", "TD", "L", "LI", "LBody"]) {
      expect(read.roles).toContain(role);
    }
  });

  it("issues a vehicle's certificate as the Mémo Véhicule Assuré: insurer, contract, registration, validity", async () => {
    const contract = contractRow("vehicle", { startDate: "2023-01-15", anniversaryDate: "2023-01-15" });
    const pdf = await renderContractDocument("certificate", input(contract));
    expect(pdf?.fileName).toBe(`memo-vehicule-assure-${contract.reference}.pdf`);
    const text = squeeze((await readPdf(pdf?.bytes as Buffer)).text);
    expect(text).toContain("Mémo Véhicule Assuré");
    expect(text).toContain("Assureur Test Auto");
    expect(text).toContain(contract.reference);
    expect(text).toContain("AB-123-CD");
    expect(text).toContain("du 15 janvier 2026 au 14 janvier 2027");
    expect(text).toContain("Camille Laurent");
    expect(text).toContain("Fichier des Véhicules Assurés");
  });

  it("issues other contracts an attestation d'assurance, with the loan or the people covered", async () => {
    const borrower = contractRow("borrower");
    const loanText = squeeze(
      (await readPdf((await renderContractDocument("certificate", input(borrower)))?.bytes as Buffer)).text,
    );
    expect(loanText).toContain("Attestation d'assurance");
    expect(loanText).toContain(`titulaire du contrat n° ${borrower.reference}`);
    expect(loanText).toMatch(/300\s000\s€/);
    expect(loanText).toContain("Banque Test");
    const health = contractRow("health");
    const healthText = squeeze(
      (await readPdf((await renderContractDocument("certificate", input(health)))?.bytes as Buffer)).text,
    );
    expect(healthText).toContain("Sam Test (Enfant)");
  });

  it("stops the validity at the end date of a contract being cancelled, and says so", async () => {
    const contract = contractRow("health", { status: "cancelling", endDate: "2026-12-31" });
    const text = squeeze(
      (await readPdf((await renderContractDocument("certificate", input(contract)))?.bytes as Buffer)).text,
    );
    expect(text).toContain("au 31 décembre 2026");
    expect(text).toContain("prend fin le 31 décembre 2026");
  });

  it("refuses a certificate for a contract that no longer covers, but still gives its summary", async () => {
    for (const status of ["cancelled", "suspended"] as const) {
      const contract = contractRow("vehicle", { status });
      expect(await renderContractDocument("certificate", input(contract))).toBeNull();
      expect(await renderContractDocument("summary", input(contract))).not.toBeNull();
    }
  });

  it("writes Russian in Cyrillic with the embedded font, and every language its own title", async () => {
    const contract = contractRow("vehicle");
    const russian = await readPdf(
      (await renderContractDocument("certificate", input(contract, "ru")))?.bytes as Buffer,
    );
    expect(squeeze(russian.text)).toContain("Памятка о застрахованном транспортном средстве");
    expect(russian.lang).toBe("ru");
    const titles = new Set<string>();
    for (const lang of LANGUAGES) {
      const pdf = await renderContractDocument("summary", input(contract, lang));
      const read = await readPdf(pdf?.bytes as Buffer);
      expect(squeeze(read.text)).toContain(contract.reference);
      titles.add(read.title ?? "");
    }
    expect(titles.size).toBe(LANGUAGES.length);
  });

  it("runs over several pages when a contract covers many people, numbering them", async () => {
    const people = Array.from({ length: 80 }, (_, i) => ({ name: `Salarié ${i + 1}`, relation: "other" as const }));
    const contract = contractRow("health", { product: "healthCompany", peopleCovered: people });
    const read = await readPdf((await renderContractDocument("summary", input(contract)))?.bytes as Buffer);
    expect(read.pages).toBeGreaterThan(1);
    expect(squeeze(read.text)).toContain("Salarié 80");
    expect(squeeze(read.text)).toContain(`Page ${read.pages} sur ${read.pages}`);
  });
});
