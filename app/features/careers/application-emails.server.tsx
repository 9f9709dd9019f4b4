import { DEFAULT_LANG, isLang } from "~/i18n/config";
import { formatDate, formatFileSize } from "~/i18n/format";
import { createTranslator } from "~/i18n/translate";
import { EmailParagraph, type EmailRow, EmailTable, renderEmail, renderText } from "~/server/mail/email-layout";
import { brokerFooter } from "~/server/mail/link-email";
import type { SiteConfig } from "~/server/site-config.server";
import type { ApplicationAnnouncer, StoredApplication } from "./submit-application.server";

const PARIS_TIME = {
  format: (at: Date) => formatDate(at, "fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }),
};

/** The broker's notice (in French, the office's language). The CV stays in the back office. */
export function applicationNotificationEmail(application: StoredApplication, site: SiteConfig, to: string) {
  const t = createTranslator(DEFAULT_LANG);
  const k = (key: string, params?: Record<string, string>) => t(`careers.emails.notification.${key}`, params);
  const { reference, name } = application;
  const cv = k("cvValue", { file: application.cv.fileName, size: formatFileSize(application.cv.size, DEFAULT_LANG) });
  const rows: EmailRow[] = [
    { label: k("name"), value: name },
    { label: k("email"), value: application.email, href: `mailto:${application.email}` },
    { label: k("cv"), value: cv },
    { label: k("language"), value: application.lang },
    { label: k("receivedAt"), value: PARIS_TIME.format(application.createdAt) },
  ];
  const message = application.message || k("noMessage");
  const html = renderEmail({
    lang: DEFAULT_LANG,
    title: k("title"),
    brand: site.brandName,
    footer: reference,
    children: (
      <>
        <EmailParagraph>{k("intro", { name })}</EmailParagraph>
        <EmailTable rows={rows} />
        <EmailParagraph>
          <strong>{k("message")}</strong>
        </EmailParagraph>
        <EmailParagraph>
          <span style={{ whiteSpace: "pre-wrap" }}>{message}</span>
        </EmailParagraph>
        <EmailParagraph>{k("cvKept", { reference })}</EmailParagraph>
      </>
    ),
  });
  const text = renderText([
    k("title"),
    k("intro", { name }),
    rows,
    `${k("message")} :\n${message}`,
    k("cvKept", { reference }),
  ]);
  return {
    to,
    replyTo: application.email,
    subject: k("subject", { name, reference }),
    html,
    text,
  };
}

/** The applicant's confirmation, in their language. */
export function applicationConfirmationEmail(application: StoredApplication, site: SiteConfig) {
  const lang = isLang(application.lang) ? application.lang : DEFAULT_LANG;
  const t = createTranslator(lang);
  const k = (key: string, params?: Record<string, string>) => t(`careers.emails.confirmation.${key}`, params);
  const brand = site.brandName;
  const paragraphs = [
    k("greeting", { name: application.name }),
    k("intro", { brand, file: application.cv.fileName }),
    k("next"),
    k("reference", { reference: application.reference }),
  ];
  const html = renderEmail({
    lang,
    title: k("title"),
    brand,
    footer: brokerFooter(site, t),
    children: (
      <>
        {paragraphs.map((paragraph) => (
          <EmailParagraph key={paragraph}>{paragraph}</EmailParagraph>
        ))}
      </>
    ),
  });
  return {
    to: application.email,
    subject: k("subject", { brand, reference: application.reference }),
    html,
    text: renderText([k("title"), ...paragraphs, brokerFooter(site, t)]),
  };
}

export function applicationAnnouncer(settings: { site: SiteConfig; notifyEmail: string }): ApplicationAnnouncer {
  return (application) => [
    {
      channel: "email",
      topic: "application.notification",
      payload: applicationNotificationEmail(application, settings.site, settings.notifyEmail),
    },
    {
      channel: "email",
      topic: "application.confirmation",
      payload: applicationConfirmationEmail(application, settings.site),
    },
  ];
}
