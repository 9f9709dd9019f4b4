import { DEFAULT_LANG, isLang, type Lang } from "~/i18n/config";
import { formatMoment } from "~/i18n/format";
import { createTranslator, type Translate } from "~/i18n/translate";
import { EmailParagraph, renderEmail, renderText } from "~/server/mail/email-layout";
import { brokerFooter, linkEmail } from "~/server/mail/link-email";
import type { EmailMessage } from "~/server/outbox/email.server";
import type { SiteConfig } from "~/server/site-config.server";

/**
 * The mediator a complaint's final answer must name (ACPR 2022-R-01), from the site's
 * configuration; an unset part reads "à compléter", as the legal notice does.
 */
export function mediatorParagraph(site: SiteConfig, t: Translate) {
  return t("complaints.mediator.text", {
    name: site.mediatorName ?? t("common.toBeCompleted"),
    contact: site.mediatorAddress ?? t("common.toBeCompleted"),
  });
}

export function mediatorIn(lang: string, site: SiteConfig) {
  return mediatorParagraph(site, createTranslator(isLang(lang) ? lang : DEFAULT_LANG));
}

type PublicComplaint = {
  reference: string;
  lang: string;
  createdAt: Date;
  submitterName: string | null;
  submitterEmail: string | null;
};

function plainEmail(to: string, lang: Lang, site: SiteConfig, subject: string, paragraphs: string[]): EmailMessage {
  const t = createTranslator(lang);
  const footer = brokerFooter(site, t);
  const html = renderEmail({
    lang,
    title: subject,
    brand: site.brandName,
    footer,
    children: (
      <>
        {paragraphs.map((paragraph) => (
          <EmailParagraph key={paragraph}>{paragraph}</EmailParagraph>
        ))}
      </>
    ),
  });
  return { to, subject, html, text: renderText([subject, ...paragraphs, footer]) };
}

/**
 * What a person who filed a complaint on the public page receives at once: its reference, when it
 * was received, and the two promises (acknowledged within 10 working days, answered within two
 * months). They have no area to sign in to, so the e-mail is the whole message.
 */
export function publicComplaintReceiptEmail(
  complaint: PublicComplaint & { submitterEmail: string },
  site: SiteConfig,
  /** When the address is a customer's: the link that joins the complaint to their area. */
  linkUrl: string | null = null,
) {
  const lang = isLang(complaint.lang) ? complaint.lang : DEFAULT_LANG;
  const t = createTranslator(lang);
  const params = {
    name: complaint.submitterName ?? "",
    reference: complaint.reference,
    when: formatMoment(complaint.createdAt, lang),
  };
  const paragraphs = [
    t("complaints.emails.greeting", params),
    t("complaints.emails.receipt.body", params),
    t("complaints.emails.receipt.clocks"),
  ];
  const subject = t("complaints.emails.receipt.subject", params);
  if (!linkUrl) return plainEmail(complaint.submitterEmail, lang, site, subject, paragraphs);
  return linkEmail({
    to: complaint.submitterEmail,
    lang,
    site,
    href: linkUrl,
    words: (tr) => ({
      subject,
      title: subject,
      before: [...paragraphs, tr("complaints.emails.receipt.link")],
      button: tr("complaints.emails.receipt.linkButton"),
      after: [tr("complaints.emails.receipt.linkIgnore")],
    }),
  });
}

/**
 * News on a public complaint from someone without an account: the words themselves travel, since
 * there is no area behind a sign-in to keep them in.
 */
export function publicComplaintUpdateEmail(
  complaint: PublicComplaint & { submitterEmail: string },
  what: "answered" | "done" | "refused",
  text: string | null,
  site: SiteConfig,
) {
  const lang = isLang(complaint.lang) ? complaint.lang : DEFAULT_LANG;
  const t = createTranslator(lang);
  const params = { name: complaint.submitterName ?? "", reference: complaint.reference };
  return plainEmail(complaint.submitterEmail, lang, site, t(`complaints.emails.update.${what}`, params), [
    t("complaints.emails.greeting", params),
    ...(text ? [text] : []),
  ]);
}
