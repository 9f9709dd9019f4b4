import { and, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuthFormState } from "~/features/customer-auth/auth-form-state";
import { handleCodeRequest, handleCodeVerify } from "~/features/customer-auth/code-sign-in.server";
import { handleNewPassword, handleResetRequest } from "~/features/customer-auth/password-reset.server";
import { handlePasswordSignIn } from "~/features/customer-auth/password-sign-in.server";
import "~/i18n/dictionaries.server";
import { action as authAction } from "~/routes/api/auth";
import { AUTH_LIMITS, SIGN_IN_DELAY_PER_EMAIL } from "~/server/auth/auth-limits";
import { getDb } from "~/server/db/index.server";
import { outbox } from "~/server/db/schema/outbox";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, CookieJar, createCustomer, formPost, pageRequest, signedInJar } from "../support/customers";

/** An address no account has, new each time: its guesses meet no account's delay. */
const someone = () => `someone.${crypto.randomUUID()}@example.fr`;

const newClient = () => `203.0.113.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 8)}`;

/** The sign-in screen's action, as a browser posts it. */
async function pageSignIn(email: string, password: string, clientIp: string) {
  const request = formPost("/espace-client/connexion", { email, password });
  return answerOf<AuthFormState>(await handlePasswordSignIn(request, requestContextFor(clientIp)));
}

