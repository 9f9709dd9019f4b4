import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appEngines, runAgainstApp } from "../../../tests/support/app-under-test";
import { createCustomer, createUser, pageRequest, signedInJar } from "../../../tests/support/customers";
import { getDb } from "../db/index.server";
import { sessions, users } from "../db/schema/auth";
import { requestScope } from "../logger.server";
import { getAuth } from "./auth.server";
import { getSignedIn } from "./session.server";
import { cookieValue, verifiedToken } from "./session-lookup.server";

const COOKIE = "mc.session_token";

describe("the session cookie, read as better-call reads it", () => {
  it("takes the first cookie of that name, unquoted and decoded", () => {
    expect(cookieValue("a=1; mc.session_token=abc.%3D; mc.session_token=other", COOKIE)).toBe("abc.=");
    expect(cookieValue('mc.session_token="quoted"', COOKIE)).toBe("quoted");
    expect(cookieValue("x.mc.session_token=no; other=1", COOKIE)).toBeNull();
    expect(cookieValue(null, COOKIE)).toBeNull();
    expect(cookieValue("mc.session_token=%E0%A4%A", COOKIE)).toBe("%E0%A4%A");
  });

  it("accepts only a token signed with the secret", () => {
    const secret = "a-secret-of-at-least-thirty-two-characters";
    // HMAC-SHA256 of the token, as better-call writes it (base64, 44 characters).
    const signature = createHmac("sha256", secret).update("token-1").digest("base64");
    expect(verifiedToken(`token-1.${signature}`, secret)).toBe("token-1");
    expect(verifiedToken(`token-2.${signature}`, secret)).toBeNull();
    expect(verifiedToken(`token-1.${signature}`, `${secret}!`)).toBeNull();
    expect(verifiedToken(`token-1.${signature.slice(0, -2)}A=`, secret)).toBeNull();
    expect(verifiedToken("token-1", secret)).toBeNull();
    expect(verifiedToken(`.${signature}`, secret)).toBeNull();
  });
});

describe.each(appEngines())("the signed-in session on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000" }));

  it("finds what better-auth's getSession finds, in one statement", async () => {
    const db = await getDb();
    const staff = await createUser(db, "adviser");
    const jar = await signedInJar(staff);
    const request = pageRequest("/backoffice", jar);
    const expected = await (await getAuth()).api.getSession({ headers: request.headers });
    const scope: { requestId: string; queries?: number } = { requestId: "lookup" };
    const found = await requestScope.run(scope, () => getSignedIn(request));
    expect(scope.queries).toBe(1);
    expect(found).toEqual({
      identity: { id: staff.id, email: staff.email, name: expected?.user.name, role: "adviser" },
      session: {
        id: expected?.session.id,
        createdAt: expected?.session.createdAt,
        updatedAt: expected?.session.updatedAt,
      },
      twoFactorEnabled: true,
      deactivated: false,
    });
  });

  it("opens nothing with an altered cookie, a signed-out session, or an expired one", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const jar = await signedInJar(customer);
    const token = jar.header().match(/mc\.session_token=([^;]+)/)?.[1] ?? "";
    expect(await getSignedIn(pageRequest("/espace-client", jar))).not.toBeNull();
    const altered = jar.clone().set(
      COOKIE,
      token.replace(/^./, (c) => (c === "a" ? "b" : "a")),
    );
    expect(await getSignedIn(pageRequest("/espace-client", altered))).toBeNull();

    const decoded = decodeURIComponent(token);
    const sessionToken = decoded.slice(0, decoded.lastIndexOf("."));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, sessionToken));
    expect(await getSignedIn(pageRequest("/espace-client", jar))).toBeNull();
    // The expired row is gone, as better-auth removes it.
    expect(await db.select().from(sessions).where(eq(sessions.token, sessionToken))).toEqual([]);

    const again = await signedInJar(customer);
    expect(await getSignedIn(pageRequest("/espace-client", again))).not.toBeNull();
    await db.delete(sessions).where(eq(sessions.userId, customer.id));
    expect(await getSignedIn(pageRequest("/espace-client", again))).toBeNull();
  });

  it("tells the guards at once that an account was deactivated", async () => {
    const db = await getDb();
    const staff = await createUser(db, "admin");
    const jar = await signedInJar(staff);
    expect((await getSignedIn(pageRequest("/backoffice", jar)))?.deactivated).toBe(false);
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, staff.id));
    expect((await getSignedIn(pageRequest("/backoffice", jar)))?.deactivated).toBe(true);
  });
});
