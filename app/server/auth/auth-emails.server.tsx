import type { Lang } from "~/i18n/config";
import { createTranslator, type Translate } from "~/i18n/translate";
import { EmailButton, EmailCode, EmailParagraph, renderEmail, renderText } from "../mail/email-layout";
import type { EmailMessage } from "../outbox/email.server";
import type { SiteConfig } from "../site-config.server";

function footer(site: SiteConfig, t: Translate) {
  return t("emails.footer", {
    brand: site.brandName,
    orias: site.oriasNumber ?? t("common.toBeCompleted"),
    email: site.contactEmail,
  });
}

/** The one-time sign-in code, in the language the customer asked for it in. */
export function signInCodeEmail(input: {
  to: string;
  code: string;
  lang: Lang;
  site: SiteConfig;
  validMinutes: number;
}): EmailMessage {
  const t = createTranslator(input.lang);
  const title = t("emails.auth.code.title");
  const intro = t("emails.auth.code.intro", { brand: input.site.brandName });
  const validity = t("emails.auth.code.validity", { minutes: input.validMinutes });
  const ignore = t("emails.auth.code.ignore");
  const html = renderEmail({
    lang: input.lang,
    title,
    brand: input.site.brandName,
    footer: footer(input.site, t),
    children: (
      <>
        <EmailParagraph>{intro}</EmailParagraph>
        <EmailCode>{input.code}</EmailCode>
        <EmailParagraph>{validity}</EmailParagraph>
        <EmailParagraph>{ignore}</EmailParagraph>
      </>
    ),
  });
  return {
    to: input.to,
    subject: t("emails.auth.code.subject", { brand: input.site.brandName }),
    html,
    text: renderText([title, intro, input.code, validity, ignore, footer(input.site, t)]),
  };
}

/** The password-reset link; it passes through /api/auth, which checks the token before the form. */
export function passwordResetEmail(input: {
  to: string;
  name: string;
  url: string;
  lang: Lang;
  site: SiteConfig;
  validMinutes: number;
}): EmailMessage {
  const t = createTranslator(input.lang);
  const title = t("emails.auth.reset.title");
  const greeting = t("emails.auth.reset.greeting", { name: input.name });
  const intro = t("emails.auth.reset.intro", { brand: input.site.brandName });
  const validity = t("emails.auth.reset.validity", { minutes: input.validMinutes });
  const fallback = t("emails.auth.reset.fallback", { url: input.url });
  const ignore = t("emails.auth.reset.ignore");
  const html = renderEmail({
    lang: input.lang,
    title,
    brand: input.site.brandName,
    footer: footer(input.site, t),
    children: (
      <>
        <EmailParagraph>{greeting}</EmailParagraph>
        <EmailParagraph>{intro}</EmailParagraph>
        <EmailButton href={input.url}>{t("emails.auth.reset.button")}</EmailButton>
        <EmailParagraph>{validity}</EmailParagraph>
        <EmailParagraph>{fallback}</EmailParagraph>
        <EmailParagraph>{ignore}</EmailParagraph>
      </>
    ),
  });
  return {
    to: input.to,
    subject: t("emails.auth.reset.subject", { brand: input.site.brandName }),
    html,
    text: renderText([title, greeting, intro, input.url, validity, ignore, footer(input.site, t)]),
  };
}
