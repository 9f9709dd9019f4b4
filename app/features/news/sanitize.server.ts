import sanitizeHtml from "sanitize-html";

/**
 * Article HTML comes from our own Markdown, but it is still cleaned with an allowlist:
 * content files are edited by hand, and a stray tag or link must never run script.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "code",
  ],
  allowedAttributes: { a: ["href", "title"], th: ["scope"] },
  allowedSchemes: ["https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Header cells name their column for screen readers.
    th: (tagName, attribs) => ({ tagName, attribs: { ...attribs, scope: "col" } }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
