import type { Lang } from "~/i18n/config";
import { formatDay } from "~/i18n/format";
import { createTranslator } from "~/i18n/translate";
import { parisToday } from "../contracts/contract-dates";
import { EmailParagraph, renderEmail, renderText } from "../mail/email-layout";
import { brokerFooter } from "../mail/link-email";
import type { EmailMessage } from "../outbox/email.server";
import type { SiteConfig } from "../site-config.server";

/**
 * The notice article 12.3 asks for when the answer to a request is postponed: the new date and
 * the reasons, in the person's language, sent within the first month (the extension's own check).
 */
export function extensionEmail(input: {
  to: string;
  lang: Lang;
  site: SiteConfig;
  reference: string;
  until: Date;
  reason: string;
}): EmailMessage {
  const t = createTranslator(input.lang);
  const until = formatDay(parisToday(input.until), input.lang);
  const title = t("emails.privacyExtension.title", { reference: input.reference });
  const paragraphs = [
    t("emails.privacyExtension.body", { reference: input.reference, date: until }),
    t("emails.privacyExtension.reason", { reason: input.reason }),
    t("emails.privacyExtension.rights"),
  ];
  const footer = brokerFooter(input.site, t);
  return {
    to: input.to,
    subject: t("emails.privacyExtension.subject", { reference: input.reference }),
    html: renderEmail({
      lang: input.lang,
      title,
      brand: input.site.brandName,
      footer,
      children: paragraphs.map((text) => <EmailParagraph key={text}>{text}</EmailParagraph>),
    }),
    text: renderText([title, ...paragraphs, footer]),
  };
}
