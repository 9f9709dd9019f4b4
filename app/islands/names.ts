/** The parts of a public page that hydrate on their own (docs/decisions/0047). */
export type IslandName =
  | "header"
  | "consent"
  | "chat"
  | "quote"
  | "quote-popup"
  | "tagline"
  | "app-card"
  | "guarantee"
  | "savings"
  | "testimonials"
  | "toaster"
  | "benefit"
  | "parallax"
  | "apply"
  | "application";

/** A route whose page hydrates as islands says so in its handle: `handle = ISLANDS_PAGE`. */
export const ISLANDS_PAGE = { islands: true } as const;

export function isIslandsHandle(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { islands?: unknown }).islands === true;
}
