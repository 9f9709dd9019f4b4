import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { issueFormToken } from "~/features/quote/form-token.server";
import { handleQuoteAction, LEAD_RATE_LIMIT } from "~/features/quote/quote-action.server";
import "~/i18n/dictionaries.server";
import { getDb } from "~/server/db/index.server";
import { leads } from "~/server/db/schema/leads";
import { requestContextFor, runAgainstInMemoryApp } from "../support/app-under-test";
import { sampleForm } from "../support/quote-samples";

runAgainstInMemoryApp(() => ({ LEAD_MIN_FILL_MS: "3000" }));

async function post(form: URLSearchParams, clientIp: string = crypto.randomUUID()) {
  const context = requestContextFor(clientIp);
  const request = new Request("http://localhost/sante-senior", { method: "POST", body: form });
  const result = await handleQuoteAction(request, context, "healthSenior");
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), data: null };
  const init = (result as { init?: { status?: number } }).init;
  return {
    status: init?.status ?? 200,
    location: null,
    data: (result as { data: { step: number; errors: { notice: string } | null } }).data,
  };
}

function completeForm(email: string, token = issueFormToken(Date.now() - 10_000)) {
  const form = sampleForm("healthSenior");
  form.set("email", email);
  form.set("_token", token);
  return form;
}

const email = () => `claire.${crypto.randomUUID().slice(0, 8)}@example.fr`;
const leadsFor = async (address: string) => (await getDb()).select().from(leads).where(eq(leads.email, address));

describe("quote action", () => {
  it("stores a complete request and redirects to the success notice (post/redirect/get)", async () => {
    const address = email();
    const result = await post(completeForm(address));
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/sante-senior\?demande=DV-[A-Z2-9]{8}$/);
    expect(await leadsFor(address)).toHaveLength(1);
  });

  it("answers the next step for steps 1 and 2 (the no-JavaScript path), keeping the answers", async () => {
    const form = new URLSearchParams({ _step: "1", situation: "couple" });
    const result = await post(form);
    expect(result).toMatchObject({ status: 200, data: { step: 2, errors: null, values: { situation: "couple" } } });
  });

  it("sends the visitor back to the failing step when an earlier answer was tampered with", async () => {
    const form = completeForm(email());
    form.set("situation", "divorce");
    const result = await post(form);
    expect(result).toMatchObject({ status: 400, data: { step: 1, errors: { notice: "quote.errors.invalidOption" } } });
  });

  it("pretends success to a bot that fills the honeypot, and stores nothing", async () => {
    const address = email();
    const form = completeForm(address);
    form.set("website", "http://spam.example");
    const result = await post(form);
    expect(result.status).toBe(302);
    expect(await leadsFor(address)).toHaveLength(0);
  });

  it("refuses a form sent faster than a person could", async () => {
    const address = email();
    const result = await post(completeForm(address, issueFormToken(Date.now() - 500)));
    expect(result).toMatchObject({ status: 400, data: { errors: { notice: "quote.errors.tooFast" } } });
    expect(await leadsFor(address)).toHaveLength(0);
  });

  it("refuses a forged or missing form token", async () => {
    for (const token of ["", "abc.def.ghi", `${crypto.randomUUID()}.1.forged`]) {
      const result = await post(completeForm(email(), token));
      expect(result).toMatchObject({ status: 400, data: { errors: { notice: "quote.errors.expired" } } });
    }
  });

  it("limits one client to 10 requests an hour, with Retry-After", async () => {
    const ip = `limit-${crypto.randomUUID()}`;
    for (let i = 0; i < LEAD_RATE_LIMIT.limit; i++) expect((await post(completeForm(email()), ip)).status).toBe(302);
    const limited = await post(completeForm(email()), ip);
    expect(limited).toMatchObject({ status: 429, data: { errors: { notice: "quote.errors.rateLimited" } } });
  });
});
