import { afterEach, describe, expect, it, vi } from "vitest";
import { handleStaffSignIn } from "~/features/backoffice-access/sign-in.server";
import { handleCodeRequest } from "~/features/customer-auth/code-sign-in.server";
import { handlePasswordSignIn } from "~/features/customer-auth/password-sign-in.server";
import "~/i18n/dictionaries.server";
import { AUTH_LIMITS, SIGN_IN_DELAY_PER_EMAIL } from "~/server/auth/auth-limits";
import { getDb } from "~/server/db/index.server";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, CookieJar, createCustomer, createUser, formPost, pageRequest } from "../support/customers";

const newClient = () => `192.0.2.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 8)}`;

/** The staff sign-in screen's first step (e-mail and password), from one address, with a browser's cookies. */
async function staffSignIn(email: string, password: string, clientIp = newClient(), jar?: CookieJar) {
  const request = formPost("/backoffice/connexion", { email, password }, jar);
  return answerOf(await handleStaffSignIn(request, requestContextFor(clientIp)).catch((thrown) => thrown));
}

/**
 * Strangers' wrong passwords for `email`, each from an address of its own, until `failures` of
 * them were tried: a guesser who honours each "wait N seconds" by moving the (fake) clock on.
 * Returns the refusals' waits, none longer than the cap.
 */
async function strangersGuess(email: string, failures: number, attempt = staffSignIn) {
  const waits: number[] = [];
  for (let tried = 0; tried < failures; ) {
    const answer = await attempt(email, `wrong-${tried}`);
    if (answer.status === 401) {
      tried++;
      continue;
    }
    expect(answer.status).toBe(429);
    const wait = Number(answer.headers.get("Retry-After"));
    waits.push(wait);
    vi.setSystemTime(Date.now() + wait * 1000);
  }
  return waits;
}

/**
 * Issue 48, item 3: twenty wrong passwords from twenty addresses made the administrator's right
 * password answer 429 for 15 minutes, with no other way in for staff. Now a browser that signed
 * in before keeps its way in (a budget of its own), and a new one waits at most the capped delay.
 */
describe.each(appEngines())("others' wrong passwords do not lock the owner out, on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000" }));
  afterEach(() => vi.useRealTimers());
  const cap = SIGN_IN_DELAY_PER_EMAIL.capSeconds;

  // Twenty password checks (scrypt) and the refusals between them: slow on a loaded machine.
  it("lets the administrator in at once from their browser, and after 30 s at most from a new one", {
    timeout: 90_000,
  }, async () => {
    const admin = await createUser(await getDb(), "admin");
    const browser = new CookieJar();
    const first = await staffSignIn(admin.email, admin.password, newClient(), browser);
    expect(first.status).toBe(302);
    browser.take(first.headers);
    expect(browser.header().match(/mc\.device\./g)).toHaveLength(1);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const waits = await strangersGuess(admin.email, 20);
    expect(Math.max(...waits)).toBeLessThanOrEqual(cap);
    expect(waits).toContain(cap);

    // A browser that never signed in is told to wait, the right password too, 30 s at most.
    const stranger = await staffSignIn(admin.email, admin.password);
    expect(stranger.status).toBe(429);
    expect(stranger.data).toMatchObject({
      notice: { key: "staff.errors.signInDelayed", params: { seconds: cap } },
      values: { email: admin.email },
    });
    expect(Number(stranger.headers.get("Retry-After"))).toBe(cap);
    // The administrator's own browser, from any address, is let through to the code step at once.
    const own = await staffSignIn(admin.email, admin.password, newClient(), browser);
    expect(own.status).toBe(302);
    expect(own.location).toBe("/backoffice/connexion/code");
    // A new browser with the right password, once the wait said is over.
    vi.setSystemTime(Date.now() + cap * 1000);
    const after = await staffSignIn(admin.email, admin.password, newClient(), new CookieJar());
    expect(after.status).toBe(302);
    expect(after.location).toBe("/backoffice/connexion/code");
  });

  it("does the same for a customer on the area's sign-in screen", { timeout: 90_000 }, async () => {
    const customer = await createCustomer(await getDb());
    const signIn = async (email: string, password: string, jar?: CookieJar) =>
      answerOf(
        await handlePasswordSignIn(
          formPost("/espace-client/connexion", { email, password }, jar),
          requestContextFor(newClient()),
        ),
      );
    const browser = new CookieJar();
    const first = await signIn(customer.email, customer.password, browser);
    expect(first.status).toBe(302);
    browser.take(first.headers);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await strangersGuess(customer.email, 20, (email, password) => signIn(email, password));
    const stranger = await signIn(customer.email, customer.password);
    expect(stranger.status).toBe(429);
    expect(stranger.data).toMatchObject({ notice: { key: "account.errors.passwordPaused", params: { seconds: cap } } });
    expect((await signIn(customer.email, customer.password, browser)).status).toBe(302);
    vi.setSystemTime(Date.now() + cap * 1000);
    expect((await signIn(customer.email, customer.password)).status).toBe(302);
  });

  it("gives a known browser a budget of its own, and a forged or foreign cookie none", {
    timeout: 90_000,
  }, async () => {
    const admin = await createUser(await getDb(), "admin");
    const other = await createUser(await getDb(), "adviser");
    const browser = new CookieJar();
    browser.take((await staffSignIn(admin.email, admin.password, newClient(), browser)).headers);
    const foreign = new CookieJar();
    foreign.take((await staffSignIn(other.email, other.password, newClient(), foreign)).headers);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await strangersGuess(admin.email, SIGN_IN_DELAY_PER_EMAIL.freeFailures + 2);

    // Another account's cookie, or this account's with its signature changed, counts as no cookie.
    expect((await staffSignIn(admin.email, admin.password, newClient(), foreign)).status).toBe(429);
    const forged = new CookieJar();
    for (const part of browser.header().split("; ")) {
      const [name, value] = part.split("=") as [string, string];
      forged.set(name, name.startsWith("mc.device.") ? `${value.split(".")[0]}.forged` : value);
    }
    expect((await staffSignIn(admin.email, admin.password, newClient(), forged)).status).toBe(429);

    // The known browser's own wrong passwords stop at its own budget (its holder's, nobody else's).
    for (let i = 0; i < AUTH_LIMITS.signInPerKnownDevice.limit; i++) {
      expect((await staffSignIn(admin.email, `mine-${i}`, newClient(), browser)).status).toBe(401);
    }
    expect((await staffSignIn(admin.email, admin.password, newClient(), browser)).status).toBe(429);
  });

  it("keeps the e-mailed code within the owner's reach while others have asked the address's five", async () => {
    const customer = await createCustomer(await getDb());
    const askCode = async (jar?: CookieJar) => {
      const form = new FormData();
      form.set("email", customer.email);
      return answerOf(
        await handleCodeRequest(pageRequest("/espace-client/code", jar), form, requestContextFor(newClient())),
      );
    };
    const browser = new CookieJar();
    const first = await answerOf(
      await handlePasswordSignIn(
        formPost("/espace-client/connexion", { email: customer.email, password: customer.password }),
        requestContextFor(newClient()),
      ),
    );
    browser.take(first.headers);
    for (let i = 0; i < AUTH_LIMITS.emailsPerAddress.limit; i++) expect((await askCode()).status).toBe(302);
    expect((await askCode()).status).toBe(429);
    expect((await askCode(browser)).status).toBe(302);
  });
});
