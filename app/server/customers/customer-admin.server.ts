import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { refusalsIn } from "~/server/action-error";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import { sessions, users } from "~/server/db/schema/auth";
import { customerFiles } from "~/server/db/schema/customer-files";
import { TEXT_MAX, TITLE_MAX } from "~/server/limits";
import { createNotification } from "~/server/notifications/notifications.server";
import { isAccountId } from "~/server/record-ids";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { isAssignableStaff } from "~/server/staff/staff-directory.server";
import {
  type ContactDetails,
  type DetailField,
  NO_DETAILS,
  readContactDetails,
  saveContactDetails,
} from "./contact-details.server";
import { createInvitedCustomer, findAccountByEmail, type NewCustomer } from "./customer-accounts.server";

/** A staff change the rules refuse: its 4xx and the key of its message (`customers-admin.errors`). */
export const customerRefusal = refusalsIn("customers-admin.errors");

async function requireCustomerAccount(db: Database, customerId: string) {
  // An id no account can have (a NUL byte from the address) is unknown, not a database error.
  if (!isAccountId(customerId)) throw customerRefusal(404, "notFound");
  const [row] = await db
    .select({ id: users.id, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, "customer")));
  if (!row) throw customerRefusal(404, "notFound");
  return row;
}

/**
 * Staff change a customer's contact details on their behalf: the same check and the same
 * recorder as the customer's own edit ("Mes informations"), plus, in the same transaction, the
 * audit record (before/after) and a notice telling the customer.
 */
export async function editCustomerDetails(
  db: Database,
  actor: StaffActor,
  customerId: string,
  details: ContactDetails,
  now = new Date(),
): Promise<DetailField[]> {
  await requireCustomerAccount(db, customerId);
  const before = await readContactDetails(db, customerId);
  return saveContactDetails(db, customerId, details, { kind: "staff", staffId: actor.id }, now, async (tx, changed) => {
    const pick = (from: ContactDetails) =>
      Object.fromEntries(changed.map((field) => [field, from[field] ?? NO_DETAILS[field]]));
    await recordStaffAction(tx, actor, {
      action: "customer.details",
      target: { type: "customer", id: customerId },
      details: { before: pick(before), after: pick(details) },
    });
    await createNotification(tx as unknown as Database, { customerId, kind: "detailsChanged", createdAt: now });
  });
}

/** Who follows the customer (null: nobody); audited. */
export async function assignCustomerAdviser(
  db: Database,
  actor: StaffActor,
  customerId: string,
  adviserId: string | null,
) {
  await requireCustomerAccount(db, customerId);
  if (adviserId && !(await isAssignableStaff(db, adviserId))) throw customerRefusal(400, "adviserUnknown");
  await db.transaction(async (tx) => {
    const [file] = await tx.select().from(customerFiles).where(eq(customerFiles.customerId, customerId)).for("update");
    const from = file?.adviserId ?? null;
    if (from === adviserId) return;
    await tx
      .insert(customerFiles)
      .values({ customerId, adviserId })
      .onConflictDoUpdate({ target: customerFiles.customerId, set: { adviserId, updatedAt: new Date() } });
    await recordStaffAction(tx, actor, {
      action: "customer.adviser",
      target: { type: "customer", id: customerId },
      details: { before: from, after: adviserId },
    });
  });
}

/**
 * An admin closes or reopens a customer's account. Closing ends every session at once; better-auth
 * then refuses the account any new one (auth.server.ts), and the sign-in screen says why.
 */
export async function setCustomerAccountActive(
  db: Database,
  actor: StaffActor,
  customerId: string,
  active: boolean,
  now = new Date(),
) {
  await requireCustomerAccount(db, customerId);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ deactivatedAt: active ? null : now })
      .where(and(eq(users.id, customerId), active ? isNotNull(users.deactivatedAt) : isNull(users.deactivatedAt)))
      .returning({ id: users.id });
    if (changed.length === 0) return;
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, customerId));
    await recordStaffAction(tx, actor, {
      action: active ? "customer.reactivate" : "customer.deactivate",
      target: { type: "customer", id: customerId },
      details: { before: active ? "deactivated" : "active", after: active ? "active" : "deactivated" },
    });
  });
}

export const NOTICE_LIMITS = { title: TITLE_MAX, message: TEXT_MAX } as const;

/**
 * A notice staff write to a customer: it appears in their notifications. `link`, when given, is an
 * address of the customer area, checked by the caller against the area's own paths; audited.
 */
export async function sendCustomerNotice(
  db: Database,
  actor: StaffActor,
  customerId: string,
  notice: { title: string; message: string; link: string | null },
) {
  await requireCustomerAccount(db, customerId);
  return db.transaction(async (tx) => {
    const row = await createNotification(tx as unknown as Database, {
      customerId,
      kind: "message",
      title: notice.title,
      message: notice.message,
      params: notice.link ? { link: notice.link } : {},
    });
    await recordStaffAction(tx, actor, {
      action: "customer.notify",
      target: { type: "customer", id: customerId },
      details: { notificationId: row.id, title: notice.title, link: notice.link },
    });
    return row;
  });
}

export type StaffNewCustomer = NewCustomer & { phone: string | null; adviserId: string | null };

/**
 * Staff record a new customer: the account without a password and its profile, the invitation
 * e-mail whose link sets the password (72 h, once, as a converted lead's), the phone, the adviser
 * and the audit record, in one transaction. An address that already has an account is refused
 * (409), the existing customer's id given so the screen can lead there.
 */
export async function createCustomerByStaff(
  db: Database,
  actor: StaffActor,
  input: StaffNewCustomer,
  site: SiteConfig,
  now = new Date(),
) {
  if (input.adviserId && !(await isAssignableStaff(db, input.adviserId))) {
    throw customerRefusal(400, "adviserUnknown");
  }
  return db.transaction(async (tx) => {
    const existing = await findAccountByEmail(tx, input.email);
    if (existing) throw customerRefusal(409, existing.role === "customer" ? "emailIsCustomer" : "emailTaken");
    // The phone, when given, starts the contact details (createInvitedCustomer writes it).
    const invited = await createInvitedCustomer(tx, input, site, now);
    if (input.adviserId) {
      await tx
        .update(customerFiles)
        .set({ adviserId: input.adviserId })
        .where(eq(customerFiles.customerId, invited.customerId));
    }
    await recordStaffAction(tx, actor, {
      action: "customer.create",
      target: { type: "customer", id: invited.customerId },
      details: {
        after: { email: input.email, firstName: input.firstName, lastName: input.lastName, adviserId: input.adviserId },
      },
    });
    return invited;
  });
}

/** The customer account that holds this address, if any (for the 409's link). */
export async function customerIdByEmail(db: Database, email: string) {
  const account = await findAccountByEmail(db, email);
  return account?.role === "customer" ? account.id : null;
}
