import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { frenchTypography as fr } from "~/i18n/french-typography";
import { issueFormToken } from "~/server/leads/form-token.server";
import { LEAD_RATE_LIMIT } from "~/server/leads/intake.server";
import { type QueuedEmail, renderQueuedEmail } from "~/server/outbox/email.server";
import { runAgainstInMemoryApp } from "../support/app-under-test";
import {
  leadsOf,
  outboxOf,
  postChat as post,
  postCallback as requestCallback,
  uniqueEmail,
  callbackRequest as valid,
} from "../support/lead-forms";

/** A message's payload as it goes out: an e-mail queued as words is rendered, as the worker does. */
const sent = (message: { channel: string; payload: unknown }) =>
  (message.channel === "email" ? renderQueuedEmail(message.payload as QueuedEmail) : message.payload) as Record<
    string,
    unknown
  >;

runAgainstInMemoryApp(() => ({
  LEAD_MIN_FILL_MS: "3000",
  LEADS_NOTIFY_EMAIL: "leads@broker.example",
  // Written to the outbox only: these tests never run the delivery worker.
  LEAD_WEBHOOK_URL: "http://127.0.0.1:9999/hooks/leads",
  LEAD_WEBHOOK_SECRET: "whsec_dGVzdC13ZWJob29rLXNlY3JldC0wMTIzNDU2Nzg5",
}));

