import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { action as authAction, loader as authLoader } from "~/routes/api/auth";
import { getAuth } from "~/server/auth/auth.server";
import { getDb } from "~/server/db/index.server";
import { sessions, users } from "~/server/db/schema/auth";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { CookieJar, createCustomer, signedInJar } from "../support/customers";

async function call(method: "GET" | "POST", path: string, jar?: CookieJar, body?: unknown) {
  const headers = new Headers();
  if (jar) headers.set("Cookie", jar.header());
  if (body) headers.set("Content-Type", "application/json");
  const request = new Request(`http://localhost:3000/api/auth/${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const args = { request, context: requestContextFor(), params: { "*": path } } as never;
  return method === "GET" ? authLoader(args) : authAction(args);
}

describe.each(appEngines())("session tokens on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000" }));
  // Opening and migrating the database belongs to the setup, not to the first test\'s time.
  beforeAll(() => getDb());

  it("never reach a script: sign-in, get-session and list-sessions answer without them", async () => {
    const customer = await createCustomer(await getDb());
    const signIn = await call("POST", "sign-in/email", undefined, {
      email: customer.email,
      password: customer.password,
    });
    expect(signIn.status).toBe(200);
    const jar = new CookieJar().take(signIn.headers);
    expect(jar.has("mc.session_token")).toBe(true);
    const [row] = await (await getDb()).select().from(sessions).where(eq(sessions.userId, customer.id));
    const token = row?.token as string;
    expect(token).toBeTruthy();

    const signInText = await signIn.text();
    expect(signInText).not.toContain(token);
    expect(JSON.parse(signInText).user.email).toBe(customer.email);

    const session = await call("GET", "get-session", jar);
    const sessionText = await session.text();
    expect(sessionText).not.toContain(token);
    const body = JSON.parse(sessionText);
    expect(body.user).toMatchObject({ email: customer.email, role: "customer" });
    expect(body.session.userId).toBe(customer.id);
    expect(body.session).not.toHaveProperty("token");

    await signedInJar(customer);
    const list = await call("GET", "list-sessions", jar);
    const listed = JSON.parse(await list.text()) as Array<Record<string, unknown>>;
    expect(listed).toHaveLength(2);
    for (const entry of listed) expect(entry).not.toHaveProperty("token");
    const stored = await (await getDb())
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, customer.id));
    expect(stored).toHaveLength(2);
    for (const { token: secret } of stored) expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it("leaves refusals and the signed-out answer as better-auth wrote them", async () => {
    const customer = await createCustomer(await getDb());
    const wrong = await call("POST", "sign-in/email", undefined, { email: customer.email, password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).code).toBe("INVALID_EMAIL_OR_PASSWORD");
    const signedOut = await call("GET", "get-session");
    expect(signedOut.status).toBe(200);
    expect(await signedOut.json()).toBeNull();
  });

  it("no one sets their own role through better-auth: not over HTTP, not through its API", async () => {
    const customer = await createCustomer(await getDb());
    const jar = await signedInJar(customer);
    const http = await call("POST", "update-user", jar, { role: "admin" });
    expect(http.status).toBe(404);
    const auth = await getAuth();
    await expect(
      auth.api.updateUser({ body: { role: "admin" } as never, headers: new Headers({ Cookie: jar.header() }) }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const [row] = await (await getDb()).select({ role: users.role }).from(users).where(eq(users.id, customer.id));
    expect(row?.role).toBe("customer");
  });
});
