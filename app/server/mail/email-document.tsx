import { EmailHeading, EmailParagraph, type EmailRow, EmailTable, renderEmail, renderText } from "./email-layout";

/** One piece of an e-mail's body; a heading may stay out of the plain-text part. */
export type EmailBlock = { paragraph: string } | { heading: string; inText?: false } | { rows: EmailRow[] };

/**
 * An e-mail as words and structure, already in its reader's language: what a request stores in
 * the outbox instead of the rendered HTML (a tenth of the size, and React runs in the outbox
 * worker, not in the request). `renderEmailDocument` turns it into the HTML and text parts.
 */
export type EmailDocument = { lang: string; title: string; brand: string; footer: string; blocks: EmailBlock[] };

export function renderEmailDocument(document: EmailDocument) {
  const html = renderEmail({
    lang: document.lang,
    title: document.title,
    brand: document.brand,
    footer: document.footer,
    children: (
      <>
        {document.blocks.map((block, index) =>
          "paragraph" in block ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
            <EmailParagraph key={index}>{block.paragraph}</EmailParagraph>
          ) : "heading" in block ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
            <EmailHeading key={index}>{block.heading}</EmailHeading>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
            <EmailTable key={index} rows={block.rows} />
          ),
        )}
      </>
    ),
  });
  const textParts: Array<string | EmailRow[]> = [document.title];
  for (const block of document.blocks) {
    if ("paragraph" in block) textParts.push(block.paragraph);
    else if ("heading" in block) {
      if (block.inText !== false) textParts.push(block.heading);
    } else textParts.push(block.rows);
  }
  textParts.push(document.footer);
  const text = renderText(textParts);
  return { html, text };
}
