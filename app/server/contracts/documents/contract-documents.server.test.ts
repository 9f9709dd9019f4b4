import { describe, expect, it } from "vitest";
import { DEMO_AREA, type DemoContract, SECOND_DEMO_AREA } from "~/demo/demo-areas";
import { LANGUAGES } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { GUARANTEES, productLineOf } from "~/server/contracts/contract-types";
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
    // Loi n° 2025-594: every contract document says sales calls need prior consent.
    expect(text).toContain("qu'avec votre accord préalable");
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

  it("fits every demo contract's summary on one page, in every language", async () => {
    const contracts = [...DEMO_AREA.contracts, ...SECOND_DEMO_AREA.contracts].map(demoContractRow);
    for (const contract of contracts) {
      for (const lang of LANGUAGES) {
        const read = await readPdf((await renderContractDocument("summary", input(contract, lang)))?.bytes as Buffer);
        expect({ reference: contract.reference, lang, pages: read.pages }).toEqual({
          reference: contract.reference,
          lang,
          pages: 1,
        });
      }
    }
  });

  it("keeps the guarantees and the notice under them together when they go over to a second page", async () => {
    // Enough people to push the guarantees near the foot of the first page.
    for (const count of [9, 10, 11, 20]) {
      const people = Array.from({ length: count }, (_, i) => ({
        name: `Bénéficiaire ${i + 1}`,
        relation: "child" as const,
      }));
      const guarantees = GUARANTEES.slice(0, 8);
      const contract = contractRow("health", { peopleCovered: people, guarantees });
      const read = await readPdf((await renderContractDocument("summary", input(contract)))?.bytes as Buffer);
      const last = squeeze(read.pageTexts.at(-1) ?? "");
      expect(last).toContain("Ce récapitulatif");
      // The notice's page also holds the heading and every guarantee: no lone item left behind.
      expect(last).toContain("Garanties");
      for (const guarantee of guarantees)
        expect(last).toContain(createTranslator("fr")(`contracts.guarantees.${guarantee}`));
    }
  });
});

/** A demo contract as the database would return it. */
function demoContractRow(demo: DemoContract) {
  return contractRow(productLineOf(demo.product), {
    reference: demo.reference,
    product: demo.product,
    formula: demo.formula ?? null,
    insurer: demo.insurer,
    status: demo.status ?? "active",
    monthlyPremiumCents: demo.monthlyPremiumCents,
    startDate: demo.startDate,
    anniversaryDate: demo.anniversaryDate,
    endDate: demo.endDate ?? null,
    guarantees: demo.guarantees ?? [],
    vehicleRegistration: demo.vehicle?.registration ?? null,
    vehicleMake: demo.vehicle?.make ?? null,
    vehicleModel: demo.vehicle?.model ?? null,
    loanAmountCents: demo.loan?.amountCents ?? null,
    loanBank: demo.loan?.bank ?? null,
    peopleCovered: demo.peopleCovered ?? null,
  });
}
