import { redirect } from "react-router";
import { CLIENT_ADDRESS_HEADER, getAuth } from "./auth.server";
import { AUTH_PATHS } from "./paths";

/** Who is signed in: what every protected loader, action and API needs to know. */
export type Customer = { id: string; email: string; name: string };

/** The signed-in customer of this request, or null (no cookie, a forged one, or an expired session). */
export async function getCustomer(request: Request): Promise<Customer | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/** The first line of every protected loader and action (CONVENTIONS 4): signed out → sign-in screen. */
export async function requireCustomer(request: Request): Promise<Customer> {
  const customer = await getCustomer(request);
  if (!customer) throw redirect(AUTH_PATHS.home);
  return customer;
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
