import { describe, expect, it } from "vitest";
import { handleStaffSignIn } from "~/features/backoffice-access/sign-in.server";
import { handlePasswordSignIn } from "~/features/customer-auth/password-sign-in.server";
import "~/i18n/dictionaries.server";
import { AUTH_LIMITS } from "~/server/auth/auth-limits";
import { getDb } from "~/server/db/index.server";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, CookieJar, createCustomer, createUser, formPost } from "../support/customers";

const newClient = () => `192.0.2.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 8)}`;

/** The staff sign-in screen's first step (e-mail and password), from one address, with a browser's cookies. */
async function staffSignIn(email: string, password: string, clientIp = newClient(), jar?: CookieJar) {
  const request = formPost("/backoffice/connexion", { email, password }, jar);
  return answerOf(await handleStaffSignIn(request, requestContextFor(clientIp)).catch((thrown) => thrown));
}

/**
 * Issue 48, item 3: twenty wrong passwords from twenty addresses made the administrator's right
 * password answer 429 for 15 minutes, with no other way in for staff. A browser that signed in
 * before keeps its way in (a budget of its own); a new one still meets the account's pause.
 */
describe.each(appEngines())("others' wrong passwords do not lock the owner out, on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000" }));

  it("lets the administrator's own browser in while strangers have spent the account's budget", async () => {
    const admin = await createUser(await getDb(), "admin");
    const browser = new CookieJar();
    const first = await staffSignIn(admin.email, admin.password, newClient(), browser);
    expect(first.status).toBe(302);
    browser.take(first.headers);
    expect(browser.header().match(/mc\.device\./g)).toHaveLength(1);

    for (let i = 0; i < AUTH_LIMITS.signInPerEmail.limit; i++) {
      expect((await staffSignIn(admin.email, `wrong-${i}`)).status).toBe(401);
    }
    // A browser that never signed in meets the pause, the right password too.
    expect((await staffSignIn(admin.email, admin.password)).status).toBe(429);
    // The administrator's own browser, from any address, is let through to the code step.
    const own = await staffSignIn(admin.email, admin.password, newClient(), browser);
    expect(own.status).toBe(302);
    expect(own.location).toBe("/backoffice/connexion/code");
  });

  it("does the same for a customer on the area's sign-in screen", async () => {
    const customer = await createCustomer(await getDb());
    const signIn = async (password: string, jar?: CookieJar) =>
      answerOf(
        await handlePasswordSignIn(
          formPost("/espace-client/connexion", { email: customer.email, password }, jar),
          requestContextFor(newClient()),
        ),
      );
    const browser = new CookieJar();
    const first = await signIn(customer.password, browser);
    expect(first.status).toBe(302);
    browser.take(first.headers);
    for (let i = 0; i < AUTH_LIMITS.signInPerEmail.limit; i++) expect((await signIn(`wrong-${i}`)).status).toBe(401);
    expect((await signIn(customer.password)).status).toBe(429);
    expect((await signIn(customer.password, browser)).status).toBe(302);
  });

  it("gives a known browser a budget of its own, and a forged or foreign cookie none", async () => {
    const admin = await createUser(await getDb(), "admin");
    const other = await createUser(await getDb(), "adviser");
    const browser = new CookieJar();
    browser.take((await staffSignIn(admin.email, admin.password, newClient(), browser)).headers);
    const foreign = new CookieJar();
    foreign.take((await staffSignIn(other.email, other.password, newClient(), foreign)).headers);
    for (let i = 0; i < AUTH_LIMITS.signInPerEmail.limit; i++) await staffSignIn(admin.email, `wrong-${i}`);

    // Another account's cookie, or this account's with its signature changed, counts as no cookie.
    expect((await staffSignIn(admin.email, admin.password, newClient(), foreign)).status).toBe(429);
    const forged = new CookieJar();
    for (const part of browser.header().split("; ")) {
      const [name, value] = part.split("=") as [string, string];
      forged.set(name, name.startsWith("mc.device.") ? `${value.split(".")[0]}.forged` : value);
    }
    expect((await staffSignIn(admin.email, admin.password, newClient(), forged)).status).toBe(429);

    // The known browser's own wrong passwords stop at its own budget.
    for (let i = 0; i < AUTH_LIMITS.signInPerKnownDevice.limit; i++) {
      expect((await staffSignIn(admin.email, `mine-${i}`, newClient(), browser)).status).toBe(401);
    }
    expect((await staffSignIn(admin.email, admin.password, newClient(), browser)).status).toBe(429);
  });
});
