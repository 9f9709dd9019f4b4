import { createTranslator, type Translate } from "~/i18n/translate";
import { type AuthEmailContext, registerAuthMailer } from "~/server/auth/auth-mailers.server";
import { EmailButton, EmailCode, EmailParagraph, renderEmail, renderText } from "~/server/mail/email-layout";
import { brokerFooter } from "~/server/mail/link-email";
import type { EmailMessage } from "~/server/outbox/email.server";

/** One block of a sign-in e-mail, and how it reads in the plain-text part. */
type Block =
  | { kind: "paragraph"; text: string; htmlOnly?: boolean }
  | { kind: "code"; code: string }
  | { kind: "button"; label: string; href: string };

/**
 * The layout every customer sign-in e-mail shares: its subject and title (`emails.auth.<kind>.*`),
 * its blocks, the broker's footer; and the same words as plain text.
 */
function authEmail(
  kind: "code" | "reset",
  input: AuthEmailContext & { to: string },
  blocks: (t: Translate, brand: string) => Block[],
): EmailMessage {
  const t = createTranslator(input.lang);
  const brand = input.site.brandName;
  const title = t(`emails.auth.${kind}.title`);
  const footer = brokerFooter(input.site, t);
  const content = blocks(t, brand);
  const html = renderEmail({
    lang: input.lang,
    title,
    brand,
    footer,
    children: content.map((block, index) => {
      const key = `${block.kind}-${index}`;
      if (block.kind === "code") return <EmailCode key={key}>{block.code}</EmailCode>;
      if (block.kind !== "button") return <EmailParagraph key={key}>{block.text}</EmailParagraph>;
      return (
        <EmailButton key={key} href={block.href}>
          {block.label}
        </EmailButton>
      );
    }),
  });
  const lines = content.flatMap((block) => {
    if (block.kind === "code") return [block.code];
    if (block.kind === "button") return [block.href];
    return block.htmlOnly ? [] : [block.text];
  });
  return {
    to: input.to,
    subject: t(`emails.auth.${kind}.subject`, { brand }),
    html,
    text: renderText([title, ...lines, footer]),
  };
}

const paragraph = (text: string, htmlOnly = false): Block => ({ kind: "paragraph", text, htmlOnly });

/** The one-time sign-in code, in the language the customer asked for it in. */
export function signInCodeEmail(input: AuthEmailContext & { to: string; code: string }): EmailMessage {
  return authEmail("code", input, (t, brand) => [
    paragraph(t("emails.auth.code.intro", { brand })),
    { kind: "code", code: input.code },
    paragraph(t("emails.auth.code.validity", { minutes: input.validMinutes })),
    paragraph(t("emails.auth.code.ignore")),
  ]);
}

/** The password-reset link; it passes through /api/auth, which checks the token before the form. */
export function passwordResetEmail(input: AuthEmailContext & { to: string; name: string; url: string }): EmailMessage {
  return authEmail("reset", input, (t, brand) => [
    paragraph(t("emails.auth.reset.greeting", { name: input.name })),
    paragraph(t("emails.auth.reset.intro", { brand })),
    { kind: "button", label: t("emails.auth.reset.button"), href: input.url },
    paragraph(t("emails.auth.reset.validity", { minutes: input.validMinutes })),
    // In the text part the link itself is already there, where the button stands.
    paragraph(t("emails.auth.reset.fallback", { url: input.url }), true),
    paragraph(t("emails.auth.reset.ignore")),
  ]);
}

/**
 * Hands the customer e-mails to better-auth's senders (server/auth cannot import a feature).
 * Called by every way that can make better-auth e-mail a customer (our code and reset actions,
 * and the /api/auth route) before it asks, so the words are there whatever was loaded first.
 */
export function registerCustomerAuthEmails() {
  registerAuthMailer("customers", { signInCode: signInCodeEmail, passwordReset: passwordResetEmail });
}
