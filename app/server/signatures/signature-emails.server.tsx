import type { Lang } from "~/i18n/config";
import { createTranslator, type Translate } from "~/i18n/translate";
import { customerEmail, linkEmail } from "~/server/mail/link-email";
import type { EmailMessage } from "~/server/outbox/email.server";
import type { SiteConfig } from "~/server/site-config.server";

type Common = { to: string; lang: Lang; site: SiteConfig; title: string };

const absolute = (site: SiteConfig, path: string) => `${site.siteUrl.replace(/\/$/, "")}${path}`;
const formatEnd = (lang: Lang, end: Date) =>
  new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(end);

type SigningLink = Common & { name: string; path: string; expiresAt: Date };

/** The signing page's link, in the request's or the reminder's words (`emails.signature.<kind>.*`). */
function signingLinkEmail(
  input: SigningLink,
  kind: "requested" | "reminder",
  words: (t: Translate) => { before: string[]; after?: string[] },
): EmailMessage {
  return linkEmail({
    to: input.to,
    lang: input.lang,
    site: input.site,
    href: absolute(input.site, input.path),
    words: (t) => ({
      subject: t(`emails.signature.${kind}.subject`, { title: input.title }),
      title: t(`emails.signature.${kind}.title`),
      button: t("emails.signature.requested.button"),
      ...words(t),
    }),
  });
}

/** "A document awaits your signature", with the link to the signing page. */
export function signatureRequestedEmail(input: SigningLink): EmailMessage {
  return signingLinkEmail(input, "requested", (t) => ({
    before: [
      t("emails.signature.requested.greeting", { name: input.name }),
      t("emails.signature.requested.intro", { title: input.title, brand: input.site.brandName }),
      t("emails.signature.requested.until", { date: formatEnd(input.lang, input.expiresAt) }),
    ],
    after: [t("emails.signature.simple")],
  }));
}

/** The one reminder before the request's end of validity. */
export function signatureReminderEmail(input: SigningLink): EmailMessage {
  return signingLinkEmail(input, "reminder", (t) => ({
    before: [
      t("emails.signature.requested.greeting", { name: input.name }),
      t("emails.signature.reminder.intro", { title: input.title, date: formatEnd(input.lang, input.expiresAt) }),
    ],
  }));
}

/** The 6-digit code that signs one document; it says which one, so it is not typed elsewhere. */
export function signatureCodeEmail(input: Common & { code: string; validMinutes: number }): EmailMessage {
  const t = createTranslator(input.lang);
  return customerEmail({
    to: input.to,
    lang: input.lang,
    site: input.site,
    subject: t("emails.signature.code.subject", { brand: input.site.brandName }),
    title: t("emails.signature.code.title"),
    blocks: [
      { paragraph: t("emails.signature.code.intro", { title: input.title }) },
      { code: input.code },
      { paragraph: t("emails.signature.code.validity", { minutes: input.validMinutes }) },
      { paragraph: t("emails.signature.code.ignore") },
    ],
  });
}
