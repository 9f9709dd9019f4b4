import { generateRandomString } from "better-auth/crypto";
import { eq, like } from "drizzle-orm";
import { generateSync } from "otplib";
import { DEMO_CUSTOMER, type SeededCustomer } from "~/demo/demo-customers";
import { enrolWithSecret } from "~/features/backoffice-access/two-factor.server";
import { seedDemoCustomer } from "~/features/customer-auth/demo-customer.server";
import { getAuth } from "~/server/auth/auth.server";
import { hashPassword } from "~/server/auth/password-hash.server";
import type { Role } from "~/server/auth/roles";
import { authRequestHeaders } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import { accounts, users } from "~/server/db/schema/auth";
import { rateLimits } from "~/server/db/schema/rate-limits";
import { CookieJar } from "./cookie-jar";

export { CookieJar };

/** A customer of its own for each test (unique address), built like the demo one. */
export function customerDraft(overrides: Partial<SeededCustomer> = {}): SeededCustomer {
  const unique = crypto.randomUUID().slice(0, 8);
  return { ...DEMO_CUSTOMER, email: `client.${unique}@example.fr`, password: `Mot-de-passe-${unique}`, ...overrides };
}

export async function createCustomer(db: Database, overrides: Partial<SeededCustomer> = {}) {
  const draft = customerDraft(overrides);
  const { userId } = await seedDemoCustomer(db, draft);
  return { ...draft, id: userId };
}

/**
 * An account of any role (staff have no customer profile), with a password to sign in with. Staff
 * are enrolled with a TOTP secret the test knows (`totpSecret`, base32), unless `enrolled` is false.
 */
export async function createUser(db: Database, role: Role, options: { enrolled?: boolean } = {}) {
  const unique = crypto.randomUUID().slice(0, 8);
  const person = { id: crypto.randomUUID(), email: `${role}.${unique}@example.fr`, password: `Mot-de-passe-${unique}` };
  await db.insert(users).values({ id: person.id, name: `${role} ${unique}`, email: person.email, role });
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: person.id,
    providerId: "credential",
    userId: person.id,
    password: await hashPassword(person.password),
    updatedAt: new Date(),
  });
  if (role === "customer" || options.enrolled === false) return { ...person, role, totpSecret: undefined };
  const { secretText, backupCodes } = await enrolWithSecret(db, person.id, generateRandomString(32));
  return { ...person, role, totpSecret: secretText, backupCodes };
}

/** The code an authenticator app shows now for a base32 secret. */
export function totpCode(secret: string) {
  return generateSync({ secret });
}

/**
 * A browser signed in as this person through better-auth itself (the customer screens refuse
 * staff): the password, then, for enrolled staff, a TOTP code computed from their secret.
 */
export async function signedInJar(person: { email: string; password: string; totpSecret?: string }) {
  const auth = await getAuth();
  const client = crypto.randomUUID();
  const { headers, response } = await auth.api.signInEmail({
    body: { email: person.email, password: person.password },
    headers: authRequestHeaders(new Request("http://localhost:3000/"), client),
    returnHeaders: true,
  });
  const jar = new CookieJar().take(headers);
  if (!("twoFactorRedirect" in response) || !person.totpSecret) return jar;
  await forgetUsedTotpCodes(person.email);
  const second = await auth.api.verifyTOTP({
    body: { code: totpCode(person.totpSecret) },
    headers: authRequestHeaders(pageRequest("/", jar), client),
    returnHeaders: true,
  });
  return jar.take(second.headers);
}

/**
 * A code opens one session (totp-single-use.server.ts). A person waits for the next code; a test
 * signing one person in twice within 30 seconds forgets the codes already used instead.
 */
async function forgetUsedTotpCodes(email: string) {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (user) await db.delete(rateLimits).where(like(rateLimits.key, `totp-used:${user.id}:%`));
}

/** A form post as a browser sends it, with this jar's cookies. */
export function formPost(path: string, fields: Record<string, string>, jar?: CookieJar) {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (jar) headers.set("Cookie", jar.header());
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
  });
}

export function pageRequest(path: string, jar?: CookieJar) {
  return new Request(`http://localhost:3000${path}`, { headers: jar ? { Cookie: jar.header() } : {} });
}

/** What a route handler answered, whether a redirect (Response) or data with a status. */
export type Answer<T = unknown> = { status: number; headers: Headers; location: string | null; data: T | undefined };

/**
 * A thrown Error is no answer: it is the 500 the server would send, so it is thrown again here,
 * never read as a 200 (tests that catch what a handler throws pass it on to this function).
 */
export async function answerOf<T = unknown>(result: unknown): Promise<Answer<T>> {
  if (result instanceof Error) throw result;
  if (result instanceof Response) {
    const type = result.headers.get("Content-Type") ?? "";
    const data = type.includes("json") ? ((await result.clone().json()) as T) : undefined;
    return { status: result.status, headers: result.headers, location: result.headers.get("Location"), data };
  }
  const wrapped = result as { data: T; init?: { status?: number; headers?: HeadersInit } | null };
  return {
    status: wrapped.init?.status ?? 200,
    headers: new Headers(wrapped.init?.headers),
    location: null,
    data: wrapped.data,
  };
}
