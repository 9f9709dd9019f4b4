/**
 * Who a user is to the broker. One users table for everyone who signs in: customers use the
 * customer area, staff (advisers, and admins who also manage staff and settings) the back office.
 * A plain module: the schema, the guards and the screens share the list.
 */
export const ROLES = ["customer", "adviser", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Staff roles from the least to the most: each may do everything the ones before it may. */
export const STAFF_ROLES = ["adviser", "admin"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === "string" && (STAFF_ROLES as readonly string[]).includes(role);
}

/**
 * The one rule of the back office's rights (docs/decisions/0023): may someone with `role` do
 * what needs `needed`? The guard (requireStaff), the menu and the screens' own switches all ask
 * this, never `role === "admin"`.
 */
export function hasStaffRole(role: Role, needed: StaffRole): boolean {
  return isStaffRole(role) && STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(needed);
}
