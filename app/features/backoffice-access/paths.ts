import { queryOf } from "~/forms/form-reader";
import { GUARDED_AREAS, RETURN_TO_PARAM } from "~/server/auth/areas";
import { safeRedirectPath } from "~/server/safe-redirect";

/** The back office's sign-in screens and admin screens (a plain module: screens and actions share it). */
export const STAFF_PATHS = {
  home: GUARDED_AREAS.staff.home,
  signIn: GUARDED_AREAS.staff.signIn,
  code: "/backoffice/connexion/code",
  backupCode: "/backoffice/connexion/secours",
  enrol: GUARDED_AREAS.staff.enrol,
  forgot: "/backoffice/mot-de-passe-oublie",
  /** The emailed reset link and the invitation link both land here. */
  newPassword: "/backoffice/nouveau-mot-de-passe",
  signOut: GUARDED_AREAS.staff.signOut,
  team: "/backoffice/equipe",
  journal: "/backoffice/journal",
} as const;

/** Query flags the sign-in screen turns into a notice. */
export const SIGN_IN_NOTICES = {
  deconnexion: "staff.notices.signedOut",
  "session-expiree": "staff.notices.sessionEnded",
  "etape-expiree": "staff.notices.stepExpired",
  "trop-d-essais": "staff.notices.tooManyCodes",
  motdepasse: "staff.notices.passwordSet",
} as const;

export function signInNoticeOf(url: URL): string | null {
  for (const [param, key] of Object.entries(SIGN_IN_NOTICES)) if (url.searchParams.has(param)) return key;
  return null;
}

/** The back-office page to open after signing in, only if it is one (never another area). */
export function staffReturnToOf(url: URL | string): string {
  const path = safeRedirectPath(queryOf(new URL(url, "http://x")).get(RETURN_TO_PARAM), STAFF_PATHS.home);
  return path === STAFF_PATHS.home || path.startsWith(`${STAFF_PATHS.home}/`) ? path : STAFF_PATHS.home;
}

/** A screen's address that keeps the page to come back to. */
export function withReturnTo(path: string, returnTo: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams(extra);
  if (returnTo !== STAFF_PATHS.home) query.set(RETURN_TO_PARAM, returnTo);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