describe("callback request from the chat", () => {
  it("stores one lead with product callback, and its emails and webhook in the outbox", async () => {
    const callback = valid({ email: "Claire.Durand.CB@Example.fr" });
    const { status, body } = await requestCallback(callback);
    expect(status).toBe(201);
    expect(body.reference).toMatch(/^DV-[A-Z2-9]{8}$/);

    const [lead, ...others] = await leadsOf("claire.durand.cb@example.fr");
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      reference: body.reference,
      product: "callback",
      status: "new",
      lastName: "Durand",
      phone: "+33612345678",
      lang: "fr",
      callbackConsent: true,
      answers: { question: "Assurez-vous les bateaux de plaisance ?", moment: "afternoon" },
      source: { page: "/sante-famille", lang: "fr" },
    });
    expect(lead?.consents.privacy.text).toContain("J'ai pris connaissance");
    expect(lead?.consents.callback).toMatchObject({ given: true, text: expect.stringContaining("ORIAS") });

    const messages = await outboxOf(String(body.reference));
    expect(messages.map((m) => m.topic).sort()).toEqual(["lead.confirmation", "lead.created", "lead.notification"]);
    const payloads = Object.fromEntries(messages.map((m) => [m.topic, sent(m)]));
    expect(payloads["lead.confirmation"]).toMatchObject({
      to: "claire.durand.cb@example.fr",
      subject: `Votre demande de rappel (réf. ${body.reference})`,
    });
    expect(payloads["lead.confirmation"]?.text).toContain("Assurez-vous les bateaux de plaisance ?");
    expect(payloads["lead.confirmation"]?.text).toContain("L'après-midi");
    expect(payloads["lead.notification"]).toMatchObject({
      to: "leads@broker.example",
      subject: expect.stringContaining("Demande de rappel (concierge numérique), Durand"),
    });
    expect(payloads["lead.created"]).toMatchObject({ event: { type: "lead.created", lead: { product: "callback" } } });
  });

  it("confirms in the visitor's language", async () => {
    const { body } = await requestCallback(valid(), { lang: "en" });
    const [confirmation] = (await outboxOf(String(body.reference))).filter((m) => m.topic === "lead.confirmation");
    expect(confirmation?.payload).toMatchObject({ subject: `Your call-back request (ref. ${body.reference})` });
    expect(confirmation && sent(confirmation).text).toContain("In the afternoon");
  });

  it("keeps the callback consent unticked when it is not given", async () => {
    const callback = valid({ consentCallback: false });
    expect((await requestCallback(callback)).status).toBe(201);
    const [lead] = await leadsOf(callback.email as string);
    expect(lead?.callbackConsent).toBe(false);
    expect(lead?.consents.callback.given).toBe(false);
  });

  it("makes one lead of a double submit, sequential or concurrent", async () => {
    const callback = valid();
    const first = await requestCallback(callback);
    const again = await requestCallback(callback);
    expect(again).toEqual({ status: 200, body: first.body });

    const other = valid();
    const results = await Promise.all([requestCallback(other), requestCallback(other)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(new Set(results.map((r) => r.body.reference)).size).toBe(1);
    for (const email of [callback.email, other.email]) expect(await leadsOf(email as string)).toHaveLength(1);
  });

  it("merges a second request of the same person within minutes, announcing it once", async () => {
    const email = uniqueEmail();
    const first = await requestCallback(valid({ email }));
    const second = await requestCallback(valid({ email, question: "Et les jet-skis ?" }));
    expect(second).toEqual({ status: 200, body: first.body });
    const [lead] = await leadsOf(email);
    expect(lead).toMatchObject({ submissionCount: 2, answers: { question: "Et les jet-skis ?" } });
    expect(await outboxOf(String(first.body.reference))).toHaveLength(3);
  });

  it("answers bad input with 400 and a clear message per field, storing nothing", async () => {
    const email = "pas-un-email";
    const { status, body } = await requestCallback(
      valid({ lastName: "  ", email, phone: "12", moment: "minuit", question: "", consentPrivacy: false }),
    );
    expect(status).toBe(400);
    // French messages come typeset (no-break spaces before ":", docs/decisions/0014).
    expect(body.error).toBe(fr("Votre demande n'est pas encore partie : corrigez les champs signalés."));
    expect(body.fields).toEqual({
      lastName: "Ce champ est obligatoire.",
      email: fr("Veuillez saisir une adresse e-mail valide (par exemple : nom@domaine.fr)."),
      phone: fr("Veuillez saisir un numéro de téléphone valide (par exemple : 06 12 34 56 78 ou +33 6 12 34 56 78)."),
      moment: fr("Ce choix n'est pas proposé : veuillez choisir parmi les options affichées."),
      question: "Ce champ est obligatoire.",
      consentPrivacy: "Veuillez confirmer avoir pris connaissance de l'utilisation de vos données.",
    });
    expect(await leadsOf(email)).toEqual([]);
  });

  it("gives the field messages in the visitor's language", async () => {
    const { status, body } = await requestCallback(valid({ email: "nope" }), { lang: "es" });
    expect(status).toBe(400);
    expect(body.error).toBe("Su solicitud aún no se ha enviado: corrija los campos señalados.");
    expect(Object.keys(body.fields as object)).toEqual(["email"]);
  });

  it.each([
    ["a string", "bonjour"],
    ["an array", [valid()]],
    ["null", null],
    ["a number", 42],
  ])("refuses a callback that is %s with 400", async (_name, callback) => {
    const { status, body } = await requestCallback(callback);
    expect(status).toBe(400);
    expect(body.error).toContain('"callback"');
  });

  it("turns hostile values into field errors, never a server error", async () => {
    const email = uniqueEmail();
    const { status, body } = await requestCallback(
      valid({
        email,
        lastName: { $ne: "" },
        phone: ["0612345678"],
        moment: { toString: "afternoon" },
        question: "x".repeat(5000),
        consentPrivacy: "yes",
      }),
    );
    expect(status).toBe(400);
    expect(Object.keys(body.fields as object).sort()).toEqual([
      "consentPrivacy",
      "lastName",
      "moment",
      "phone",
      "question",
    ]);
    expect((body.fields as Record<string, string>).question).toBe(fr("Ce texte est trop long : merci de l'abréger."));
    expect(await leadsOf(email)).toEqual([]);
  });

  it("is not fooled by a __proto__ key in the JSON", async () => {
    const { consentPrivacy: _omitted, ...callback } = valid();
    const body = JSON.stringify({ callback }).replace(/}}$/, ',"__proto__":{"consentPrivacy":true}}}');
    expect(body).toContain('"__proto__"');
    const result = await post(body);
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.fields as object)).toEqual(["consentPrivacy"]);
  });

  it("stores control characters as spaces, and markup as plain text", async () => {
    const callback = valid({ lastName: "Du\u0000rand <b>", question: "Ligne 1\nLigne 2 <script>alert(1)</script>" });
    expect((await requestCallback(callback)).status).toBe(201);
    const [lead] = await leadsOf(callback.email as string);
    expect(lead?.lastName).toBe("Du rand <b>");
    expect(lead?.answers.question).toBe("Ligne 1 Ligne 2 <script>alert(1)</script>");
    const [confirmation] = (await outboxOf(String(lead?.reference))).filter((m) => m.topic === "lead.confirmation");
    const html = confirmation && sent(confirmation).html;
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script>");
  });

  it("stores lone surrogates (valid JSON, refused by PostgreSQL's JSON) as replacement characters", async () => {
    const callback = valid({ lastName: "Du\ud800rand", question: "Pourquoi \udfff ?" });
    expect((await requestCallback(callback)).status).toBe(201);
    const [lead] = await leadsOf(callback.email as string);
    expect(lead).toMatchObject({ lastName: "Du\ufffdrand", answers: { question: "Pourquoi \ufffd ?" } });
  });

  it("refuses a body far bigger than any request with 400", async () => {
    const { status } = await post(JSON.stringify({ callback: valid({ question: "x".repeat(20_000) }) }));
    expect(status).toBe(400);
  });

  it("refuses a missing or forged token, and a form sent faster than a person could", async () => {
    for (const token of [undefined, "", "abc.def.ghi", `${crypto.randomUUID()}.1.forged`, 12]) {
      const { status, body } = await requestCallback(valid({ token }));
      expect(status).toBe(400);
      expect(body.error).toMatch(/n'est plus valide/);
    }
    const email = uniqueEmail();
    const tooFast = await requestCallback(valid({ email, token: issueFormToken() }));
    expect(tooFast).toMatchObject({ status: 400, body: { error: expect.stringMatching(/trop rapidement/) } });
    expect(await leadsOf(email)).toEqual([]);
  });

  it("hands out a signed token with every callback offer", async () => {
    const asked = await post(JSON.stringify({ message: "Quelle est la capitale du Pérou ?" }));
    const token = (asked.body.callback as { token: string }).token;
    // Just issued, so it is "too fast" for a form (and accepted as a token, unlike a forged one).
    const { body } = await requestCallback(valid({ token }));
    expect(body.error).toMatch(/trop rapidement/);
  });

  it("pretends success to a bot that fills the honeypot, and stores nothing", async () => {
    const callback = valid({ website: "http://spam.example" });
    const { status, body } = await requestCallback(callback);
    expect(status).toBe(201);
    expect(body.reference).toBe("DV-00000000");
    expect(await leadsOf(callback.email as string)).toEqual([]);
  });

  it("shares the quote forms' limit per client, with Retry-After", async () => {
    const clientIp = `limit-${crypto.randomUUID()}`;
    for (let i = 0; i < LEAD_RATE_LIMIT.limit; i++)
      expect((await requestCallback(valid(), { clientIp })).status).toBe(201);
    const limited = await requestCallback(valid(), { clientIp });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/beaucoup de demandes/);
  });
});
