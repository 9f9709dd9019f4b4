import { beforeAll, describe, expect, it } from "vitest";
import { HttpVisitor, servers } from "../support/http-client";

/**
 * "Mes paiements" over HTTP (issue 43), against the production build: the customer's page shows
 * the bank details masked only, the year's schedule PDF is theirs alone, "Changer de RIB" answers
 * bad input with a 400 and its message and good input with the mandate to sign; staff's schedule
 * form answers a first date out of range with a 400.
 */
type Owner = { email: string; password: string; id: string; references: string[]; contractIds: string[] };

const FULL_IBAN = "FR7630006000011234567890189";
const year = new Date().getFullYear();

describe("payments", () => {
  let owner: Owner;
  let customer: HttpVisitor;
  beforeAll(async () => {
    owner = await new HttpVisitor(servers().openUrl).hook<Owner>("payments");
    customer = await new HttpVisitor(servers().openUrl).signInAsCustomer(owner.email, owner.password);
  });

  it("shows the next debit, the mandate masked, each schedule, and the year's schedule as a PDF", async () => {
    const page = await customer.get("/espace-client/paiements");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("FR76 •••• •••• 0189");
    expect(html).not.toContain(FULL_IBAN);
    expect(html).toContain('data-testid="next-debit"');
    expect(html.match(/data-testid="schedule-card"/g)?.length).toBe(owner.references.length);
    const pdf = await customer.get(`/espace-client/paiements/echeancier/${owner.references[0]}-${year}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect((await pdf.text()).startsWith("%PDF-")).toBe(true);
    for (const file of [`${owner.references[0]}.pdf`, `${owner.references[0]}-1800.pdf`, `NOPE-${year}.pdf`]) {
      expect((await customer.get(`/espace-client/paiements/echeancier/${file}`)).status, file).toBe(404);
    }
  });

  it("refuses a bad IBAN, BIC or holder with a 400 and what to do; a good one opens the mandate to sign", async () => {
    const form = { holder: "Camille Laurent", iban: "FR76 3000 6000 0112 3456 7890 189", bic: "AGRIFRPP" };
    const badIban = await customer.post("/espace-client/paiements/rib", {
      ...form,
      iban: "FR76 3000 6000 0112 3456 7890 180",
    });
    expect(badIban.status).toBe(400);
    expect(await badIban.text()).toContain("Cet IBAN n&#x27;est pas valide");
    const badBic = await customer.post("/espace-client/paiements/rib", { ...form, bic: "COBADEFF" });
    expect(badBic.status).toBe(400);
    expect(await badBic.text()).toContain("Ce BIC ne correspond pas au pays de l&#x27;IBAN");
    for (const holder of ["", "x".repeat(5000)]) {
      const response = await customer.post("/espace-client/paiements/rib", { ...form, holder });
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/titulaire/);
    }
    const good = await customer.post("/espace-client/paiements/rib", form);
    expect(good.status).toBe(302);
    expect(good.headers.get("location")).toMatch(/^\/espace-client\/signatures\/[0-9a-f-]{36}$/);
    const waiting = await (await customer.get("/espace-client/paiements")).text();
    expect(waiting).toContain('id="mandate-waiting"');
  });

  it("another customer sees none of it: their own page, a 404 for the owner's schedule", async () => {
    const intruder = new HttpVisitor(servers().openUrl);
    const person = await intruder.hook<{ email: string; password: string }>("customer");
    await intruder.signInAsCustomer(person.email, person.password);
    const mine = await (await intruder.get("/espace-client/paiements")).text();
    expect(mine).not.toContain("0189");
    const theirs = await intruder.get(`/espace-client/paiements/echeancier/${owner.references[0]}-${year}.pdf`);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain("%PDF");
  });

  it("staff see the bank details masked and get a 400 for a schedule starting out of range", async () => {
    const staff = new HttpVisitor(servers().openUrl);
    await staff.signInAsStaff("adviser");
    const page = await (await staff.get(`/backoffice/clients/${owner.id}`)).text();
    expect(page).toContain("FR76 •••• •••• 0189");
    expect(page).not.toContain(FULL_IBAN);
    const contract = `/backoffice/clients/${owner.id}/contrats/${owner.contractIds[0]}`;
    const schedule = { intent: "schedule", frequency: "monthly", premium: "45,00", fees: "0" };
    const tooLate = await staff.post(contract, { ...schedule, firstDueDate: `${year + 3}-01-05` });
    expect(tooLate.status).toBe(400);
    expect(await tooLate.text()).toContain("La première échéance doit tomber entre demain et dans un an");
    const noDate = await staff.post(contract, { ...schedule, firstDueDate: "31/02/2027" });
    expect(noDate.status).toBe(400);
    const badAmount = await staff.post(contract, { ...schedule, firstDueDate: `${year + 1}-01-05`, premium: "-3" });
    expect(badAmount.status).toBe(400);
  });
});
