import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuthFormState } from "~/features/customer-auth/auth-form-state";
import { handleCodeRequest, handleCodeVerify } from "~/features/customer-auth/code-sign-in.server";
import { handlePasswordSignIn } from "~/features/customer-auth/password-sign-in.server";
import "~/i18n/dictionaries.server";
import { AUTH_LIMITS } from "~/server/auth/auth-limits";
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

/** Someone else's wrong passwords for this account, each from an address of its own. */
async function spendAccountBudget(email: string) {
  for (let i = 0; i < AUTH_LIMITS.signInPerEmail.limit; i++) {
    expect((await signIn(email, `wrong-${i}`)).status).toBe(401);
  }
}

describe.each(appEngines())("a paused password leaves the owner a way in on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000" }));
  beforeAll(() => getDb());

  it("says the account's password is paused, and a code by e-mail still signs the owner in", async () => {
    const customer = await createCustomer(await getDb());
    await spendAccountBudget(customer.email);
    const owner = newClient();
    const refused = await signIn(customer.email, customer.password, owner);
    expect(refused.status).toBe(429);
    expect(refused.data?.notice).toEqual({ key: "account.errors.passwordPaused", params: { minutes: 15 } });
    expect(refused.data?.values.email).toBe(customer.email);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(800);

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

  it("an address without an account reads the same (no account is revealed)", async () => {
    const nobody = `personne.${crypto.randomUUID().slice(0, 8)}@example.fr`;
    await spendAccountBudget(nobody);
    expect((await signIn(nobody, "anything-at-all")).data?.notice?.key).toBe("account.errors.passwordPaused");
  });

  it("one client's spent budget is that client's limit, not the account's", async () => {
    const customer = await createCustomer(await getDb());
    const clientIp = newClient();
    for (let i = 0; i < AUTH_LIMITS.signInPerClient.limit; i++) await signIn(customer.email, `wrong-${i}`, clientIp);
    const refused = await signIn(customer.email, customer.password, clientIp);
    expect(refused.status).toBe(429);
    expect(refused.data?.notice?.key).toBe("account.errors.rateLimited");
    // From the owner's own address, the right password still works.
    expect((await signIn(customer.email, customer.password)).status).toBe(302);
  });
});
