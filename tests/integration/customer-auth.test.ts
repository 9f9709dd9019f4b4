import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuthFormState } from "~/features/customer-auth/auth-form-state";
import { handleCodeRequest, handleCodeVerify } from "~/features/customer-auth/code-sign-in.server";
import { handleNewPassword, handleResetRequest, resetTokenOf } from "~/features/customer-auth/password-reset.server";
import { handlePasswordSignIn, handleSignOut } from "~/features/customer-auth/password-sign-in.server";
import "~/i18n/dictionaries.server";
import { action as authAction, loader as authLoader } from "~/routes/api/auth";
import { createAuth, getAuth } from "~/server/auth/auth.server";
import { AUTH_LIMITS } from "~/server/auth/auth-limits";
import { requireCustomer } from "~/server/auth/guards.server";
import { getCustomer } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { sessions, users, verifications } from "~/server/db/schema/auth";
import { outbox } from "~/server/db/schema/outbox";
import { rateLimits } from "~/server/db/schema/rate-limits";
import { parseEnv } from "~/server/env.server";
import type { EmailMessage } from "~/server/outbox/email.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { appEngines, requestContextFor, routeContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, CookieJar, createCustomer, formPost, pageRequest } from "../support/customers";

const SESSION_COOKIE = "mc.session_token";

async function signIn(fields: Record<string, string>, clientIp?: string) {
  const answer = await answerOf<AuthFormState>(
    await handlePasswordSignIn(formPost("/espace-client/connexion", fields), requestContextFor(clientIp)),
  );
  return { ...answer, jar: new CookieJar().take(answer.headers) };
}

/** The emails of one topic written to the outbox for an address, oldest first. */
async function emailsTo(address: string, topic: string) {
  const rows = await (await getDb())
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.topic, topic), sql`${outbox.payload}->>'to' = ${address}`))
    .orderBy(outbox.createdAt);
  return rows.map((row) => row.payload as EmailMessage);
}

async function requestCode(email: string, clientIp?: string, lang?: string) {
  const form = new FormData();
  form.set("email", email);
  const request = pageRequest("/espace-client/code");
  if (lang) request.headers.set("Cookie", `lang=${lang}`);
  const answer = await answerOf<AuthFormState>(
    await handleCodeRequest(request, form, await routeContextFor(request, clientIp)),
  );
  return { ...answer, jar: new CookieJar().take(answer.headers) };
}

async function verifyCode(jar: CookieJar, code: string, clientIp?: string) {
  const form = new FormData();
  form.set("code", code);
  const answer = await answerOf<AuthFormState>(
    await handleCodeVerify(pageRequest("/espace-client/code", jar), form, requestContextFor(clientIp)),
  );
  return { ...answer, jar: jar.take(answer.headers) };
}

const codeIn = (email: EmailMessage) => email.text.match(/\b(\d{6})\b/)?.[1] ?? null;

