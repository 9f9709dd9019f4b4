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
