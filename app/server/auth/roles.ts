/**
 * Who a user is to the broker. One users table for everyone who signs in: customers use the
 * customer area, staff (advisers, and admins who also manage staff and settings) the back office.
 * A plain module: the schema, the guards and the screens share the list.
 */
export const ROLES = ["customer", "adviser", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ["adviser", "admin"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function isStaffRole(role: Role): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}
