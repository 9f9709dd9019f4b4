import { DEFAULT_LANG, isLang } from "~/i18n/config";
import { formatDay, formatMoment } from "~/i18n/format";
import { createTranslator } from "~/i18n/translate";
import { SITE_PATHS } from "~/paths/site";
import { EmailParagraph, type EmailRow, EmailTable, renderEmail, renderText } from "~/server/mail/email-layout";
import { customerEmail } from "~/server/mail/link-email";
import type { EmailMessage } from "~/server/outbox/email.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { CancellationDetails } from "./request-summary";

/** The link's two addresses: its page, and the same page asking "ce n'est pas moi" first. */
export function cancellationLinks(siteUrl: string, token: string) {
  const confirm = `${siteUrl}${SITE_PATHS.cancelConfirm}?jeton=${encodeURIComponent(token)}`;
  return { confirm, disown: `${confirm}&reponse=non` };
}

/**
 * What the contract's holder receives at once, at the address on file, when someone asks on the
 * public page to cancel their contract: when, in whose name, to what effect; a link that confirms
 * it and one that says it was not them. Nothing changes on the contract before they answer.
 */
export function cancellationLinkEmail(input: {
  to: string;
  holderName: string;
  lang: string;
  site: SiteConfig;
  details: CancellationDetails;
  requestedAt: Date;
  expiresAt: Date;
  token: string;
}): EmailMessage {
  const lang = isLang(input.lang) ? input.lang : DEFAULT_LANG;
  const t = createTranslator(lang);
  const { confirm, disown } = cancellationLinks(input.site.siteUrl, input.token);
  const params = {
    name: input.holderName,
    reference: input.details.contractReference,
    when: formatMoment(input.requestedAt, lang),
    requester: input.details.name,
    date: formatDay(input.details.effectDate, lang),
    until: formatMoment(input.expiresAt, lang),
  };
  const k = (key: string) => t(`complaints.cancel.holderLink.${key}`, params);
  return customerEmail({
    to: input.to,
    lang,
    site: input.site,
    subject: k("subject"),
    title: k("subject"),
    blocks: [
      { paragraph: k("greeting") },
      { paragraph: k("body") },
      { paragraph: k("effect") },
      { button: k("confirm"), href: confirm },
      { paragraph: k("notMe") },
      { button: k("disown"), href: disown },
      { paragraph: k("expires") },
    ],
  });
}

/** Customer service's notice, in French, that a holder disowned a public cancellation made in their name. */
export function disownedCancellationEmail(
  draft: { details: CancellationDetails; submitter: { name: string; email: string } },
  to: string,
  site: SiteConfig,
  requestedAt: Date,
): EmailMessage {
  const t = createTranslator(DEFAULT_LANG);
  const title = t("complaints.cancel.disowned.title", { reference: draft.details.contractReference });
  const intro = t("complaints.cancel.disowned.intro");
  const rows: EmailRow[] = [
    { label: t("requests.summary.sentAt"), value: formatMoment(requestedAt, DEFAULT_LANG) },
    { label: t("requests.summary.name"), value: draft.submitter.name },
    { label: t("requests.summary.email"), value: draft.submitter.email },
    { label: t("complaints.summary.contractReference"), value: draft.details.contractReference },
  ];
  const html = renderEmail({
    lang: DEFAULT_LANG,
    title,
    brand: site.brandName,
    footer: draft.details.contractReference,
    children: (
      <>
        <EmailParagraph>{intro}</EmailParagraph>
        <EmailTable rows={rows} />
      </>
    ),
  });
  return { to, subject: title, html, text: renderText([title, intro, rows]) };
}
