/**
 * The guarded areas (docs/decisions/0011): where each one starts, where a visitor signs in to
 * enter it, and where they sign out. The guards send visitors to these addresses; each area's
 * own feature owns its other screens. A plain module: screens and servers share it.
 */
export const GUARDED_AREAS = {
  /** The customer area (requireCustomer). */
  customer: { home: "/espace-client", signIn: "/espace-client/connexion", signOut: "/espace-client/deconnexion" },
  /** The staff back office (requireStaff); `enrol` is where staff without a TOTP app set one up. */
  staff: {
    home: "/backoffice",
    signIn: "/backoffice/connexion",
    signOut: "/backoffice/deconnexion",
    enrol: "/backoffice/connexion/activation",
  },
} as const;

export type GuardedArea = keyof typeof GUARDED_AREAS;

/** On the staff sign-in screen: the session ended by itself (too long, or idle). */
export const SESSION_ENDED_PARAM = "session-expiree";

/** The query parameter that carries the page to come back to after signing in. */
export const RETURN_TO_PARAM = "redirectTo";

/**
 * The sign-in address of an area, remembering the page the visitor asked for (the area's home
 * is where everyone lands anyway, so it is not repeated in the address).
 */
export function signInPath(area: GuardedArea, returnTo?: string | null) {
  const { home, signIn } = GUARDED_AREAS[area];
  if (!returnTo || returnTo === home) return signIn;
  return `${signIn}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}`;
}
