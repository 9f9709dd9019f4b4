import { createContext, useContext } from "react";

/**
 * The site's stylesheet as text, written into the page's head in production (server only: the
 * browser reads it back from the document, so the text never ships again inside JavaScript).
 */
export const InlineStyleContext = createContext<string | null>(null);

let documentSheet: string | undefined;

export function useInlineStylesheet(): string {
  const fromServer = useContext(InlineStyleContext);
  if (fromServer !== null) return fromServer;
  if (typeof document === "undefined") return "";
  documentSheet ??= document.querySelector("style[data-app-css]")?.textContent ?? "";
  return documentSheet;
}
