import { describe, expect, it } from "vitest";
import { HttpVisitor, servers } from "../support/http-client";

/**
 * Issue 24 over HTTP: the public complaint and the public cancellation (bad input, limits, the
 * same answer for a matched and an unknown contract), a message's bad input, and the admins'
 * CSV files.
 */
const tokenOf = (html: string) => html.match(/name="_token" value="([^"]+)"/)?.[1] ?? "";

async function formToken(visitor: HttpVisitor, path: string) {
  const page = await visitor.get(path);
  expect(page.status).toBe(200);
  const token = tokenOf(await page.text());
  expect(token).not.toBe("");
  return token;
}

describe("the public complaint page", () => {
  it("answers bad input with a 400 and its messages, takes a complaint, and stops a sixth in an hour", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    const bad = await visitor.post("/reclamation", { _token: await formToken(visitor, "/reclamation"), name: "X" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Écrivez votre message.");
    expect(html).toContain("Indiquez une adresse e-mail valide");

    const email = `plainte.${crypto.randomUUID().slice(0, 8)}@example.fr`;
    const complaint = (token: string) => ({ _token: token, name: "Claire Plainte", email, text: "Trop de frais." });
    const taken = await visitor.post("/reclamation", complaint(await formToken(visitor, "/reclamation")));
    expect([302, 303]).toContain(taken.status);
    expect(taken.headers.get("location")).toMatch(/^\/reclamation\?envoye=REC-[A-Z0-9]{8}$/);
    for (let sent = 1; sent < 5; sent++) {
      const again = await visitor.post("/reclamation", complaint(await formToken(visitor, "/reclamation")));
      expect([302, 303]).toContain(again.status);
    }
    const limited = await visitor.post("/reclamation", complaint(await formToken(visitor, "/reclamation")));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("cancelling without signing in", () => {
  it("says the same for a contract that exists and one that does not, and refuses a malformed reference", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    const holder = await visitor.hook<{ email: string; references: string[] }>("customer");
    const confirm = async (email: string, reference: string) => {
      const fields = { name: "Jean Titulaire", email, reference, reason: "echeance", details: "", desiredDate: "" };
      // Step 3 (the summary) carries the form's token; it shows only what was typed.
      const summary = await visitor.post("/resiliation", { ...fields, intent: "review" });
      expect(summary.status).toBe(200);
      const html = await summary.text();
      expect(html).toContain(reference);
      return visitor.post("/resiliation", { ...fields, _token: tokenOf(html), intent: "confirm" });
    };
    const matched = await confirm(holder.email, holder.references[0] as string);
    const unknown = await confirm(`personne.${crypto.randomUUID().slice(0, 8)}@example.fr`, "MC-2099-ZZZZZZ");
    for (const answer of [matched, unknown]) {
      expect([302, 303]).toContain(answer.status);
      expect(answer.headers.get("location")).toMatch(/^\/resiliation\?envoye=\d{4}-\d\d-\d\dT/);
    }

    const review = await visitor.post("/resiliation", {
      intent: "review",
      name: "Jean Titulaire",
      email: holder.email,
      reference: "<script>",
      reason: "echeance",
    });
    expect(review.status).toBe(400);
    expect(await review.text()).toContain("Cette référence de contrat n");
  });

  it("sends a signed-in customer to their own area", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    const person = await visitor.hook<{ email: string; password: string }>("customer");
    await visitor.signInAsCustomer(person.email, person.password);
    const page = await visitor.get("/resiliation");
    expect([302, 303]).toContain(page.status);
    expect(page.headers.get("location")).toBe("/espace-client");
  });
});

describe("writing to the adviser", () => {
  it("answers a message without subject nor text with a 400 and its messages", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    const person = await visitor.hook<{ email: string; password: string }>("customer");
    await visitor.signInAsCustomer(person.email, person.password);
    const token = await formToken(visitor, "/espace-client/ecrire-a-mon-conseiller");
    const bad = await visitor.post("/espace-client/ecrire-a-mon-conseiller", { _token: token, subject: " " });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Indiquez l");
    expect(html).toContain("Écrivez votre message.");
  });
});

describe("a complaint from the customer area", () => {
  it("takes one about the customer's own contract, and refuses another's reference as unknown", async () => {
    const owner = await new HttpVisitor(servers().openUrl).hook<{ references: string[] }>("customer");
    const visitor = new HttpVisitor(servers().openUrl);
    const person = await visitor.hook<{ email: string; password: string; references: string[] }>("customer");
    await visitor.signInAsCustomer(person.email, person.password);
    const post = async (contractReference: string) =>
      visitor.post("/espace-client/reclamation", {
        _token: await formToken(visitor, "/espace-client/reclamation"),
        contractReference,
        text: "Le remboursement tarde.",
      });
    const foreign = await post(owner.references[0] as string);
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain("Cette référence de contrat n");
    const own = await post(person.references[0] as string);
    expect([302, 303]).toContain(own.status);
    expect(own.headers.get("location")).toMatch(/^\/espace-client\/reclamation\?envoye=REC-[A-Z0-9]{8}$/);
  });
});

describe("the admins' CSV files", () => {
  it("give an admin the filtered inbox and the complaints register", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    const email = `registre.${crypto.randomUUID().slice(0, 8)}@example.fr`;
    const filed = await visitor.post("/reclamation", {
      _token: await formToken(visitor, "/reclamation"),
      name: "Rémi Registre",
      email,
      text: "Mon remboursement n'est jamais arrivé.",
    });
    const reference = filed.headers.get("location")?.split("=")[1] as string;
    expect(reference).toMatch(/^REC-/);

    const admin = new HttpVisitor(servers().openUrl);
    await admin.signInAsStaff("admin");
    const register = await admin.get("/backoffice/demandes/registre-reclamations.csv");
    expect(register.status).toBe(200);
    expect(register.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(register.headers.get("content-disposition")).toMatch(/attachment; filename="registre-reclamations-/);
    const rows = (await register.text()).replace(/^\uFEFF/, "").split(/\r?\n/);
    expect(rows[0]).toContain("Référence;Reçue le;Canal;Client");
    const line = rows.find((row) => row.startsWith(reference));
    expect(line).toContain("Formulaire public;Rémi Registre");
    expect(line).toContain("Mon remboursement n'est jamais arrivé.");

    const inbox = await admin.get(`/backoffice/demandes/export.csv?type=complaint&q=${encodeURIComponent(email)}`);
    expect(inbox.status).toBe(200);
    const lines = (await inbox.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${reference};Réclamation;Reçue;`));
  });
});
