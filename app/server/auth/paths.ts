/**
 * The customer area's addresses. A plain module (no server code), so screens, actions and the
 * auth configuration share one list.
 */
export const AUTH_PATHS = {
  home: "/espace-client",
  code: "/espace-client/code",
  forgot: "/espace-client/mot-de-passe-oublie",
  /** Where the emailed reset link lands, once /api/auth has checked its token. */
  newPassword: "/espace-client/nouveau-mot-de-passe",
  signOut: "/espace-client/deconnexion",
} as const;
