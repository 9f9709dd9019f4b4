import type { Lang } from "~/i18n/config";
import { createTranslator, type Translate } from "~/i18n/translate";
import type { EmailMessage } from "~/server/outbox/email.server";
import type { SiteConfig } from "~/server/site-config.server";
import { EmailButton, EmailParagraph, renderEmail, renderText } from "./email-layout";

/** The broker's footer every customer e-mail ends with (the legal notice's "à compléter" when unset). */
export function brokerFooter(site: SiteConfig, t: Translate) {
  return t("emails.footer", {
    brand: site.brandName,
    orias: site.oriasNumber ?? t("common.toBeCompleted"),
    email: site.contactEmail,
  });
}

/**
 * A customer e-mail whose point is one link: paragraphs, the button, paragraphs after it, the
 * broker's footer; under the button, the address written out for a mail client that hides
 * buttons. The plain-text part says the same words, the link beside its label. The words come
 * from `words(t)` in the reader's language.
 */
export function linkEmail(input: {
  to: string;
  lang: Lang;
  site: SiteConfig;
  href: string;
  words: (t: Translate) => { subject: string; title: string; before: string[]; button: string; after?: string[] };
}): EmailMessage {
  const t = createTranslator(input.lang);
  const { subject, title, before, button, after = [] } = input.words(t);
  const footer = brokerFooter(input.site, t);
  const html = renderEmail({
    lang: input.lang,
    title,
    brand: input.site.brandName,
    footer,
    children: (
      <>
        {before.map((paragraph) => (
          <EmailParagraph key={paragraph}>{paragraph}</EmailParagraph>
        ))}
        <EmailButton href={input.href}>{button}</EmailButton>
        {after.map((paragraph) => (
          <EmailParagraph key={paragraph}>{paragraph}</EmailParagraph>
        ))}
        <EmailParagraph>{t("emails.auth.reset.fallback", { url: input.href })}</EmailParagraph>
      </>
    ),
  });
  return {
    to: input.to,
    subject,
    html,
    text: renderText([title, ...before, `${button} : ${input.href}`, ...after, footer]),
  };
}
