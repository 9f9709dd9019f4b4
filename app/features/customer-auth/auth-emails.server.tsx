import { createTranslator, type Translate } from "~/i18n/translate";
import { type AuthEmailContext, registerAuthMailer } from "~/server/auth/auth-mailers.server";
import { EmailButton, EmailCode, EmailParagraph, renderEmail, renderText } from "~/server/mail/email-layout";
import type { EmailMessage } from "~/server/outbox/email.server";

/** One block of a sign-in e-mail, and how it reads in the plain-text part. */
type Block =
  | { kind: "paragraph"; text: string; htmlOnly?: boolean }
  | { kind: "code"; code: string }
  | { kind: "button"; label: string; href: string };

/** The layout every customer sign-in e-mail shares: a title, its blocks, the broker's footer. */
function authEmail(
  to: string,
  context: AuthEmailContext,
  words: { subject: string; title: string; blocks: Block[] },
  t: Translate,
): EmailMessage {
  const end = t("emails.footer", {
    brand: context.site.brandName,
    orias: context.site.oriasNumber ?? t("common.toBeCompleted"),
    email: context.site.contactEmail,
  });
  const html = renderEmail({
    lang: context.lang,
    title: words.title,
    brand: context.site.brandName,
    footer: end,
    children: words.blocks.map((block, index) => {
      const key = `${block.kind}-${index}`;
      if (block.kind === "code") return <EmailCode key={key}>{block.code}</EmailCode>;
      if (block.kind === "button")
        return (
          <EmailButton key={key} href={block.href}>
            {block.label}
          </EmailButton>
        );
      return <EmailParagraph key={key}>{block.text}</EmailParagraph>;
    }),
  });
  const lines = words.blocks.flatMap((block) => {
    if (block.kind === "code") return [block.code];
    if (block.kind === "button") return [block.href];
    return block.htmlOnly ? [] : [block.text];
  });
  return { to, subject: words.subject, html, text: renderText([words.title, ...lines, end]) };
}

/** The one-time sign-in code, in the language the customer asked for it in. */
export function signInCodeEmail(input: AuthEmailContext & { to: string; code: string }): EmailMessage {
  const t = createTranslator(input.lang);
  const brand = input.site.brandName;
  return authEmail(
    input.to,
    input,
    {
      subject: t("emails.auth.code.subject", { brand }),
      title: t("emails.auth.code.title"),
      blocks: [
        { kind: "paragraph", text: t("emails.auth.code.intro", { brand }) },
        { kind: "code", code: input.code },
        { kind: "paragraph", text: t("emails.auth.code.validity", { minutes: input.validMinutes }) },
        { kind: "paragraph", text: t("emails.auth.code.ignore") },
      ],
    },
    t,
  );
}

/** The password-reset link; it passes through /api/auth, which checks the token before the form. */
export function passwordResetEmail(input: AuthEmailContext & { to: string; name: string; url: string }): EmailMessage {
  const t = createTranslator(input.lang);
  const brand = input.site.brandName;
  return authEmail(
    input.to,
    input,
    {
      subject: t("emails.auth.reset.subject", { brand }),
      title: t("emails.auth.reset.title"),
      blocks: [
        { kind: "paragraph", text: t("emails.auth.reset.greeting", { name: input.name }) },
        { kind: "paragraph", text: t("emails.auth.reset.intro", { brand }) },
        { kind: "button", label: t("emails.auth.reset.button"), href: input.url },
        { kind: "paragraph", text: t("emails.auth.reset.validity", { minutes: input.validMinutes }) },
        { kind: "paragraph", text: t("emails.auth.reset.fallback", { url: input.url }), htmlOnly: true },
        { kind: "paragraph", text: t("emails.auth.reset.ignore") },
      ],
    },
    t,
  );
}

/**
 * Hands the customer e-mails to better-auth's senders (server/auth cannot import a feature).
 * Called by every way that can make better-auth e-mail a customer (our code and reset actions,
 * and the /api/auth route) before it asks, so the words are there whatever was loaded first.
 */
export function registerCustomerAuthEmails() {
  registerAuthMailer("customers", { signInCode: signInCodeEmail, passwordReset: passwordResetEmail });
}
