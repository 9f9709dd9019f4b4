/** Texts every page shows (header, footer, banner, chat, errors, page titles): one chunk per language. */
export const SHELL_NAMESPACES = ["common", "nav", "footer", "consent", "errors", "pages", "chat", "problems"] as const;

/** Texts of one kind of page, loaded by the route modules that show them (see need-texts.ts). */
export const PAGE_NAMESPACES = [
  "gate",
  "maintenance",
  "home",
  "borrower",
  "premium",
  "company",
  "quote",
  "forms",
  "news",
  "gallery",
  "legal",
  "accessibility",
  "careers",
  "account",
  "area",
  "contracts",
  "notifications",
  "requests",
  "staff",
  "leads",
  "inbox",
  "deliveries",
  "handling",
  "privacy",
  "complaints",
  "settings",
  "devmail",
  "unanswered",
  "customers-admin",
  "signatures",
  "offers",
  "training",
  "freeze",
  "payments",
  "proposals",
  "collections",
  "commissions",
  "needs-review",
] as const;

export type Namespace = (typeof SHELL_NAMESPACES)[number] | (typeof PAGE_NAMESPACES)[number];

/** Rendered on the server only (e-mails): never shipped to the browser. */
export const SERVER_ONLY_NAMESPACES = ["emails", "documents"] as const;
