import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import "./i18n/dictionaries.server";
import { NonceContext } from "./nonce-context";
import { keptFromCachesContext } from "./server/auth/guards.server";
import { databaseIsDown, noteDatabaseError } from "./server/db/availability.server";
import { documentEtag, etagMatches } from "./server/http/document-validator.server";
import { holdScriptsUntilFirstPaint } from "./server/http/held-scripts.server";
import {
  bodyOfParts,
  inlineStylesheetBody,
  stylesheetMark,
  withInlineStylesheet,
} from "./server/http/inline-stylesheet.server";
import { type KeepPage, perResponseValues } from "./server/http/page-cache.server";
import { createRenderMemo, memoKey, textOf } from "./server/http/render-memo.server";
import { log } from "./server/logger.server";
import { requestInfoContext } from "./server/request-context";
import stylesheet from "./styles/app.css?url";
import { type PageStylesheet, StylesheetContext } from "./stylesheet-context";

export const streamTimeout = 5_000;

// Documents by what they were rendered from (render-memo.server.ts): a few hundred pages of
// ~50 KB (the stylesheet is spliced in afterwards), so at most 64 MB.
const renderMemo = createRenderMemo({ maxPages: 500, maxBytes: 64 * 1024 * 1024 });

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, keepPage } = loadContext.get(requestInfoContext);
  // The page that failed because the database went away: the outage's 503, not a bug's 500.
  if (responseStatusCode >= 500 && databaseIsDown()) responseStatusCode = 503;

  // Production inlines the sheet on public pages (React writes a mark, replaced by the sheet's
  // bytes at the end) and links it on the guarded areas' (docs/decisions/0037).
  const guarded = loadContext.get(keptFromCachesContext);
  const sheet: PageStylesheet | null = import.meta.env.DEV
    ? null
    : guarded
      ? { link: stylesheet }
      : { inline: stylesheetMark(stylesheet) };

  // The same data rendered a moment ago: the same page, with this response's nonce and tokens.
  const fresh = [nonce, ...perResponseValues().map((value) => value.value)];
  const { loaderData, actionData, errors } = routerContext.staticHandlerContext;
  const key =
    import.meta.env.DEV || errors
      ? null
      : memoKey({ url: request.url, status: responseStatusCode, data: [loaderData, actionData], fresh });
  const remembered = key && renderMemo.get(key, fresh);
  if (remembered) {
    // A signed-in page links its sheet and has no validator: its kept bytes go out as they are,
    // with no page-sized text to build and encode again (issue 29).
    const page = guarded ? remembered : textOf(remembered);
    return documentResponse(request, page, nonce, responseStatusCode, responseHeaders, !guarded, keepPage);
  }
  const statusBeforeRender = responseStatusCode;

  // The whole page, then one response: pages render in milliseconds and have nothing to stream
  // (no deferred data), and the complete HTML lets the server answer a revalidation with a 304.
  return new Promise<Response>((resolve, reject) => {
    // The chunks as React wrote them, decoded once at the end (appending each to a string built
    // a rope that the first pass over the page then had to flatten).
    const chunks: Buffer[] = [];
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        callback();
        const page = holdScriptsUntilFirstPaint(Buffer.concat(chunks).toString("utf8"));
        // A render that went wrong half-way is not one to repeat.
        if (key && responseStatusCode === statusBeforeRender) renderMemo.set(key, page, fresh);
        // A guarded page is sent `no-store` by its layout's guard: it gets no validator.
        resolve(documentResponse(request, page, nonce, responseStatusCode, responseHeaders, !guarded, keepPage));
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetContext.Provider value={sheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // Every boundary inline, where the page puts it: the page is sent whole (below), and a
        // boundary over React's chunk size (12.8 KB) would otherwise arrive as a hidden copy moved
        // into place by a script, invisible without JavaScript and before the held scripts run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, React Router's handleError has it; after, only we see it.
          if (shellRendered) log.error("render error", { error });
        },
      },
    );
  });
}

/**
 * A page with its validator. A page that says nothing of caching is kept by the browser and
 * revalidated every time (`no-cache`, `private`: it may show a visitor's consent or name); one
 * that forbids storing (the guarded areas) is sent as it is. A page holding a form's token gets
 * no validator: the token is the form's idempotency key, and a revived page would send one
 * already used. A page the server may keep for other visitors is handed over here.
 */
function documentResponse(
  request: Request,
  page: string | Uint8Array[],
  nonce: string,
  status: number,
  headers: Headers,
  validated: boolean,
  keepPage: KeepPage | undefined,
) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (status !== 200 || !validated || headers.get("Cache-Control")?.includes("no-store")) {
    // A kept page's parts joined in one copy and handed over as one chunk: each part written on
    // its own cost more than the copy (the nonce alone cuts a page in a dozen places).
    const body = typeof page === "string" ? inlineStylesheetBody(page, stylesheet) : bodyOfParts([Buffer.concat(page)]);
    return new Response(body, { status, headers });
  }
  const html = typeof page === "string" ? page : textOf(page);
  const values = perResponseValues();
  // Taken over the page with the sheet's mark, which names the built sheet (its content's hash).
  const etag = values.length > 0 ? null : documentEtag(html, nonce);
  if (etag) headers.set("ETag", etag);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-cache");
  if (keepPage) {
    keepPage({ html: withInlineStylesheet(html, stylesheet), nonce, headers, etag, values });
  }
  if (etag && etagMatches(request.headers.get("If-None-Match"), etag)) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  return new Response(inlineStylesheetBody(html, stylesheet), { status, headers });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  noteDatabaseError(error);
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  // The router's own refusals (a POST to a route without an action: 405; no such route: 404)
  // are the client's mistake, answered with a 4xx: worth a warning, not an error.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.warn("request refused", { status: error.status, path, reason: String(error.data).slice(0, 200) });
    return;
  }
  log.error("unhandled error", { error, path });
};
