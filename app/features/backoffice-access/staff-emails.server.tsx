import type { Lang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { STAFF_PATHS } from "~/paths/backoffice";
import { type AuthEmailContext, registerAuthMailer } from "~/server/auth/auth-mailers.server";
import { blockEmail } from "~/server/mail/block-email";
import type { EmailMessage } from "~/server/outbox/email.server";
import type { SiteConfig } from "~/server/site-config.server";

type LinkEmail = { kind: "reset" | "invite"; to: string; name: string; url: string; lang: Lang; site: SiteConfig };

/** A staff e-mail with one link: greeting, why, the button, how long it works, what if not you. */
function linkEmail({ kind, to, name, url, lang, site }: LinkEmail, validity: string): EmailMessage {
  const t = createTranslator(lang);
  const brand = site.brandName;
  return blockEmail({
    to,
    lang,
    brand,
    subject: t(`staff.emails.${kind}.subject`, { brand }),
    title: t(`staff.emails.${kind}.title`, { brand }),
    footer: t("staff.emails.footer", { brand }),
    blocks: [
      { paragraph: t("staff.emails.greeting", { name }) },
      { paragraph: t(`staff.emails.${kind}.intro`, { brand }) },
      { button: t(`staff.emails.${kind}.button`), href: url, text: url },
      { paragraph: validity },
      { paragraph: t(`staff.emails.${kind}.ignore`) },
    ],
  });
}

/**
 * The reset link better-auth makes goes through /api/auth, which checks the token and then opens
 * the page named in `callbackURL`: for staff, always the back office's new-password screen.
 */
function toStaffScreen(url: string) {
  const link = new URL(url);
  link.searchParams.set("callbackURL", STAFF_PATHS.newPassword);
  return link.toString();
}

export function staffResetEmail(input: AuthEmailContext & { to: string; name: string; url: string }) {
  const t = createTranslator(input.lang);
  return linkEmail(
    { kind: "reset", ...input, url: toStaffScreen(input.url) },
    t("staff.emails.reset.validity", { minutes: input.validMinutes }),
  );
}

/** The invitation to set a first password (new member of staff, or `npm run create-admin`). */
export function staffInvitationEmail(input: {
  to: string;
  name: string;
  url: string;
  lang: Lang;
  site: SiteConfig;
  validHours: number;
}) {
  const t = createTranslator(input.lang);
  return linkEmail({ kind: "invite", ...input }, t("staff.emails.invite.validity", { hours: input.validHours }));
}

/**
 * Hands the staff reset e-mail to better-auth (server/auth cannot import a feature). Staff are
 * never sent sign-in codes: their second factor is their authenticator app.
 */
export function registerStaffAuthEmails() {
  registerAuthMailer("staff", {
    signInCode: () => {
      throw new Error("staff sign in with a password and TOTP, never an e-mailed code");
    },
    passwordReset: staffResetEmail,
  });
}
