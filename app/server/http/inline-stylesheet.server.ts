import { readFileSync } from "node:fs";
import path from "node:path";

const texts = new Map<string, string>();

/**
 * The text of a built stylesheet (`/assets/app-….css`), to write into the page itself: a first
 * visit then paints from the HTML alone instead of waiting one more round trip for the sheet
 * (about 11 KB compressed, measured against the link in bench/README.md). Read once per process
 * from the client build the server also serves it from.
 */
export function inlineStylesheet(href: string, clientBuildDir = "build/client") {
  let text = texts.get(href);
  if (text === undefined) {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) throw new Error(`not a built stylesheet: ${href}`);
    // A stylesheet never closes the <style> element it is written into.
    text = readFileSync(path.join(clientBuildDir, href), "utf8").replaceAll("</style", "<\\/style");
    texts.set(href, text);
  }
  return text;
}

const bytes = new Map<string, Buffer>();

/**
 * What React writes in the sheet's place: a comment naming the built file (its name changes with
 * its content, so a page's validator still changes with the sheet). The sheet itself is put in
 * by `withInlineStylesheet` once the page is rendered: React copied its ~60 KB into every page,
 * and the page's passes after it (held scripts, the validator's hash, encoding) read it again,
 * about a tenth of a page's CPU.
 */
export function stylesheetMark(href: string) {
  return `/*${href}*/`;
}

/** Where React wrote the sheet's mark in a rendered page, and the element holding it; null without one. */
function markIn(html: string, href: string) {
  const element = `<style data-app-css="">${stylesheetMark(href)}</style>`;
  const at = html.indexOf(element);
  return at === -1 ? null : { at, end: at + element.length };
}

const OPEN = '<style data-app-css="">';
const CLOSE = "</style>";

/** The page's parts around the sheet, the sheet's bytes between them (encoded once per process). */
function partsAround(html: string, href: string, clientBuildDir: string): Buffer[] | undefined {
  const mark = markIn(html, href);
  if (!mark) return undefined;
  let sheet = bytes.get(href);
  if (!sheet) {
    sheet = Buffer.from(inlineStylesheet(href, clientBuildDir), "utf8");
    bytes.set(href, sheet);
  }
  return [
    Buffer.from(html.slice(0, mark.at + OPEN.length), "utf8"),
    sheet,
    Buffer.from(html.slice(mark.end - CLOSE.length), "utf8"),
  ];
}

/** The rendered page with the sheet in place of its mark, as text (for the page cache); the page unchanged when it has no mark. */
export function withInlineStylesheet(html: string, href: string, clientBuildDir = "build/client"): string {
  const mark = markIn(html, href);
  if (!mark) return html;
  return `${html.slice(0, mark.at)}${OPEN}${inlineStylesheet(href, clientBuildDir)}${CLOSE}${html.slice(mark.end)}`;
}

/**
 * The same page as a response's body: its parts handed over as they are, the sheet's bytes
 * shared (they are never written to). Joined into one array, the ~145 KB of a back-office page
 * were copied twice per response, once here and once more by the Response, which copies a
 * buffer it is given: 8 % of the leads list's CPU on PostgreSQL (issue 29).
 */
export function inlineStylesheetBody(
  html: string,
  href: string,
  clientBuildDir = "build/client",
): string | ReadableStream<Uint8Array> {
  const parts = partsAround(html, href, clientBuildDir);
  return parts ? bodyOfParts(parts) : html;
}

/** A response's body handed over in parts, without joining them (a Response copies a buffer it is given). */
export function bodyOfParts(parts: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}
