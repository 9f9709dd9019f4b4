import { describe, expect, it } from "vitest";
import { handleQuoteAction } from "~/features/quote/quote-action.server";
import "~/i18n/dictionaries.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { LEAD_RATE_LIMIT } from "~/server/leads/intake.server";
import { requestContextFor, runAgainstInMemoryApp } from "../support/app-under-test";
import { leadsOf, postQuote, quoteForm, uniqueEmail } from "../support/lead-forms";

runAgainstInMemoryApp(() => ({ LEAD_MIN_FILL_MS: "3000" }));

const post = (form: URLSearchParams, clientIp?: string) => postQuote("healthSenior", form, { clientIp });
const completeForm = (email: string, token?: string) => quoteForm("healthSenior", email, token);

describe("quote action", () => {
  it("stores a complete request and redirects to the success notice (post/redirect/get)", async () => {
    const address = uniqueEmail();
    const result = await post(completeForm(address));
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/sante-senior\?demande=DV-[A-Z2-9]{8}$/);
    expect(await leadsOf(address)).toHaveLength(1);
  });

  it("answers the next step for steps 1 and 2 (the no-JavaScript path), keeping the answers", async () => {
    const form = new URLSearchParams({ _step: "1", situation: "couple" });
    const result = await post(form);
    expect(result).toMatchObject({ status: 200, data: { step: 2, errors: null, values: { situation: "couple" } } });
  });

  it("answers 400 to a body that is not a form, or a step that does not exist", async () => {
    for (const body of [new URLSearchParams({ _step: "7" }), new URLSearchParams()]) {
      expect(await post(body)).toMatchObject({ status: 400, data: { errors: { notice: "quote.errors.badRequest" } } });
    }
    const headers = { "Content-Type": "multipart/form-data; boundary=x" };
    const broken = new Request("http://localhost/sante-senior", { method: "POST", body: "{", headers });
    expect(await handleQuoteAction(broken, requestContextFor(), "healthSenior")).toMatchObject({
      init: { status: 400 },
    });
  });

  it("sends the visitor back to the failing step when an earlier answer was tampered with", async () => {
    const form = completeForm(uniqueEmail());
    form.set("situation", "divorce");
    const result = await post(form);
    expect(result).toMatchObject({ status: 400, data: { step: 1, errors: { notice: "forms.errors.invalidOption" } } });
  });

  it("pretends success to a bot that fills the honeypot, and stores nothing", async () => {
    const address = uniqueEmail();
    const form = completeForm(address);
    form.set("website", "http://spam.example");
    const result = await post(form);
    expect(result).toMatchObject({ status: 302, location: "/sante-senior?demande=DV-00000000" });
    expect(await leadsOf(address)).toHaveLength(0);
  });

  it("refuses a form sent faster than a person could", async () => {
    const address = uniqueEmail();
    const result = await post(completeForm(address, issueFormToken(Date.now() - 500)));
    expect(result).toMatchObject({ status: 400, data: { errors: { notice: "forms.errors.tooFast" } } });
    expect(await leadsOf(address)).toHaveLength(0);
  });

  it("refuses a forged or missing form token", async () => {
    for (const token of ["", "abc.def.ghi", `${crypto.randomUUID()}.1.forged`]) {
      const result = await post(completeForm(uniqueEmail(), token));
      expect(result).toMatchObject({ status: 400, data: { errors: { notice: "quote.errors.expired" } } });
    }
  });

  it("stores text fields without control characters", async () => {
    const address = uniqueEmail();
    const form = completeForm(address);
    form.set("nom", "Du\u0000rand\u0007");
    form.set("prenom", "Claire\r\n\tMarie");
    expect((await post(form)).status).toBe(302);
    const [lead] = await leadsOf(address);
    expect(lead).toMatchObject({ lastName: "Du rand", firstName: "Claire  Marie" });
  });

  it("limits one client to 10 requests an hour, with Retry-After", async () => {
    const ip = `limit-${crypto.randomUUID()}`;
    for (let i = 0; i < LEAD_RATE_LIMIT.limit; i++)
      expect((await post(completeForm(uniqueEmail()), ip)).status).toBe(302);
    const limited = await post(completeForm(uniqueEmail()), ip);
    expect(limited).toMatchObject({ status: 429, data: { errors: { notice: "forms.errors.rateLimited" } } });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
