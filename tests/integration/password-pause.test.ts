import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuthFormState } from "~/features/customer-auth/auth-form-state";
import { handleCodeRequest, handleCodeVerify } from "~/features/customer-auth/code-sign-in.server";
import { handlePasswordSignIn } from "~/features/customer-auth/password-sign-in.server";
import "~/i18n/dictionaries.server";
import { AUTH_LIMITS, SIGN_IN_DELAY_PER_EMAIL } from "~/server/auth/auth-limits";
import { getDb } from "~/server/db/index.server";
import { outbox } from "~/server/db/schema/outbox";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, CookieJar, createCustomer, formPost, pageRequest } from "../support/customers";

const newClient = () => `198.51.100.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 8)}`;

async function signIn(email: string, password: string, clientIp = newClient()) {
  const request = formPost("/espace-client/connexion", { email, password });
  return answerOf<AuthFormState>(await handlePasswordSignIn(request, requestContextFor(clientIp)));
}

/** What the "sign in with a code instead" button posts: the code screen's first step, with the address. */
async function askCode(email: string, clientIp: string) {
  const form = new FormData();
  form.set("intent", "send");
  form.set("email", email);
  const answer = await answerOf(
    await handleCodeRequest(pageRequest("/espace-client/code"), form, requestContextFor(clientIp)),
  );
  return { ...answer, jar: new CookieJar().take(answer.headers) };
}

async function lastCodeSentTo(address: string) {
  const rows = await (await getDb())
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.topic, "auth.sign-in-code"), sql`${outbox.payload}->>'to' = ${address}`))
    .orderBy(outbox.createdAt);
  const text = (rows.at(-1)?.payload as { text?: string } | undefined)?.text ?? "";
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}

/**
 * Someone else's twenty wrong passwords for this account, each from an address of its own, each
 * "wait N seconds" honoured by moving the (fake) clock on: the account's wait is then the cap.
 */
async function spendAccountBudget(email: string) {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  for (let tried = 0; tried < 20; ) {
    const answer = await signIn(email, `wrong-${tried}`);
    if (answer.status === 401) tried++;
    else vi.setSystemTime(Date.now() + Number(answer.headers.get("Retry-After")) * 1000);
  }
}

describe.each(appEngines())("a paused password leaves the owner a way in on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000" }));
  beforeAll(() => getDb());
  afterEach(() => vi.useRealTimers());

  it("says the account's password waits, and a code by e-mail still signs the owner in", {
    timeout: 90_000,
  }, async () => {
    const customer = await createCustomer(await getDb());
    await spendAccountBudget(customer.email);
    const owner = newClient();
    const refused = await signIn(customer.email, customer.password, owner);
    expect(refused.status).toBe(429);
    const cap = SIGN_IN_DELAY_PER_EMAIL.capSeconds;
    expect(refused.data?.notice).toEqual({ key: "account.errors.passwordPaused", params: { seconds: cap } });
    expect(refused.data?.values.email).toBe(customer.email);
    expect(Number(refused.headers.get("Retry-After"))).toBe(cap);

    const asked = await askCode(customer.email, owner);
    expect(asked.status).toBe(302);
    const code = await lastCodeSentTo(customer.email);
    expect(code).toMatch(/^\d{6}$/);
    const form = new FormData();
    form.set("code", code as string);
    const verified = await answerOf(
      await handleCodeVerify(pageRequest("/espace-client/code", asked.jar), form, requestContextFor(owner)),
    );
    expect(verified).toMatchObject({ status: 302, location: "/espace-client" });
    expect(new CookieJar().take(verified.headers).has("mc.session_token")).toBe(true);
  });

  it("an address without an account reads the same (no account is revealed)", { timeout: 90_000 }, async () => {
    const nobody = `personne.${crypto.randomUUID().slice(0, 8)}@example.fr`;
    await spendAccountBudget(nobody);
    expect((await signIn(nobody, "anything-at-all")).data?.notice?.key).toBe("account.errors.passwordPaused");
  });

  it("one client's spent budget is that client's limit, not the account's", async () => {
    const customer = await createCustomer(await getDb());
    const clientIp = newClient();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    for (let tried = 0; tried < AUTH_LIMITS.signInPerClient.limit; ) {
      const answer = await signIn(customer.email, `wrong-${tried}`, clientIp);
      if (answer.status === 401) tried++;
      else vi.setSystemTime(Date.now() + Number(answer.headers.get("Retry-After")) * 1000);
    }
    const refused = await signIn(customer.email, customer.password, clientIp);
    expect(refused.status).toBe(429);
    expect(refused.data?.notice?.key).toBe("account.errors.rateLimited");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(SIGN_IN_DELAY_PER_EMAIL.capSeconds);
    // From the owner's own address, the right password works once the account's short wait is over.
    vi.setSystemTime(Date.now() + SIGN_IN_DELAY_PER_EMAIL.capSeconds * 1000);
    expect((await signIn(customer.email, customer.password)).status).toBe(302);
  });
});
