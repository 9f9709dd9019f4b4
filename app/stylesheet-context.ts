import { createContext, useContext } from "react";

/**
 * How a page carries the site's stylesheet in production: its text in the head (public pages: a
 * first visit paints from the HTML alone, docs/decisions/0019), or a link to the built file
 * (signed-in pages: sent `no-store` with every full load, they would carry the ~60 KB again each
 * time, while the file is cached for a year; docs/decisions/0037).
 */
export type PageStylesheet = { inline: string } | { link: string };

/** Given by the server's render; the browser reads the choice back from the document. */
export const StylesheetContext = createContext<PageStylesheet | null>(null);

let fromDocument: PageStylesheet | undefined;

/**
 * The server's choice while rendering; in the browser, the document's, read once: the text is
 * never shipped again inside JavaScript, and a document keeps the way it came with through every
 * client-side navigation (a link never turns into a style whose text the browser lacks).
 */
export function usePageStylesheet(): PageStylesheet {
  const fromServer = useContext(StylesheetContext);
  if (fromServer) return fromServer;
  if (typeof document === "undefined") return { inline: "" };
  fromDocument ??= readDocument();
  return fromDocument;
}

function readDocument(): PageStylesheet {
  const link = document.querySelector("link[data-app-css]");
  if (link) return { link: link.getAttribute("href") ?? "" };
  return { inline: document.querySelector("style[data-app-css]")?.textContent ?? "" };
}

/**
 * What a route's `handle` may ask of the root's head. `prefetchAreaStylesheet`: a sign-in screen,
 * whose area links the sheet; the root has the browser fetch it after the screen's load, at the
 * lowest priority, while the visitor types, so the area's first page finds it in its cache. (The
 * sheet's address is imported by the root alone: a second importer made a chunk of its own that
 * every page then loaded.)
 */
export type PageHandle = { prefetchAreaStylesheet?: boolean };