describe.each(appEngines())("customer sign-in on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000" }));
  // Opening and migrating the database belongs to the setup, not to the first test's time.
  beforeAll(() => getDb());

  describe("with a password", () => {
    it("signs in, sets an HttpOnly SameSite=Lax session cookie, and the session names the customer", async () => {
      const customer = await createCustomer(await getDb());
      const { status, location, headers, jar } = await signIn({ email: customer.email, password: customer.password });
      expect(status).toBe(302);
      expect(location).toBe("/espace-client");
      const cookie = headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i);
      const signedIn = await getCustomer(pageRequest("/espace-client", jar));
      expect(signedIn).toEqual({ id: customer.id, email: customer.email, name: "Camille Laurent", role: "customer" });
    });

    it("accepts the address in any case and with spaces around it", async () => {
      const customer = await createCustomer(await getDb());
      const { status } = await signIn({ email: `  ${customer.email.toUpperCase()} `, password: customer.password });
      expect(status).toBe(302);
    });

    it("answers a wrong password and an unknown address alike: 401, no session, one message", async () => {
      const customer = await createCustomer(await getDb());
      const wrong = await signIn({ email: customer.email, password: "not-the-password" });
      const unknown = await signIn({ email: `nobody.${crypto.randomUUID()}@example.fr`, password: "whatever-it-is" });
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.data?.notice).toEqual({ key: "account.errors.wrongCredentials" });
        expect(answer.jar.has(SESSION_COOKIE)).toBe(false);
      }
      expect(wrong.data?.values.email).toBe(customer.email);
    });

    it.each([
      [
        "empty fields",
        { email: "", password: "" },
        { email: "account.errors.emailRequired", password: "account.errors.passwordRequired" },
      ],
      ["a malformed address", { email: "claire@", password: "x" }, { email: "account.errors.emailInvalid" }],
      [
        "a huge address",
        { email: `${"a".repeat(5000)}@example.fr`, password: "x" },
        { email: "account.errors.emailInvalid" },
      ],
      [
        "a huge password",
        { email: "claire@example.fr", password: "p".repeat(10_000) },
        { password: "account.errors.passwordTooLong" },
      ],
    ])("refuses %s with 400 and a message on the field", async (_name, fields, errors) => {
      const answer = await signIn(fields);
      expect(answer.status).toBe(400);
      expect(answer.data?.fields).toEqual(errors);
      expect(answer.data?.values.email?.length ?? 0).toBeLessThanOrEqual(254);
    });

    it("refuses a body that is not a form with 400", async () => {
      const request = new Request("http://localhost:3000/espace-client/connexion", {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=nothing" },
        body: "garbage",
      });
      const answer = await answerOf<AuthFormState>(await handlePasswordSignIn(request, requestContextFor()));
      expect(answer.status).toBe(400);
      expect(answer.data?.notice?.key).toBe("account.errors.badRequest");
    });

    it("signs out: the session row goes and the cookie is cleared", async () => {
      const customer = await createCustomer(await getDb());
      const { jar } = await signIn({ email: customer.email, password: customer.password });
      const stale = jar.clone();
      const out = await answerOf(await handleSignOut(pageRequest("/espace-client/deconnexion", jar)));
      expect(out.status).toBe(302);
      expect(out.location).toBe("/espace-client/connexion?deconnexion=1");
      // The old cookie, replayed, no longer opens anything.
      expect(await getCustomer(pageRequest("/espace-client", stale))).toBeNull();
      jar.take(out.headers);
      expect(jar.has(SESSION_COOKIE)).toBe(false);
      const rows = await (await getDb()).select().from(sessions).where(eq(sessions.userId, customer.id));
      expect(rows).toEqual([]);
    });

    it("requireCustomer lets the signed-in customer through and sends anyone else to the sign-in screen", async () => {
      const customer = await createCustomer(await getDb());
      const { jar } = await signIn({ email: customer.email, password: customer.password });
      expect((await requireCustomer(pageRequest("/espace-client", jar))).id).toBe(customer.id);
      const thrown = await requireCustomer(pageRequest("/espace-client")).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get("Location")).toBe("/espace-client/connexion");
    });

    it("ignores a forged session cookie", async () => {
      const forged = new CookieJar().set(SESSION_COOKIE, "forged-token.forged-signature");
      expect(await getCustomer(pageRequest("/espace-client", forged))).toBeNull();
    });
  });

  describe("with a one-time code", () => {
    it("writes the code email to the outbox, then signs in with that code", async () => {
      const customer = await createCustomer(await getDb());
      const sent = await requestCode(customer.email);
      expect(sent.status).toBe(302);
      expect(sent.location).toBe("/espace-client/code");
      const [email] = await emailsTo(customer.email, "auth.sign-in-code");
      expect(email?.subject).toBe("Votre code de connexion à Maison Courtage");
      const code = email ? codeIn(email) : null;
      expect(code).toMatch(/^\d{6}$/);
      expect(email?.html).toContain(code);

      const pending = sent.jar.clone();
      const verified = await verifyCode(sent.jar, code as string);
      expect(verified.status).toBe(302);
      expect(verified.location).toBe("/espace-client");
      expect((await getCustomer(pageRequest("/espace-client", verified.jar)))?.id).toBe(customer.id);
      // A code works once.
      expect(verified.jar.has("mc_code_for")).toBe(false);
      expect((await verifyCode(pending, code as string)).status).toBe(401);
    });

    it("writes the email in the language of the page it was asked from", async () => {
      const customer = await createCustomer(await getDb());
      await requestCode(customer.email, undefined, "en");
      const [email] = await emailsTo(customer.email, "auth.sign-in-code");
      expect(email?.subject).toBe("Your sign-in code for Maison Courtage");
      expect(email?.html).toContain('lang="en"');
    });

    it("answers an unknown address exactly like a known one, and sends nothing", async () => {
      const address = `nobody.${crypto.randomUUID()}@example.fr`;
      const sent = await requestCode(address);
      expect(sent.status).toBe(302);
      expect(sent.location).toBe("/espace-client/code");
      expect(await emailsTo(address, "auth.sign-in-code")).toEqual([]);
      // And no code can create an account for it (no open sign-up).
      const tried = await verifyCode(sent.jar, "123456");
      expect(tried.status).toBe(401);
      expect(await (await getDb()).select().from(users).where(eq(users.email, address))).toEqual([]);
    });

    it("rejects a wrong code, and kills the code after three wrong tries", async () => {
      const customer = await createCustomer(await getDb());
      const sent = await requestCode(customer.email);
      const [email] = await emailsTo(customer.email, "auth.sign-in-code");
      const code = codeIn(email as EmailMessage) as string;
      const wrongCode = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 3; i++) {
        const wrong = await verifyCode(sent.jar, wrongCode);
        expect(wrong.status).toBe(401);
        expect(wrong.data?.fields.code).toBe("account.errors.wrongCode");
      }
      const exhausted = await verifyCode(sent.jar, code);
      expect(exhausted.status).toBe(401);
      expect(exhausted.data?.fields.code).toBe("account.errors.codeExhausted");
    });

    it("rejects an expired code", async () => {
      const customer = await createCustomer(await getDb());
      const sent = await requestCode(customer.email);
      const code = codeIn((await emailsTo(customer.email, "auth.sign-in-code"))[0] as EmailMessage) as string;
      // Codes are stored with hashed identifiers; this customer's is the only one created just now.
      await (await getDb()).update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
      const late = await verifyCode(sent.jar, code);
      expect(late.status).toBe(401);
      expect(late.data?.fields.code).toBe("account.errors.wrongCode");
    });

    it.each([
      ["no code", "", "account.errors.codeRequired"],
      ["letters", "12ab56", "account.errors.codeFormat"],
      ["too many digits", "1234567", "account.errors.codeFormat"],
    ])("refuses %s with 400", async (_name, code, key) => {
      const customer = await createCustomer(await getDb());
      const sent = await requestCode(customer.email);
      const answer = await verifyCode(sent.jar, code);
      expect(answer.status).toBe(400);
      expect(answer.data?.fields.code).toBe(key);
    });

    it("asks for the address again when the pending code cookie is missing", async () => {
      const answer = await verifyCode(new CookieJar(), "123456");
      expect(answer.status).toBe(400);
      expect(answer.data?.notice?.key).toBe("account.errors.codeSessionExpired");
    });
  });

  describe("password reset", () => {
    it("emails a link that leads to the new-password form, sets the password once, and signs out everywhere", async () => {
      const customer = await createCustomer(await getDb());
      const before = await signIn({ email: customer.email, password: customer.password });
      const asked = await answerOf(
        await handleResetRequest(
          formPost("/espace-client/mot-de-passe-oublie", { email: customer.email }),
          requestContextFor(),
        ),
      );
      expect(asked.status).toBe(302);
      expect(asked.location).toBe("/espace-client/mot-de-passe-oublie?envoye=1");

      const [email] = await emailsTo(customer.email, "auth.password-reset");
      const link = email?.text.match(/https?:\/\/\S+/)?.[0];
      expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\/[\w-]+\?callbackURL=/);
      expect(email?.html).toContain("Bonjour Camille Laurent,");

      // Following the link: /api/auth checks the token and sends the browser to our form.
      const followed = await authLoader({
        request: pageRequest(new URL(link as string).pathname + new URL(link as string).search),
        context: requestContextFor(),
        params: { "*": "" },
      } as never);
      expect(followed.status).toBe(302);
      const landing = new URL(followed.headers.get("Location") as string);
      expect(landing.pathname).toBe("/espace-client/nouveau-mot-de-passe");
      const token = resetTokenOf(landing);
      expect(token).toBeTruthy();

      const newPassword = "Un-nouveau-mot-de-passe-2026";
      const set = await answerOf(
        await handleNewPassword(
          formPost("/espace-client/nouveau-mot-de-passe", {
            token: token as string,
            password: newPassword,
            confirm: newPassword,
          }),
          requestContextFor(),
        ),
      );
      expect(set.status).toBe(302);
      expect(set.location).toBe("/espace-client/connexion?motdepasse=1");

      expect(await getCustomer(pageRequest("/espace-client", before.jar))).toBeNull();
      expect((await signIn({ email: customer.email, password: customer.password })).status).toBe(401);
      expect((await signIn({ email: customer.email, password: newPassword })).status).toBe(302);

      const reused = await answerOf<AuthFormState>(
        await handleNewPassword(
          formPost("/espace-client/nouveau-mot-de-passe", {
            token: token as string,
            password: "Encore-un-autre-1",
            confirm: "Encore-un-autre-1",
          }),
          requestContextFor(),
        ),
      );
      expect(reused.status).toBe(400);
      expect(reused.data?.notice?.key).toBe("account.reset.invalid");
    });

    it("answers an unknown address like a known one and sends nothing", async () => {
      const address = `nobody.${crypto.randomUUID()}@example.fr`;
      const asked = await answerOf(
        await handleResetRequest(
          formPost("/espace-client/mot-de-passe-oublie", { email: address }),
          requestContextFor(),
        ),
      );
      expect(asked.status).toBe(302);
      expect(await emailsTo(address, "auth.password-reset")).toEqual([]);
    });

    it("sends a forged or expired token's link back to the form with an error, not a 500", async () => {
      const followed = await authLoader({
        request: pageRequest(
          "/api/auth/reset-password/not-a-real-token-000000?callbackURL=%2Fespace-client%2Fnouveau-mot-de-passe",
        ),
        context: requestContextFor(),
        params: { "*": "" },
      } as never);
      expect(followed.status).toBe(302);
      const landing = new URL(followed.headers.get("Location") as string);
      expect(landing.searchParams.get("error")).toBe("INVALID_TOKEN");
      expect(resetTokenOf(landing)).toBeNull();
    });

    it.each([
      ["a short password", { password: "court", confirm: "court" }, { password: "account.errors.passwordTooShort" }],
      [
        "two different passwords",
        { password: "Assez-long-1", confirm: "Assez-long-2" },
        { confirm: "account.errors.confirmMismatch" },
      ],
      [
        "no password",
        { password: "", confirm: "" },
        { password: "account.errors.passwordRequired", confirm: "account.errors.passwordRequired" },
      ],
    ])("refuses %s with 400", async (_name, fields, errors) => {
      const answer = await answerOf<AuthFormState>(
        await handleNewPassword(
          formPost("/espace-client/nouveau-mot-de-passe", { token: "a".repeat(24), ...fields }),
          requestContextFor(),
        ),
      );
      expect(answer.status).toBe(400);
      expect(answer.data?.fields).toEqual(errors);
    });
  });

  describe("rate limits", () => {
    // Eleven password checks (scrypt): slow on a loaded machine.
    it("refuses even the right password once a client has spent its wrong tries, not other clients", {
      timeout: 60_000,
    }, async () => {
      const customer = await createCustomer(await getDb());
      const clientIp = crypto.randomUUID();
      // Each guess for another account: one account's own failures meet its progressive delay first.
      for (let i = 0; i < AUTH_LIMITS.signInPerClient.limit; i++) {
        const someone = `someone.${i}.${crypto.randomUUID()}@example.fr`;
        expect((await signIn({ email: someone, password: `wrong-${i}` }, clientIp)).status).toBe(401);
      }
      const limited = await signIn({ email: customer.email, password: customer.password }, clientIp);
      expect(limited.status).toBe(429);
      expect(limited.data?.notice).toEqual({ key: "account.errors.rateLimited", params: { minutes: 15 } });
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(800);
      expect((await signIn({ email: customer.email, password: customer.password })).status).toBe(302);
    });

    it("limits the codes sent to one address, whoever asks", async () => {
      const customer = await createCustomer(await getDb());
      for (let i = 0; i < AUTH_LIMITS.emailsPerAddress.limit; i++) {
        expect((await requestCode(customer.email)).status).toBe(302);
      }
      const limited = await requestCode(customer.email);
      expect(limited.status).toBe(429);
      expect(await emailsTo(customer.email, "auth.sign-in-code")).toHaveLength(AUTH_LIMITS.emailsPerAddress.limit);
      // The counters are keyed by a digest: the table holds no email addresses.
      const keys = await (await getDb()).select({ key: rateLimits.key }).from(rateLimits);
      expect(keys.filter(({ key }) => key.includes(customer.email))).toEqual([]);
    });

    it("limits wrong codes per client, whatever the address", async () => {
      const clientIp = crypto.randomUUID();
      const pending = () => requestCode(`someone.${crypto.randomUUID()}@example.fr`).then((sent) => sent.jar);
      for (let i = 0; i < AUTH_LIMITS.codeCheckPerClient.limit; i++) {
        expect((await verifyCode(await pending(), "000000", clientIp)).status).toBe(401);
      }
      const limited = await verifyCode(await pending(), "000000", clientIp);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    });

    // Eleven password checks (scrypt): slow on a loaded machine.
    it("limits better-auth's own sign-in endpoint per client, in the shared table", { timeout: 60_000 }, async () => {
      const customer = await createCustomer(await getDb());
      const clientIp = `203.0.113.${Math.floor(Math.random() * 250)}`;
      // One account's own failures meet its progressive delay first: each guess for another.
      const post = () =>
        authAction({
          request: new Request("http://localhost:3000/api/auth/sign-in/email", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ email: `x.${crypto.randomUUID()}.${customer.email}`, password: "wrong-password" }),
          }),
          context: requestContextFor(clientIp),
          params: { "*": "sign-in/email" },
        } as never);
      for (let i = 0; i < AUTH_LIMITS.signInPerClient.limit; i++) expect((await post()).status).toBe(401);
      expect((await post()).status).toBe(429);
    });
  });

  describe("no open sign-up", () => {
    it("refuses sign-up through the API and the HTTP endpoint, and creates nobody", async () => {
      const address = `newcomer.${crypto.randomUUID()}@example.fr`;
      const auth = await getAuth();
      await expect(
        auth.api.signUpEmail({ body: { email: address, password: "Tentative-2026", name: "Intrus" } }),
      ).rejects.toMatchObject({ statusCode: 400 });
      const response = await authAction({
        request: new Request("http://localhost:3000/api/auth/sign-up/email", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: address, password: "Tentative-2026", name: "Intrus" }),
        }),
        context: requestContextFor(),
        params: { "*": "sign-up/email" },
      } as never);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await (await getDb()).select().from(users).where(eq(users.email, address))).toEqual([]);
    });
  });
});

describe("session cookie over HTTPS", () => {
  runAgainstApp("pglite");

  it("is Secure (and __Secure- prefixed) when the site is served over HTTPS", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const site = buildSiteConfig(parseEnv({ SITE_URL: "https://www.maison-courtage.fr" }));
    const auth = createAuth(db, { secret: "s".repeat(40), site });
    const { headers } = await auth.api.signInEmail({
      body: { email: customer.email, password: customer.password },
      returnHeaders: true,
    });
    const cookie = headers.getSetCookie().find((line) => line.includes("session_token="));
    expect(cookie).toMatch(/^__Secure-mc\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});
