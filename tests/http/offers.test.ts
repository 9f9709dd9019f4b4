import { beforeAll, describe, expect, it } from "vitest";
import { HttpVisitor, servers } from "../support/http-client";

/**
 * "Mes propositions" over HTTP (issue 42), against the production build: the customer's list,
 * offer page and documents read in the browser; a choice outside the options, an unknown intent, a
 * too long reason (4xx, nothing made); someone else's offer (404 on every address and action).
 */
type Owner = { email: string; password: string; offerId: string; optionIds: string[] };

describe("offers in the customer's area", () => {
  let owner: Owner;
  let customer: HttpVisitor;
  beforeAll(async () => {
    owner = await new HttpVisitor(servers().openUrl).hook<Owner>("offer");
    customer = await new HttpVisitor(servers().openUrl).signInAsCustomer(owner.email, owner.password);
  });
  const page = () => `/espace-client/propositions/${owner.offerId}`;

  it("lists the offer, shows its options as cards with the recommendation, and each document inline", async () => {
    const list = await customer.get("/espace-client/propositions");
    expect(list.status).toBe(200);
    expect(await list.text()).toContain(page());
    const response = await customer.get(page());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Habitation Sérénité");
    expect(html).toContain("Recommandée par votre conseiller");
    expect(html.match(/data-testid="proposal-option"/g)).toHaveLength(2);
    for (const document of ["der", "fiche-conseil", "ipid-1", "conditions-2"]) {
      const pdf = await customer.get(`${page()}/documents/${document}`);
      expect(pdf.status, document).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(pdf.headers.get("content-disposition")).toMatch(/^inline;/);
      expect(pdf.headers.get("cache-control")).toBe("private, no-store");
      expect((await pdf.text()).startsWith("%PDF-")).toBe(true);
    }
    expect((await customer.get(`${page()}/documents/ipid-9`)).status).toBe(404);
  });

  it("refuses a choice outside the options, no choice, an unknown intent and a too long reason, with a message", async () => {
    const outside = await customer.post(page(), { intent: "choose", option: crypto.randomUUID() });
    expect(outside.status).toBe(400);
    expect(await outside.text()).toContain("ne fait pas partie de la proposition");
    expect((await customer.post(page(), { intent: "choose" })).status).toBe(400);
    expect((await customer.post(page(), { intent: "nonsense" })).status).toBe(400);
    expect((await customer.post(page(), { intent: "decline", reason: "x".repeat(600) })).status).toBe(400);
    // Still open.
    expect(await (await customer.get(page())).text()).toContain("Choisir cette formule et signer");
  });

  it("gives another customer a 404 on every address and action of someone else's offer, never data", async () => {
    const intruder = new HttpVisitor(servers().openUrl);
    const person = await intruder.hook<{ email: string; password: string }>("customer");
    await intruder.signInAsCustomer(person.email, person.password);
    for (const [method, path, form] of [
      ["GET", page(), undefined],
      ["POST", page(), { intent: "choose", option: owner.optionIds[0] ?? "" }],
      ["POST", page(), { intent: "decline", reason: "intrusion" }],
      ["GET", `${page()}/documents/ipid-1`, undefined],
      ["GET", "/espace-client/propositions/not-a-uuid", undefined],
    ] as const) {
      const response = method === "GET" ? await intruder.get(path) : await intruder.post(path, form);
      expect(response.status, `${method} ${path}`).toBe(404);
      const body = await response.text();
      expect(body).not.toContain("%PDF");
      expect(body).not.toContain("Habitation Sérénité");
    }
    expect(await (await intruder.get("/espace-client/propositions")).text()).not.toContain(owner.offerId);
  });

  it("leads a choice to the signing page, and a decline closes the offer for good", async () => {
    const chosen = await customer.post(page(), { intent: "choose", option: owner.optionIds[1] ?? "" });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toMatch(/^\/espace-client\/signatures\/[0-9a-f-]{36}$/);
    const declined = await customer.post(page(), { intent: "decline", reason: "Je garde mon assureur." });
    expect(declined.status).toBe(303);
    const html = await (await customer.get(page())).text();
    expect(html).toContain("Vous n&#x27;avez pas donné suite");
    const again = await customer.post(page(), { intent: "choose", option: owner.optionIds[0] ?? "" });
    expect(again.status).toBe(409);
    // The signature asked before is withdrawn with it.
    const signing = await customer.get(chosen.headers.get("location") ?? "");
    expect(await signing.text()).toMatch(/retir/i);
  });
});
