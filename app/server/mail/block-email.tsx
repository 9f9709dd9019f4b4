import type { EmailMessage } from "~/server/outbox/email.server";
import {
  EmailButton,
  EmailCode,
  EmailParagraph,
  type EmailRow,
  EmailTable,
  renderEmail,
  renderText,
} from "./email-layout";

/**
 * One piece of an e-mail, in reading order: a paragraph; a button (in the plain-text part, its
 * label and address, or `text` where the e-mail says it otherwise); a one-time code; a table of
 * facts; a paragraph only the HTML part needs (the address written out under a button: the
 * plain text already shows it).
 */
export type EmailBlock =
  | { paragraph: string }
  | { button: string; href: string; text?: string }
  | { code: string }
  | { rows: EmailRow[] }
  | { htmlOnly: string };

function blockHtml(block: EmailBlock) {
  if ("button" in block)
    return (
      <EmailButton key={block.href} href={block.href}>
        {block.button}
      </EmailButton>
    );
  if ("code" in block) return <EmailCode key={block.code}>{block.code}</EmailCode>;
  if ("rows" in block) return <EmailTable key="rows" rows={block.rows} />;
  const text = "paragraph" in block ? block.paragraph : block.htmlOnly;
  return <EmailParagraph key={text}>{text}</EmailParagraph>;
}

function blockText(block: EmailBlock): Array<string | EmailRow[]> {
  if ("button" in block) return [block.text ?? `${block.button} : ${block.href}`];
  if ("code" in block) return [block.code];
  if ("rows" in block) return [block.rows];
  return "paragraph" in block ? [block.paragraph] : [];
}

/**
 * An e-mail in the site's layout: the title, the blocks, the footer. The plain-text part says the
 * same words in the same order, so both parts always agree.
 */
export function blockEmail(input: {
  to: string;
  lang: string;
  brand: string;
  subject: string;
  title: string;
  footer: string;
  blocks: EmailBlock[];
}): EmailMessage {
  const html = renderEmail({
    lang: input.lang,
    title: input.title,
    brand: input.brand,
    footer: input.footer,
    children: <>{input.blocks.map(blockHtml)}</>,
  });
  return {
    to: input.to,
    subject: input.subject,
    html,
    text: renderText([input.title, ...input.blocks.flatMap(blockText), input.footer]),
  };
}
