import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Lang } from "~/i18n/config";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { screenPerson } from "~/server/asset-freeze/screening.server";
import { hashedIdentifier } from "~/server/auth/hashed-identifier";
import type { Database, Transaction as Tx } from "~/server/db/client.server";
import { users, verifications } from "~/server/db/schema/auth";
import { customerContactDetails, customerProfiles } from "~/server/db/schema/customers";
import { linkEmail } from "~/server/mail/link-email";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import type { SiteConfig } from "~/server/site-config.server";

/** The invitation link lets the new customer choose a password once, within 72 hours. */
export const INVITATION_TTL_HOURS = 72;

function invitationEmail(input: { to: string; name: string; url: string; lang: Lang; site: SiteConfig }) {
  const brand = input.site.brandName;
  return linkEmail({
    ...input,
    href: input.url,
    words: (t) => ({
      subject: t("emails.invitation.subject", { brand }),
      title: t("emails.invitation.title", { brand }),
      before: [t("emails.invitation.greeting", { name: input.name }), t("emails.invitation.intro", { brand })],
      button: t("emails.invitation.button"),
      after: [t("emails.invitation.validity", { hours: INVITATION_TTL_HOURS })],
    }),
  });
}

/** The account (of any role) that holds this e-mail address, whatever its case, or null. */
export async function findAccountByEmail(db: Tx | Database, email: string) {
  const [account] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return account ?? null;
}

export type NewCustomer = {
  email: string;
  firstName: string;
  lastName: string;
  /** The day the person became a client: today, or their first contract's start when already past. */
  memberSince: string;
  /** A phone they gave (a lead's, already checked and in E.164): their contact details start with it. */
  phone?: string | null;
  /** The language of the invitation e-mail. */
  lang: Lang;
  /** The lead the customer came from, so the invitation's delivery shows on its page. */
  leadId?: string;
  /** Their birth date when staff know it: the asset-freeze screening compares it (issue 44). */
  birthDate?: string | null;
};

/**
 * A customer account without a password yet (role customer, e-mail taken as verified: staff
 * know the person) with its profile, and the invitation e-mail whose link sets the password
 * (72 hours, once), inside the caller's transaction. Every new customer is screened against the
 * national register of asset freezes there (CMF L562-4): logged, a possible match held for the
 * admins, who are alerted; it stops their contracts until an admin clears it (`assertNotFrozen`).
 */
export async function createInvitedCustomer(tx: Tx, input: NewCustomer, site: SiteConfig, now = new Date()) {
  const customerId = crypto.randomUUID();
  const email = input.email.trim().toLowerCase();
  const name = [input.firstName, input.lastName].filter(Boolean).join(" ");
  await tx.insert(users).values({ id: customerId, name, email, emailVerified: true, role: "customer" });
  await tx.insert(customerProfiles).values({
    userId: customerId,
    firstName: input.firstName,
    lastName: input.lastName,
    memberSince: input.memberSince,
    birthDate: input.birthDate ?? null,
  });
  await screenPerson(
    tx,
    {
      customerId,
      leadId: input.leadId ?? null,
      firstName: input.firstName,
      lastName: input.lastName,
      birthDate: input.birthDate ?? null,
    },
    { trigger: input.leadId ? "leadConversion" : "customerCreated", site },
    now,
  );
  if (input.phone) await givePhoneIfNone(tx, customerId, input.phone);
  const token = randomBytes(24).toString("base64url");
  await tx.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: await hashedIdentifier(`reset-password:${token}`),
    value: customerId,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * 3600_000),
    createdAt: now,
    updatedAt: now,
  });
  const invitationUrl = `${site.siteUrl.replace(/\/$/, "")}${CUSTOMER_PATHS.newPassword}?token=${token}`;
  await enqueueOutbox(tx, [
    {
      channel: "email",
      topic: "customer.invitation",
      leadId: input.leadId,
      payload: invitationEmail({ to: email, name: input.firstName, url: invitationUrl, lang: input.lang, site }),
    },
  ]);
  return { customerId, invitationUrl };
}

/**
 * A phone the customer gave elsewhere (a quote request) becomes their contact phone when they have
 * none yet; one they or staff already set is kept.
 */
export async function givePhoneIfNone(tx: Tx, customerId: string, phone: string) {
  await tx
    .insert(customerContactDetails)
    .values({ userId: customerId, phone })
    .onConflictDoUpdate({
      target: customerContactDetails.userId,
      set: { phone: sql`coalesce(${customerContactDetails.phone}, excluded.phone)` },
    });
}