/** better-auth's own endpoint, as a script calls it (with a browser's cookies, if given). */
async function apiPost(path: string, body: Record<string, string>, clientIp: string, jar?: CookieJar) {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (jar) headers.set("Cookie", jar.header());
  const response = await authAction({
    request: new Request(`http://localhost:3000/api/auth/${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
    context: requestContextFor(clientIp),
    params: { "*": path },
  } as never);
  return { status: response.status, headers: response.headers };
}

async function pageCodeRequest(email: string, clientIp: string) {
  const form = new FormData();
  form.set("email", email);
  const answer = await answerOf(
    await handleCodeRequest(pageRequest("/espace-client/code"), form, requestContextFor(clientIp)),
  );
  return { ...answer, jar: new CookieJar().take(answer.headers) };
}

async function pageCodeVerify(jar: CookieJar, code: string, clientIp: string) {
  const form = new FormData();
  form.set("code", code);
  return answerOf(await handleCodeVerify(pageRequest("/espace-client/code", jar), form, requestContextFor(clientIp)));
}

async function pageResetRequest(email: string, clientIp: string) {
  const request = formPost("/espace-client/mot-de-passe-oublie", { email });
  return answerOf(await handleResetRequest(request, requestContextFor(clientIp)));
}

async function emailsTo(address: string) {
  const rows = await (await getDb())
    .select({ topic: outbox.topic })
    .from(outbox)
    .where(and(sql`${outbox.payload}->>'to' = ${address}`, sql`${outbox.topic} like 'auth.%'`));
  return rows.length;
}

const statuses = (answers: Array<{ status: number }>) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

const burst = <T>(size: number, attempt: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: size }, (_, index) => attempt(index)));

describe.each(appEngines())("sign-in budgets on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000" }));
  afterEach(() => vi.useRealTimers());
  // Opening and migrating the database belongs to the setup, not to the first test\'s time.
  beforeAll(() => getDb());

  describe("a parallel burst gets exactly its budget", () => {
    it("60 wrong passwords from one address: 10 tried, 50 refused", async () => {
      const customer = await createCustomer(await getDb());
      const clientIp = newClient();
      const answers = await burst(60, (i) => pageSignIn(i ? someone() : customer.email, `wrong-${i}`, clientIp));
      expect(statuses(answers)).toEqual({ 401: AUTH_LIMITS.signInPerClient.limit, 429: 50 });
    });

    it("60 wrong passwords for one account from 60 addresses at once: 4 tried, 56 told to wait 1 s", async () => {
      const customer = await createCustomer(await getDb());
      // The clock stands still: the burst is one moment, however slow the machine.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      const answers = await burst(60, (i) => pageSignIn(customer.email, `wrong-${i}`, newClient()));
      const free = SIGN_IN_DELAY_PER_EMAIL.freeFailures + 1;
      expect(statuses(answers)).toEqual({ 401: free, 429: 60 - free });
      const waits = new Set(answers.filter((a) => a.status === 429).map((a) => a.headers.get("Retry-After")));
      expect([...waits]).toEqual(["1"]);
    });

    it("30 wrong codes from one address: 10 tried, 20 refused", async () => {
      const customer = await createCustomer(await getDb());
      const { jar } = await pageCodeRequest(customer.email, newClient());
      const clientIp = newClient();
      const answers = await burst(30, () => pageCodeVerify(jar, "000000", clientIp));
      expect(statuses(answers)).toEqual({ 401: AUTH_LIMITS.codeCheckPerClient.limit, 429: 20 });
    });

    it("20 code requests from one address for 20 others: 5 sent, 15 refused", async () => {
      const clientIp = newClient();
      const answers = await burst(20, (i) =>
        pageCodeRequest(`someone.${i}.${crypto.randomUUID()}@example.fr`, clientIp),
      );
      expect(statuses(answers)).toEqual({ 302: AUTH_LIMITS.emailsPerClient.limit, 429: 15 });
    });

    it("20 codes and links asked for one customer from 20 addresses: 5 e-mails, 15 refused", async () => {
      const customer = await createCustomer(await getDb());
      const answers = await burst(20, (i) =>
        i % 2 ? pageCodeRequest(customer.email, newClient()) : pageResetRequest(customer.email, newClient()),
      );
      expect(statuses(answers)).toEqual({ 302: AUTH_LIMITS.emailsPerAddress.limit, 429: 15 });
      expect(await emailsTo(customer.email)).toBe(AUTH_LIMITS.emailsPerAddress.limit);
    });

    it("30 new passwords with forged tokens from one address: 10 tried, 20 refused", async () => {
      const clientIp = newClient();
      const answers = await burst(30, (i) =>
        handleNewPassword(
          formPost("/espace-client/nouveau-mot-de-passe", {
            token: `forged-token-${String(i).padStart(8, "0")}`,
            password: "Un-nouveau-mot-de-passe",
            confirm: "Un-nouveau-mot-de-passe",
          }),
          requestContextFor(clientIp),
        ).then(answerOf),
      );
      expect(statuses(answers)).toEqual({ 400: AUTH_LIMITS.newPasswordPerClient.limit, 429: 20 });
    });

    it("60 wrong passwords on /api/auth from one address: 10 tried, 50 refused", async () => {
      const customer = await createCustomer(await getDb());
      const clientIp = newClient();
      const answers = await burst(60, (i) =>
        apiPost("sign-in/email", { email: i ? someone() : customer.email, password: `wrong-${i}` }, clientIp),
      );
      expect(statuses(answers)).toEqual({ 401: AUTH_LIMITS.signInPerClient.limit, 429: 50 });
    });
  });

  it("guessing the current password of an open session spends the address's sign-in budget", async () => {
    const customer = await createCustomer(await getDb());
    const jar = await signedInJar(customer);
    const clientIp = newClient();
    const change = (currentPassword: string) =>
      apiPost("change-password", { currentPassword, newPassword: "Un-autre-mot-de-passe-1" }, clientIp, jar);
    const answers = await burst(15, (i) => change(`wrong-${i}`));
    expect(statuses(answers)).toEqual({ 400: AUTH_LIMITS.signInPerClient.limit, 429: 5 });
    expect((await pageSignIn(customer.email, customer.password, clientIp)).status).toBe(429);
  });

  describe("one budget whatever the way in", () => {
    it("wrong passwords on the screen and on /api/auth share the address's budget", async () => {
      const customer = await createCustomer(await getDb());
      const clientIp = newClient();
      for (let i = 0; i < 5; i++) expect((await pageSignIn(someone(), `wrong-${i}`, clientIp)).status).toBe(401);
      for (let i = 0; i < 5; i++) {
        expect((await apiPost("sign-in/email", { email: someone(), password: `x-${i}` }, clientIp)).status).toBe(401);
      }
      const page = await pageSignIn(customer.email, customer.password, clientIp);
      expect(page.status).toBe(429);
      expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(800);
      const api = await apiPost("sign-in/email", { email: customer.email, password: customer.password }, clientIp);
      expect(api.status).toBe(429);
      expect(Number(api.headers.get("Retry-After"))).toBeGreaterThan(800);
    });

    it("an account's wrong passwords count on both ways in, from any address", async () => {
      const customer = await createCustomer(await getDb());
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      // Two and two make the four failures after which the account's first wait begins.
      for (let i = 0; i < 2; i++)
        expect((await pageSignIn(customer.email, `wrong-${i}`, newClient())).status).toBe(401);
      // The API takes the address as typed: another case is the same account.
      for (let i = 0; i < 2; i++) {
        const api = await apiPost(
          "sign-in/email",
          { email: customer.email.toUpperCase(), password: `x-${i}` },
          newClient(),
        );
        expect(api.status).toBe(401);
      }
      expect((await pageSignIn(customer.email, customer.password, newClient())).status).toBe(429);
      const api = await apiPost("sign-in/email", { email: customer.email, password: customer.password }, newClient());
      expect(api.status).toBe(429);
      expect(api.headers.get("Retry-After")).toBe("1");
      vi.setSystemTime(Date.now() + 1000);
      expect((await pageSignIn(customer.email, customer.password, newClient())).status).toBe(302);
    });

    it("codes and links sent to one address count together on the screens and on /api/auth (5 an hour)", async () => {
      const customer = await createCustomer(await getDb());
      for (let i = 0; i < 2; i++) expect((await pageCodeRequest(customer.email, newClient())).status).toBe(302);
      expect((await pageResetRequest(customer.email, newClient())).status).toBe(302);
      const otp = await apiPost(
        "email-otp/send-verification-otp",
        { email: customer.email, type: "sign-in" },
        newClient(),
      );
      expect(otp.status).toBe(200);
      const link = await apiPost("request-password-reset", { email: customer.email, redirectTo: "/" }, newClient());
      expect(link.status).toBe(200);
      expect(await emailsTo(customer.email)).toBe(5);

      expect((await pageCodeRequest(customer.email, newClient())).status).toBe(429);
      expect((await pageResetRequest(customer.email, newClient())).status).toBe(429);
      const refused = await apiPost(
        "email-otp/send-verification-otp",
        { email: customer.email, type: "sign-in" },
        newClient(),
      );
      expect(refused.status).toBe(429);
      expect((await apiPost("request-password-reset", { email: customer.email }, newClient())).status).toBe(429);
      expect(await emailsTo(customer.email)).toBe(5);
    });

    it("one client's e-mails count together on the screens and on /api/auth", async () => {
      const clientIp = newClient();
      expect((await pageCodeRequest(someone(), clientIp)).status).toBe(302);
      expect((await pageResetRequest(someone(), clientIp)).status).toBe(302);
      expect(
        (await apiPost("email-otp/send-verification-otp", { email: someone(), type: "sign-in" }, clientIp)).status,
      ).toBe(200);
      expect((await apiPost("request-password-reset", { email: someone() }, clientIp)).status).toBe(200);
      expect((await pageCodeRequest(someone(), clientIp)).status).toBe(302);
      expect((await apiPost("request-password-reset", { email: someone() }, clientIp)).status).toBe(429);
      expect((await pageCodeRequest(someone(), clientIp)).status).toBe(429);
    });

    it("a right password gives its attempt back: only wrong ones spend the budget", async () => {
      const customer = await createCustomer(await getDb());
      const clientIp = newClient();
      const limit = AUTH_LIMITS.signInPerClient.limit;
      for (let i = 0; i < limit - 1; i++) await pageSignIn(someone(), `wrong-${i}`, clientIp);
      for (let i = 0; i < 3; i++)
        expect((await pageSignIn(customer.email, customer.password, clientIp)).status).toBe(302);
      expect(
        (await apiPost("sign-in/email", { email: customer.email, password: customer.password }, clientIp)).status,
      ).toBe(200);
      expect((await pageSignIn(customer.email, "wrong-again", clientIp)).status).toBe(401);
      expect((await pageSignIn(customer.email, customer.password, clientIp)).status).toBe(429);
    });
  });
});
