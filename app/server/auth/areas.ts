import { STAFF_PATHS } from "~/paths/backoffice";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { RETURN_TO_PARAM } from "~/paths/return-to";

/**
 * The guarded areas (docs/decisions/0011): where each one starts, where a visitor signs in to
 * enter it, and where they sign out. The guards send visitors to these addresses; each area's
 * addresses are built in app/paths/. A plain module: screens and servers share it.
 */
export const GUARDED_AREAS = {
  /** The customer area (requireCustomer). */
  customer: { home: CUSTOMER_PATHS.home, signIn: CUSTOMER_PATHS.signIn, signOut: CUSTOMER_PATHS.signOut },
  /** The staff back office (requireStaff); `enrol` is where staff without a TOTP app set one up. */
  staff: { home: STAFF_PATHS.home, signIn: STAFF_PATHS.signIn, signOut: STAFF_PATHS.signOut, enrol: STAFF_PATHS.enrol },
} as const;

export type GuardedArea = keyof typeof GUARDED_AREAS;

/** On the staff sign-in screen: the session ended by itself (too long, or idle). */
export const SESSION_ENDED_PARAM = "session-expiree";

export { RETURN_TO_PARAM };

/**
 * The sign-in address of an area, remembering the page the visitor asked for (the area's home
 * is where everyone lands anyway, so it is not repeated in the address).
 */
export function signInPath(area: GuardedArea, returnTo?: string | null) {
  const { home, signIn } = GUARDED_AREAS[area];
  if (!returnTo || returnTo === home) return signIn;
  return `${signIn}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}`;
}
