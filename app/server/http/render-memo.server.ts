import { createHash } from "node:crypto";

/**
 * Rendered documents kept by what they were rendered from (issue 29, docs/decisions/0035).
 *
 * A document is a function of its address, its status, the routes' data and the hour (the
 * footer's year, "il y a 2 jours"): components read nothing else on the server (the language
 * comes from the root's data). When a request's data is the same as an earlier one's, React's
 * render and everything after it (about 40 % of a signed-in page's CPU) would write the same
 * HTML, so the earlier HTML is served again with this response's nonce and form tokens spliced
 * in. The data is still read for every request, so nothing shown can be stale, and a customer
 * can only ever get back the page their own data renders to.
 *
 * What does not qualify: data that JSON cannot tell apart (a Map, a Set, a class instance, a
 * promise, a function, NaN: two different ones would stringify alike), and any page with an error.
 */

/** What a render is a function of. */
export type MemoInputs = {
  url: string;
  status: number;
  /** The routes' loader and action data, as React Router hands them to the render. */
  data: unknown;
  /**
   * What is written into the page but must be new in every response: this response's nonce, then
   * its form tokens, in the order they were made.
   */
  fresh: readonly string[];
  now?: Date;
};

/** A page in UTF-8 pieces around its per-response values: served as bytes, never encoded again. */
type Kept = { pieces: Buffer[]; slots: number[]; bytes: number; expires: number };

const HOUR_MS = 60 * 60 * 1000;

const NOT_PLAIN = Symbol("not plain");

/**
 * What JSON makes of some data: "exact" when it tells every value apart (plain objects and arrays,
 * strings, finite numbers, booleans, null, dates), "undefined" when it also holds undefined (which
 * JSON drops or turns into null), else NOT_PLAIN: a Map, a Set, a class instance, a promise, a
 * function, a bigint, NaN, or nesting so deep it may be a cycle.
 */
function jsonKind(value: unknown, depth = 0): "exact" | "undefined" | typeof NOT_PLAIN {
  switch (typeof value) {
    case "string":
    case "boolean":
      return "exact";
    case "number":
      return Number.isFinite(value) ? "exact" : NOT_PLAIN;
    case "undefined":
      return "undefined";
    case "object": {
      if (value === null || value instanceof Date) return "exact";
      if (depth > 64) return NOT_PLAIN;
      const proto = Object.getPrototypeOf(value);
      const array = Array.isArray(value);
      if (!array && proto !== Object.prototype && proto !== null) return NOT_PLAIN;
      let kind: "exact" | "undefined" = "exact";
      for (const item of array ? value : Object.values(value)) {
        const inner = jsonKind(item, depth + 1);
        if (inner === NOT_PLAIN) return NOT_PLAIN;
        if (inner === "undefined") kind = "undefined";
      }
      return kind;
    }
    default:
      return NOT_PLAIN;
  }
}

/** The JSON of route data, or NOT_PLAIN when it holds something JSON would blur. */
function plainJson(data: unknown): string | typeof NOT_PLAIN {
  const kind = jsonKind(data);
  if (kind === NOT_PLAIN) return NOT_PLAIN;
  // The common case, and V8's fast path: nothing JSON would lose.
  if (kind === "exact") return JSON.stringify(data);
  // undefined and null differ to a component (a default parameter): keep them apart.
  return JSON.stringify(data, (_key, value) => (value === undefined ? "\u0000undefined" : value));
}

/** The key of a render: null when this one may not be kept or served from memory. */
export function memoKey({ url, status, data, fresh, now = new Date() }: MemoInputs): string | null {
  let json = plainJson([url, status, now.toISOString().slice(0, 13), data]);
  if (json === NOT_PLAIN) return null;
  // A form's token sits in the data: the same page with another token is the same page.
  fresh.forEach((value, index) => {
    if (value) json = (json as string).replaceAll(value, `\u0000fresh${index}\u0000`);
  });
  return createHash("sha256").update(json).digest("base64url");
}

export type RenderMemoOptions = { maxPages: number; maxBytes: number; now?: () => number };

export function createRenderMemo({ maxPages, maxBytes, now = Date.now }: RenderMemoOptions) {
  const kept = new Map<string, Kept>();
  let bytes = 0;

  function drop(key: string) {
    const page = kept.get(key);
    if (!page) return;
    kept.delete(key);
    bytes -= page.bytes;
  }

  /**
   * A key holds its hour, so a page kept in an earlier one can no longer be asked for; it is let
   * go rather than left in memory until pushed out (a customer's page, on a quiet site).
   */
  function dropExpired() {
    const time = now();
    for (const [key, page] of kept) {
      // Least recently used first: the pages of past hours all come before any used since.
      if (page.expires > time) break;
      drop(key);
    }
  }

  return {
    /**
     * The page rendered earlier from the same inputs, with this response's values in place: its
     * bytes in parts, to be sent as they are (a signed-in page) or joined (textOf).
     */
    get(key: string, fresh: readonly string[]): Buffer[] | null {
      dropExpired();
      const page = kept.get(key);
      if (!page) return null;
      // Most recently used last: the oldest goes first when full.
      kept.delete(key);
      kept.set(key, page);
      const parts = [page.pieces[0] as Buffer];
      for (let i = 0; i < page.slots.length; i++) {
        parts.push(Buffer.from(fresh[page.slots[i] as number] ?? "", "utf8"), page.pieces[i + 1] as Buffer);
      }
      return parts;
    },
    /** Keeps a page rendered from the inputs behind `key`, cut at the values it was rendered with. */
    set(key: string, html: string, fresh: readonly string[]) {
      drop(key);
      dropExpired();
      const { pieces, slots } = cutAt(html, fresh);
      const encoded = pieces.map((piece) => Buffer.from(piece, "utf8"));
      const page = {
        pieces: encoded,
        slots,
        bytes: encoded.reduce((sum, piece) => sum + piece.length, 0),
        expires: (Math.floor(now() / HOUR_MS) + 1) * HOUR_MS,
      };
      if (page.bytes > maxBytes) return;
      kept.set(key, page);
      bytes += page.bytes;
      while (kept.size > maxPages || bytes > maxBytes) drop(kept.keys().next().value as string);
    },
    size: () => kept.size,
    clear() {
      kept.clear();
      bytes = 0;
    },
  };
}

/** `html` in pieces around each occurrence of the values, and which value went between them. */
export function cutAt(html: string, values: readonly string[]) {
  const pieces: string[] = [];
  const slots: number[] = [];
  let from = 0;
  for (;;) {
    let at = -1;
    let which = -1;
    values.forEach((value, index) => {
      if (!value) return;
      const found = html.indexOf(value, from);
      if (found !== -1 && (at === -1 || found < at)) {
        at = found;
        which = index;
      }
    });
    if (at === -1) break;
    pieces.push(html.slice(from, at));
    slots.push(which);
    from = at + (values[which] as string).length;
  }
  pieces.push(html.slice(from));
  return { pieces, slots };
}

/** A kept page's parts as one text (for a page whose validator or stylesheet needs the text). */
export function textOf(parts: readonly Uint8Array[]): string {
  return Buffer.concat(parts).toString("utf8");
}
