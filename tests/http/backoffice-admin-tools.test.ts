import { beforeAll, describe, expect, it } from "vitest";
import { HttpVisitor, servers } from "../support/http-client";

/** The admins' settings, dev mailbox and unanswered questions: bad input is a 4xx with its message, never a 500. */
describe("back-office admin tools", () => {
  let admin: HttpVisitor;
  beforeAll(async () => {
    admin = new HttpVisitor(servers().openUrl);
    await admin.signInAsStaff("admin");
  });

  it("shows the settings, and refuses a bad value naming the field, or a stale or unreadable form", async () => {
    const page = await admin.get("/backoffice/parametres");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Numéro ORIAS");
    const bad = await admin.post("/backoffice/parametres", {
      intent: "save",
      version: "0",
      contactEmail: "pas-une-adresse",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Saisissez une adresse e-mail valide.");
    const stale = await admin.post("/backoffice/parametres", { intent: "save", version: "999999" });
    expect(stale.status).toBe(409);
    expect((await admin.post("/backoffice/parametres", { intent: "save", version: "x" })).status).toBe(400);
    const badUrl = await admin.post("/backoffice/parametres", {
      intent: "webhookUrl",
      target: "leads",
      url: "ftp://x",
    });
    expect(badUrl.status).toBe(400);
    expect((await admin.post("/backoffice/parametres", { intent: "rotate", target: "autre" })).status).toBe(400);
  });

  it("the lists' adviser menus and round-robin switch show a change on the very next page, whoever made it", async () => {
    // What the leads list shows of staff and settings comes from the process's copy, checked with
    // each session (app/server/db/reference-copies.server.ts): never a page behind.
    const menu = async () => (await (await admin.get("/backoffice/leads")).text()).replaceAll("&#x27;", "'");
    const colleague = await admin.hook<{ id: string; name: string }>("staff", { role: "adviser", enrolled: true });
    expect(await menu()).toContain(`<option value="${colleague.id}">${colleague.name}</option>`);
    await menu();
    const deactivated = await admin.post("/backoffice/equipe", { intent: "deactivate", staffId: colleague.id });
    expect(deactivated.status).toBe(302);
    expect(await menu()).not.toContain(colleague.id);
    const switchedOn = async () => {
      const box = (await menu()).match(/<input[^>]*name="enabled"[^>]*>/)?.[0];
      expect(box).toBeDefined();
      return box?.includes("checked") ?? false;
    };
    expect((await admin.post("/backoffice/leads", { intent: "roundRobin" })).status).toBe(200);
    expect(await switchedOn()).toBe(false);
    expect((await admin.post("/backoffice/leads", { intent: "roundRobin", enabled: "on" })).status).toBe(200);
    expect(await switchedOn()).toBe(true);
  });

  it("lists the dev mailbox and the unanswered questions, and answers 400 or 404 to what is not theirs", async () => {
    expect((await admin.get("/backoffice/boite-de-dev?destinataire=x")).status).toBe(200);
    expect((await admin.get("/backoffice/boite-de-dev?page=0")).status).toBe(400);
    expect((await admin.get("/backoffice/boite-de-dev/pas-un-id")).status).toBe(404);
    expect((await admin.get(`/backoffice/boite-de-dev/${crypto.randomUUID()}/pieces/0`)).status).toBe(404);
    const questions = await admin.get(
      "/backoffice/questions-sans-reponse?depuis=2026-11-01&jusqua=2026-11-30&langue=ru",
    );
    expect(questions.status).toBe(200);
    expect(await questions.text()).toContain("Questions sans réponse");
    expect((await admin.get("/backoffice/questions-sans-reponse?depuis=hier")).status).toBe(400);
    expect((await admin.get("/backoffice/questions-sans-reponse?langue=de")).status).toBe(400);
    expect((await admin.get("/backoffice/questions-sans-reponse?depuis=2026-11-30&jusqua=2026-11-01")).status).toBe(
      400,
    );
  });
});
