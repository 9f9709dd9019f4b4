import { getDb } from "../db/index.server";
import { log } from "../logger.server";
import { getAuth } from "./auth.server";
import { CLIENT_ADDRESS_HEADER } from "./auth-budgets.server";
import { isRole, type Role, type StaffRole } from "./roles";
import { findSession, type SessionCookie } from "./session-lookup.server";

/** Who is signed in, whatever their role: what guards, loaders and actions need to know. */
export type Identity = { id: string; email: string; name: string; role: Role };
export type CustomerIdentity = Identity & { role: "customer" };
export type StaffIdentity = Identity & { role: StaffRole };

/** A session and what the guards need to know about its account beyond who it is. */
export type SignedIn = {
  identity: Identity;
  session: { id: string; createdAt: Date; updatedAt: Date };
  /** A TOTP app is enrolled (staff cannot enter the back office without one). */
  twoFactorEnabled: boolean;
  /** An admin deactivated this member of staff (their sessions end at once). */
  deactivated: boolean;
};

/** The session cookie's name and secret, as the current better-auth instance writes and signs it. */
async function sessionCookie(): Promise<SessionCookie> {
  const context = await (await getAuth()).$context;
  return { name: context.authCookies.sessionToken.name, secret: context.secret };
}

/** The session on this request and its account, or null (no cookie, a forged one, or an expired session). */
export async function getSignedIn(request: Request): Promise<SignedIn | null> {
  const found = await findSession(await getDb(), request.headers, await sessionCookie());
  if (!found) return null;
  const { id, email, name, role, twoFactorEnabled, deactivatedAt } = found.user;
  if (!isRole(role)) {
    // The column's check constraint makes this unreachable; if it ever is, nobody gets in.
    log.error("session of a user without a known role", { userId: id });
    return null;
  }
  const { id: sessionId, createdAt, updatedAt } = found.session;
  return {
    identity: { id, email, name, role },
    session: { id: sessionId, createdAt, updatedAt },
    twoFactorEnabled: twoFactorEnabled === true,
    deactivated: deactivatedAt != null,
  };
}

/** The person signed in on this request, or null (no cookie, a forged one, or an expired session). */
export async function getIdentity(request: Request): Promise<Identity | null> {
  return (await getSignedIn(request))?.identity ?? null;
}

/** The signed-in customer, or null: nobody, or a member of staff (never a customer here). */
export async function getCustomer(request: Request): Promise<CustomerIdentity | null> {
  const identity = await getIdentity(request);
  return identity?.role === "customer" ? (identity as CustomerIdentity) : null;
}

/**
 * The headers better-auth reads on a server-side call: the browser's (cookies, user agent, language)
 * plus the client address as Express resolved it, never as the browser claims it.
 */
export function authRequestHeaders(request: Request, clientAddress: string) {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  return headers;
}

/** The Set-Cookie lines of a better-auth answer (the session cookie, or its removal). */
export function sessionCookies(from: Headers, into = new Headers()) {
  for (const cookie of from.getSetCookie()) into.append("Set-Cookie", cookie);
  return into;
}
