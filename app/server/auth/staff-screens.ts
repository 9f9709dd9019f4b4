import { hasStaffRole, type Role, type StaffRole } from "./roles";

/**
 * The back office's menu, in groups shown in this order: the daily work on leads and requests,
 * then running the office (the team, the journal).
 */
export const STAFF_NAV_GROUPS = ["work", "admin"] as const;
export type StaffNavGroup = (typeof STAFF_NAV_GROUPS)[number];

/**
 * A back-office screen, declared once by the feature that draws it (docs/decisions/0023): where it
 * is, who may open it, where it sits in the menu. app/backoffice-nav.ts composes every feature's
 * screens into the menu; the screen's route asks `requireStaff(request, SCREEN.role)` with the
 * same role, and the authorization test probes every admin screen as an adviser.
 */
export type StaffScreen = {
  /** Its address, from app/paths/backoffice.ts. */
  path: string;
  /** Its name in the menu: a key of the `staff` dictionary. */
  label: string;
  /** The least role that opens it: the menu hides it from anyone below, its route refuses them (403). */
  role: StaffRole;
  group: StaffNavGroup;
  /** Its place within the group (smaller first). */
  order: number;
  /** Highlighted on its own address only, not on the addresses under it. */
  exact?: boolean;
  /**
   * False for an address that is no page of the menu (an admin's CSV export): declared all the
   * same, so that its role is written once and the authorization test probes it as an adviser.
   */
  inMenu?: false;
};

/** One link of the menu, as the shell draws it (the layout's loader sends only those the reader may open). */
export type StaffNavLink = {
  to: string;
  label: string;
  exact: boolean;
  group: StaffNavGroup;
  /** Something waiting on that screen (unread requests, dead deliveries), drawn beside its name: a count and what it counts (a `staff` key). */
  badge?: { count: number; label: string };
};

export type StaffNav = {
  /** Every screen, in the menu's order. */
  screens: readonly StaffScreen[];
  /** The screen at this exact address, if one is declared. */
  screenAt: (path: string) => StaffScreen | undefined;
  /** The links a member of staff with this role may follow. */
  linksFor: (role: Role) => StaffNavLink[];
};

/** The menu of every declared screen; two screens at one address is a programming error, caught at start. */
export function staffNav(screens: readonly StaffScreen[]): StaffNav {
  const byPath = new Map<string, StaffScreen>();
  for (const screen of screens) {
    if (byPath.has(screen.path)) throw new Error(`two back-office screens are at "${screen.path}"`);
    byPath.set(screen.path, screen);
  }
  const rank = (screen: StaffScreen) => STAFF_NAV_GROUPS.indexOf(screen.group);
  const ordered = [...screens].sort((a, b) => rank(a) - rank(b) || a.order - b.order);
  return {
    screens: ordered,
    screenAt: (path) => byPath.get(path),
    linksFor: (role) =>
      ordered
        .filter((screen) => screen.inMenu !== false && hasStaffRole(role, screen.role))
        .map(({ path, label, exact, group }) => ({ to: path, label, exact: exact ?? false, group })),
  };
}
