import { queryOf } from "~/forms/form-reader";
import { GUARDED_AREAS, RETURN_TO_PARAM } from "~/server/auth/areas";
import { safeRedirectPath } from "~/server/safe-redirect";

/**
 * The customer sign-in screens' addresses. They sit beside the guarded customer area, not inside
 * it (routes.ts): a signed-out visitor must reach them. A plain module (no server code), so
 * screens and actions share one list.
 */
export const AUTH_PATHS = {
  /** The customer area's home, where a customer lands after signing in. */
  home: GUARDED_AREAS.customer.home,
  signIn: GUARDED_AREAS.customer.signIn,
  code: "/espace-client/code",
  forgot: "/espace-client/mot-de-passe-oublie",
  /** Where the emailed reset link lands, once /api/auth has checked its token. */
  newPassword: "/espace-client/nouveau-mot-de-passe",
  signOut: GUARDED_AREAS.customer.signOut,
} as const;

/**
 * The page to open after signing in: the one the guard sent the visitor away from, carried in the
 * sign-in screens' addresses (their forms post to the same address), and only if it is local.
 */
export function returnToOf(url: URL | string): string {
  return safeRedirectPath(queryOf(new URL(url, "http://x")).get(RETURN_TO_PARAM), AUTH_PATHS.home);
}

/** A sign-in screen's address that keeps the page to come back to (and any other parameters). */
export function keepReturnTo(path: string, returnTo: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams(extra);
  if (returnTo !== AUTH_PATHS.home) query.set(RETURN_TO_PARAM, returnTo);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
