import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMER, SECOND_DEMO_CUSTOMER } from "~/demo/demo-customers";
import { loadCustomerHome } from "~/features/customer-area/customer-home.server";
import { seedDemoAreas } from "~/features/customer-area/demo-areas.server";
import { seedDemoCustomer } from "~/features/customer-auth/demo-customer.server";
import { handlePasswordSignIn } from "~/features/customer-auth/password-sign-in.server";
import "~/i18n/dictionaries.server";
import { getCustomer } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { accounts, users } from "~/server/db/schema/auth";
import { customerProfiles } from "~/server/db/schema/customers";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, CookieJar, formPost, pageRequest } from "../support/customers";

async function signIn(password: string) {
  const answer = await answerOf(
    await handlePasswordSignIn(
      formPost("/espace-client/connexion", { email: DEMO_CUSTOMER.email, password }),
      requestContextFor(),
    ),
  );
  return { status: answer.status, jar: new CookieJar().take(answer.headers) };
}

const SITE = { siteUrl: "http://localhost:3000", referralGiftCents: 7500 };

describe.each(appEngines())("demo customer seed on %s", (engine) => {
  runAgainstApp(engine);

  it("creates the demo customer once, however often it runs, with the spec's figures", async () => {
    const db = await getDb();
    const first = await seedDemoCustomer(db);
    const second = await seedDemoCustomer(db);
    expect(second.userId).toBe(first.userId);

    const rows = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    expect(rows).toHaveLength(1);
    expect(await db.select().from(accounts).where(eq(accounts.userId, first.userId))).toHaveLength(1);
    const [profile] = await db.select().from(customerProfiles).where(eq(customerProfiles.userId, first.userId));
    expect(profile).toMatchObject({ firstName: "Camille", lastName: "Laurent", memberSince: "2023-01-15" });
  });

  it("signs in with the documented password, and the home shows the stored figures", async () => {
    const db = await getDb();
    await seedDemoCustomer(db);
    await seedDemoCustomer(db, SECOND_DEMO_CUSTOMER);
    await seedDemoAreas(db);
    const { status, jar } = await signIn(DEMO_CUSTOMER.password);
    expect(status).toBe(302);
    const customer = await getCustomer(pageRequest("/espace-client", jar));
    expect(customer?.email).toBe(DEMO_CUSTOMER.email);
    const home = await loadCustomerHome(db, customer as NonNullable<typeof customer>, "fr", SITE);
    expect(home).toMatchObject({
      firstName: "Camille",
      fullName: "Camille Laurent",
      initials: "CL",
      memberSince: "janvier 2023",
      activeContracts: 3,
      sponsorship: { referrals: 7, gifts: 2, progress: 1, toNextGift: 2 },
      notifications: { unread: 2 },
    });
    expect(home.contracts).toHaveLength(3);
    expect(home.notifications.latest).toHaveLength(3);
    expect(home.sponsorship.saved.replace(/\s/g, " ")).toBe("150 €");
    expect(home.monthlyPremium.replace(/\s/g, " ")).toBe("245 €");
    const english = await loadCustomerHome(db, customer as NonNullable<typeof customer>, "en", SITE);
    expect(english.memberSince).toBe("January 2023");
  });

  it("brings the demo back to its documented state (password and figures)", async () => {
    const db = await getDb();
    const { userId } = await seedDemoCustomer(db);
    await db.update(customerProfiles).set({ firstName: "Changed" }).where(eq(customerProfiles.userId, userId));
    await db.update(accounts).set({ password: "not-a-hash" }).where(eq(accounts.userId, userId));
    await seedDemoCustomer(db);
    const [profile] = await db.select().from(customerProfiles).where(eq(customerProfiles.userId, userId));
    expect(profile?.firstName).toBe("Camille");
    expect((await signIn(DEMO_CUSTOMER.password)).status).toBe(302);
  });
});
