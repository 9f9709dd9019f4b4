import type { Lang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { EmailCode, EmailParagraph, renderEmail, renderText } from "~/server/mail/email-layout";
import { brokerFooter, linkEmail } from "~/server/mail/link-email";
import type { EmailMessage } from "~/server/outbox/email.server";
import type { SiteConfig } from "~/server/site-config.server";

type Common = { to: string; lang: Lang; site: SiteConfig; title: string };

const absolute = (site: SiteConfig, path: string) => `${site.siteUrl.replace(/\/$/, "")}${path}`;
const formatEnd = (lang: Lang, end: Date) =>
  new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(end);

/** "A document awaits your signature", with the link to the signing page. */
export function signatureRequestedEmail(input: Common & { name: string; path: string; expiresAt: Date }): EmailMessage {
  return linkEmail({
    to: input.to,
    lang: input.lang,
    site: input.site,
    href: absolute(input.site, input.path),
    words: (t) => ({
      subject: t("emails.signature.requested.subject", { title: input.title }),
      title: t("emails.signature.requested.title"),
      before: [
        t("emails.signature.requested.greeting", { name: input.name }),
        t("emails.signature.requested.intro", { title: input.title, brand: input.site.brandName }),
        t("emails.signature.requested.until", { date: formatEnd(input.lang, input.expiresAt) }),
      ],
      button: t("emails.signature.requested.button"),
      after: [t("emails.signature.simple")],
    }),
  });
}

/** The one reminder before the request's end of validity. */
export function signatureReminderEmail(input: Common & { name: string; path: string; expiresAt: Date }): EmailMessage {
  return linkEmail({
    to: input.to,
    lang: input.lang,
    site: input.site,
    href: absolute(input.site, input.path),
    words: (t) => ({
      subject: t("emails.signature.reminder.subject", { title: input.title }),
      title: t("emails.signature.reminder.title"),
      before: [
        t("emails.signature.requested.greeting", { name: input.name }),
        t("emails.signature.reminder.intro", { title: input.title, date: formatEnd(input.lang, input.expiresAt) }),
      ],
      button: t("emails.signature.requested.button"),
    }),
  });
}

/** The 6-digit code that signs one document; it says which one, so it is not typed elsewhere. */
export function signatureCodeEmail(input: Common & { code: string; validMinutes: number }): EmailMessage {
  const t = createTranslator(input.lang);
  const title = t("emails.signature.code.title");
  const footer = brokerFooter(input.site, t);
  const paragraphs = [
    t("emails.signature.code.intro", { title: input.title }),
    t("emails.signature.code.validity", { minutes: input.validMinutes }),
    t("emails.signature.code.ignore"),
  ];
  const html = renderEmail({
    lang: input.lang,
    title,
    brand: input.site.brandName,
    footer,
    children: (
      <>
        <EmailParagraph>{paragraphs[0]}</EmailParagraph>
        <EmailCode>{input.code}</EmailCode>
        <EmailParagraph>{paragraphs[1]}</EmailParagraph>
        <EmailParagraph>{paragraphs[2]}</EmailParagraph>
      </>
    ),
  });
  return {
    to: input.to,
    subject: t("emails.signature.code.subject", { brand: input.site.brandName }),
    html,
    text: renderText([title, paragraphs[0] as string, input.code, ...paragraphs.slice(1), footer]),
  };
}
