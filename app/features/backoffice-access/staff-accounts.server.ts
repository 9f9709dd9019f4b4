import { generateRandomString } from "better-auth/crypto";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Lang } from "~/i18n/config";
import { STAFF_PATHS } from "~/paths/backoffice";
import { type AuditActor, recordStaffAction } from "~/server/audit/audit-log.server";
import { getAuth } from "~/server/auth/auth.server";
import { setCredentialPassword } from "~/server/auth/credential-password.server";
import { hashPassword } from "~/server/auth/password-hash.server";
import { STAFF_ROLES, type StaffRole } from "~/server/auth/roles";
import type { Database } from "~/server/db/client.server";
import { sessions, users } from "~/server/db/schema/auth";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import type { SiteConfig } from "~/server/site-config.server";
import { staffInvitationEmail } from "./staff-emails.server";
import { removeSecondFactor } from "./two-factor.server";

/** An invitation (or create-admin's) link sets the first password: 72 hours, once. */
export const INVITATION_TTL_HOURS = 72;

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  deactivatedAt: Date | null;
  createdAt: Date;
};

const staffColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  twoFactorEnabled: users.twoFactorEnabled,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};

export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select(staffColumns)
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(sql`${users.deactivatedAt} is not null`), asc(users.name));
  return rows as StaffMember[];
}

export async function findStaff(db: Pick<Database, "select">, id: string): Promise<StaffMember | null> {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES])));
  return (row as StaffMember | undefined) ?? null;
}

/**
 * A link that sets a password once: better-auth's own reset token (stored hashed), valid 72 hours,
 * consumed by /backoffice/nouveau-mot-de-passe through auth.api.resetPassword.
 */
export async function mintPasswordLink(siteUrl: string, userId: string, hours = INVITATION_TTL_HOURS) {
  const token = generateRandomString(32);
  const context = await (await getAuth()).$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + hours * 3_600_000),
  });
  return new URL(`${STAFF_PATHS.newPassword}?token=${token}`, siteUrl).toString();
}

export type NewStaff = { email: string; name: string; role: StaffRole; password?: string };

export class StaffExistsError extends Error {}

/**
 * Creates a member of staff (no password unless one is given: the invitation link sets it). An
 * address that already has an account, staff or customer, is refused: one person, one role.
 */
export async function createStaffMember(
  db: Database,
  staff: NewStaff,
  onCreate?: (tx: Database, id: string) => Promise<void>,
) {
  const id = crypto.randomUUID();
  const email = staff.email.trim().toLowerCase();
  const passwordHash = staff.password ? await hashPassword(staff.password) : null;
  await db.transaction(async (tx) => {
    await insertStaffAccount(tx, id, email, staff);
    if (passwordHash) await setCredentialPassword(tx, id, passwordHash);
    await onCreate?.(tx as unknown as Database, id);
  });
  return id;
}

/** The account row itself; an address already in use (staff or customer) is refused. */
async function insertStaffAccount(
  tx: Pick<Database, "insert">,
  id: string,
  email: string,
  staff: Pick<NewStaff, "name" | "role">,
) {
  const inserted = await tx
    .insert(users)
    .values({ id, name: staff.name, email, emailVerified: true, role: staff.role })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (inserted.length === 0) throw new StaffExistsError(email);
}

/** An admin invites a colleague: the account, its audit line and the e-mail commit together. */
export async function inviteStaff(
  db: Database,
  actor: AuditActor,
  staff: Omit<NewStaff, "password">,
  mail: { site: SiteConfig; lang: Lang },
) {
  const id = crypto.randomUUID();
  // The token row is written first (better-auth's adapter, its own statement); without the
  // account it opens nothing, and the account below is created under this id.
  const url = await mintPasswordLink(mail.site.siteUrl, id);
  const email = staff.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await insertStaffAccount(tx, id, email, staff);
    await recordStaffAction(tx, actor, {
      action: "staff.invite",
      target: { type: "user", id },
      details: { email, role: staff.role },
    });
    const payload = staffInvitationEmail({
      to: email,
      name: staff.name,
      url,
      lang: mail.lang,
      site: mail.site,
      validHours: INVITATION_TTL_HOURS,
    });
    await enqueueOutbox(tx, [{ channel: "email", topic: "staff.invitation", payload }]);
  });
  return id;
}

export type StaffChange = "deactivate" | "reactivate" | "reset-2fa";

/**
 * One admin change to a colleague, audited in the same transaction. Nobody changes their own
 * account this way (an admin cannot lock themselves out). Returns false for an unknown member.
 */
export async function changeStaff(
  db: Database,
  actor: AuditActor & { id: string },
  targetId: string,
  change: StaffChange,
) {
  if (targetId === actor.id) return "self" as const;
  return db.transaction(async (tx) => {
    const member = await findStaff(tx, targetId);
    if (!member) return "unknown" as const;
    if (change === "deactivate") {
      await tx
        .update(users)
        .set({ deactivatedAt: new Date() })
        .where(and(eq(users.id, targetId), isNull(users.deactivatedAt)));
      await tx.delete(sessions).where(eq(sessions.userId, targetId));
    } else if (change === "reactivate") {
      await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, targetId));
    } else {
      await removeSecondFactor(tx, targetId);
    }
    await recordStaffAction(tx, actor, {
      action: `staff.${change}`,
      target: { type: "user", id: targetId },
      details: { email: member.email },
    });
    return "done" as const;
  });
}
