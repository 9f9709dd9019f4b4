import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Lang } from "~/i18n/config";
import { formatMoment } from "~/i18n/format";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { hashedIdentifier } from "~/server/auth/hashed-identifier";
import type { Database } from "~/server/db/client.server";
import { users, verifications } from "~/server/db/schema/auth";
import { linkEmail } from "~/server/mail/link-email";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import type { SiteConfig } from "~/server/site-config.server";
import { maskEmail, recordAccountChange } from "./contact-details.server";
import { findAccountByEmail } from "./customer-accounts.server";
import { rememberFormerIdentifier } from "./former-identifiers.server";

/**
 * A customer's new e-mail address takes effect only once a link sent to it is opened (in their
 * area, signed in): nobody can move an account to an address they do not read. The token is kept
 * hashed, like the invitation's and better-auth's, in better-auth's verifications table.
 */
export const EMAIL_CHANGE_TTL_HOURS = 24;
/** better-auth's tokens and ours: URL-safe characters; anything far from that is not one. */
export const EMAIL_CHANGE_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

const tokenHash = (token: string) => hashedIdentifier(`email-change:${token}`);

function emailChangeEmail(input: { to: string; name: string; url: string; lang: Lang; site: SiteConfig }) {
  const brand = input.site.brandName;
  return linkEmail({
    ...input,
    href: input.url,
    words: (t) => ({
      subject: t("emails.emailChange.subject", { brand }),
      title: t("emails.emailChange.title"),
      before: [t("emails.invitation.greeting", { name: input.name }), t("emails.emailChange.intro", { brand })],
      button: t("emails.emailChange.button"),
      after: [t("emails.emailChange.validity", { hours: EMAIL_CHANGE_TTL_HOURS }), t("emails.emailChange.ignore")],
    }),
  });
}

/**
 * The notice to the address being replaced (issue 46, as banks do): the change, masked, and whom
 * to tell at once if the customer did not make it. Its button writes to the broker, since whoever
 * took the account would now receive anything sent to the account itself.
 */
function emailChangedNotice(input: { to: string; newEmail: string; at: Date; lang: Lang; site: SiteConfig }) {
  const brand = input.site.brandName;
  return linkEmail({
    to: input.to,
    lang: input.lang,
    site: input.site,
    href: `mailto:${input.site.contactEmail}`,
    words: (t) => ({
      subject: t("emails.emailChanged.subject", { brand }),
      title: t("emails.emailChanged.title"),
      before: [
        t("emails.emailChanged.intro", {
          brand,
          email: maskEmail(input.newEmail) ?? "",
          when: formatMoment(input.at, input.lang),
        }),
        t("emails.emailChanged.notYou", { contact: input.site.contactEmail }),
      ],
      button: t("emails.emailChanged.button"),
    }),
  });
}

type Pending = { customerId: string; email: string };

/**
 * Sends the confirmation link to the new address. An address that already has an account gets
 * nothing (the customer is told the same either way: no one learns whose address it is).
 * Returns whether a link was sent.
 */
export async function requestEmailChange(
  db: Database,
  input: { customerId: string; name: string; newEmail: string; lang: Lang },
  site: SiteConfig,
  now = new Date(),
) {
  const email = input.newEmail.trim().toLowerCase();
  return db.transaction(async (tx) => {
    if (await findAccountByEmail(tx, email)) return false;
    const token = randomBytes(24).toString("base64url");
    const pending: Pending = { customerId: input.customerId, email };
    await tx.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: await tokenHash(token),
      value: JSON.stringify(pending),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3600_000),
      createdAt: now,
      updatedAt: now,
    });
    const url = `${site.siteUrl.replace(/\/$/, "")}${CUSTOMER_PATHS.confirmEmail}?token=${token}`;
    await enqueueOutbox(tx, [
      {
        channel: "email",
        topic: "customer.email-change",
        payload: emailChangeEmail({ to: email, name: input.name, url, lang: input.lang, site }),
      },
    ]);
    return true;
  });
}

export type EmailChangeOutcome = { ok: true; email: string } | { ok: false; reason: "invalid" | "taken" };

/**
 * Opens the link: for the customer it was sent to, within its validity, once. The account's
 * address changes (taken as verified: the link proved it is read), the change is recorded and the
 * old address told, in one transaction.
 */
export async function confirmEmailChange(
  db: Database,
  customerId: string,
  token: string,
  notice: { site: SiteConfig; lang: Lang },
  now = new Date(),
): Promise<EmailChangeOutcome> {
  if (!EMAIL_CHANGE_TOKEN.test(token)) return { ok: false, reason: "invalid" };
  const identifier = await tokenHash(token);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verifications)
      .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, now)));
    if (!row) return { ok: false, reason: "invalid" } as const;
    let pending: Pending;
    try {
      pending = JSON.parse(row.value) as Pending;
    } catch {
      return { ok: false, reason: "invalid" } as const;
    }
    // Another customer's link opens nothing (and is not spent).
    if (pending.customerId !== customerId || typeof pending.email !== "string") {
      return { ok: false, reason: "invalid" } as const;
    }
    await tx.delete(verifications).where(eq(verifications.id, row.id));
    const holder = await findAccountByEmail(tx, pending.email);
    if (holder && holder.id !== customerId) return { ok: false, reason: "taken" } as const;
    const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, customerId));
    if (!before) return { ok: false, reason: "invalid" } as const;
    await tx
      .update(users)
      .set({ email: pending.email, emailVerified: true, updatedAt: now })
      .where(eq(users.id, customerId));
    await recordAccountChange(
      tx,
      customerId,
      { field: "email", oldValue: before.email, newValue: pending.email },
      { kind: "customer" },
      now,
    );
    if (before.email.toLowerCase() !== pending.email) {
      await rememberFormerIdentifier(tx, customerId, "email", before.email, now);
      await enqueueOutbox(tx, [
        {
          channel: "email",
          topic: "customer.email-changed",
          payload: emailChangedNotice({ to: before.email, newEmail: pending.email, at: now, ...notice }),
        },
      ]);
    }
    return { ok: true, email: pending.email } as const;
  });
}
