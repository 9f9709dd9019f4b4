import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { handleSecondFactor, handleStaffSignIn } from "~/features/backoffice-access/sign-in.server";
import { handlePasswordSignIn } from "~/features/customer-auth/password-sign-in.server";
import "~/i18n/dictionaries.server";
import { getAuth } from "~/server/auth/auth.server";
import { getDb } from "~/server/db/index.server";
import { sessions } from "~/server/db/schema/auth";
import { rateLimits } from "~/server/db/schema/rate-limits";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, createCustomer, createUser, formPost, signedInJar, totpCode } from "../support/customers";

const SESSION_COOKIE = "mc.session_token";

/** Whose session a cookie header opens, or null. */
async function holderOf(cookie: string) {
  const auth = await getAuth();
  return (await auth.api.getSession({ headers: new Headers({ cookie }) }))?.user.id ?? null;
}

async function sessionCount(userId: string) {
  return (await (await getDb()).select().from(sessions).where(eq(sessions.userId, userId))).length;
}

/** ASVS 5.0, 7.2.4: a sign-in issues a new session token and ends the one the browser held. */
describe.each(appEngines())("signing in replaces the browser's session on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000" }));
  beforeAll(() => getDb());

  it("a customer signing in again gets a new token; the old one opens nothing, another device keeps its own", async () => {
    const customer = await createCustomer(await getDb());
    const browser = await signedInJar(customer);
    const otherDevice = await signedInJar(customer);
    const before = browser.header();
    expect(await holderOf(before)).toBe(customer.id);

    const again = await answerOf(
      await handlePasswordSignIn(
        formPost("/espace-client/connexion", { email: customer.email, password: customer.password }, browser),
        requestContextFor(),
      ),
    );
    expect(again.status).toBe(302);
    const after = browser.clone().take(again.headers).header();
    expect(after).toContain(`${SESSION_COOKIE}=`);
    expect(after).not.toBe(before);
    expect(await holderOf(after)).toBe(customer.id);
    expect(await holderOf(before)).toBeNull();
    expect(await holderOf(otherDevice.header())).toBe(customer.id);
    expect(await sessionCount(customer.id)).toBe(2);
  });

  it("a refused sign-in leaves the browser's session as it was", async () => {
    const customer = await createCustomer(await getDb());
    const browser = await signedInJar(customer);
    const wrong = await answerOf(
      await handlePasswordSignIn(
        formPost("/espace-client/connexion", { email: customer.email, password: "pas-le-bon-mot" }, browser),
        requestContextFor(),
      ),
    );
    expect(wrong.status).toBe(401);
    expect(await holderOf(browser.header())).toBe(customer.id);
  });

  it("a member of staff signing in again (password, then code) ends the session the browser held", async () => {
    const staff = await createUser(await getDb(), "adviser");
    const browser = await signedInJar(staff);
    const before = browser.header();
    expect(await holderOf(before)).toBe(staff.id);
    const context = requestContextFor();
    const first = await answerOf(
      await handleStaffSignIn(
        formPost("/backoffice/connexion", { email: staff.email, password: staff.password }, browser),
        context,
      ),
    );
    expect(first.location).toBe("/backoffice/connexion/code");
    const challenged = browser.clone().take(first.headers);
    // signedInJar used this time step's code; a person would wait for the next one.
    await (await getDb()).delete(rateLimits).where(like(rateLimits.key, `totp-used:${staff.id}:%`));
    const second = await answerOf(
      await handleSecondFactor(
        formPost("/backoffice/connexion/code", { code: totpCode(staff.totpSecret as string) }, challenged),
        context,
        "totp",
      ),
    );
    expect(second.status).toBe(302);
    const after = challenged.clone().take(second.headers).header();
    expect(await holderOf(after)).toBe(staff.id);
    expect(await holderOf(before)).toBeNull();
    expect(await sessionCount(staff.id)).toBe(1);
  });

  it("a customer's session ends a week after sign-in, and use never extends it (ASVS 7.3.2)", async () => {
    const customer = await createCustomer(await getDb());
    const signedInAt = Date.now();
    const browser = await signedInJar(customer);
    const [row] = await (await getDb()).select().from(sessions).where(eq(sessions.userId, customer.id));
    const week = 7 * 24 * 60 * 60 * 1000;
    expect(row?.expiresAt.getTime()).toBeGreaterThanOrEqual(signedInAt + week - 5_000);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + week);
    // better-auth's refresh, which would push the end forward on use, is off.
    await (await getDb())
      .update(sessions)
      .set({ updatedAt: new Date(signedInAt - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(sessions.userId, customer.id));
    expect(await holderOf(browser.header())).toBe(customer.id);
    const [after] = await (await getDb()).select().from(sessions).where(eq(sessions.userId, customer.id));
    expect(after?.expiresAt.getTime()).toBe(row?.expiresAt.getTime());
    // Past its end, the cookie opens nothing.
    await (await getDb())
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, customer.id));
    expect(await holderOf(browser.header())).toBeNull();
  });
});
