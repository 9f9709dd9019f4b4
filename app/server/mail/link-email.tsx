import type { Lang } from "~/i18n/config";
import { createTranslator, type Translate } from "~/i18n/translate";
import type { EmailMessage } from "~/server/outbox/email.server";
import type { SiteConfig } from "~/server/site-config.server";
import { blockEmail, type EmailBlock } from "./block-email";

/** The broker's footer every customer e-mail ends with (the legal notice's "à compléter" when unset). */
export function brokerFooter(site: SiteConfig, t: Translate) {
  return t("emails.footer", {
    brand: site.brandName,
    orias: site.oriasNumber ?? t("common.toBeCompleted"),
    email: site.contactEmail,
  });
}

/**
 * A customer e-mail: the title, the blocks, the broker's footer.
 */
export function customerEmail(input: {
  to: string;
  lang: Lang;
  site: SiteConfig;
  subject: string;
  title: string;
  blocks: EmailBlock[];
}): EmailMessage {
  const { site, ...rest } = input;
  return blockEmail({ ...rest, brand: site.brandName, footer: brokerFooter(site, createTranslator(input.lang)) });
}

/**
 * A customer e-mail whose point is one link: paragraphs, the button, paragraphs after it, the
 * broker's footer; under the button, the address written out for a mail client that hides
 * buttons. The words come from `words(t)` in the reader's language.
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
  return customerEmail({
    to: input.to,
    lang: input.lang,
    site: input.site,
    subject,
    title,
    blocks: [
      ...before.map((paragraph) => ({ paragraph })),
      { button, href: input.href },
      ...after.map((paragraph) => ({ paragraph })),
      { htmlOnly: t("emails.auth.reset.fallback", { url: input.href }) },
    ],
  });
}
