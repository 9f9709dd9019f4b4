import { AsyncLocalStorage } from "node:async_hooks";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { etagMatches } from "./document-validator.server";
import { cutAt } from "./render-memo.server";

/**
 * Rendered pages kept and served again without React Router (issue 29): a public page with no
 * personal content is the same for every visitor who shares its key (address, language, consent
 * choice, the site settings' version), except for the values that must differ on every response:
 * the CSP nonce and the forms' tokens. A kept page is stored cut at those values, and every
 * response joins the pieces around fresh ones. A page is rendered again once `ttlMs` has passed,
 * so anything that moves with time (the year in the footer) is at most that late.
 *
 * Compression: the kept pieces are deflated once each, ending on a full flush (byte-aligned, no
 * reference to earlier bytes), and the fresh values go between them as stored blocks, so a gzip
 * response costs a CRC over the page instead of compressing 100 KB again.
 */

/** A value written into a page that must be new in every response, and how to make another. */
type PerResponseValue = { value: string; renew: () => string };

const pageValues = new AsyncLocalStorage<PerResponseValue[]>();

/**
 * Called where such a value is made (a form's token): a page holding one is then never answered
 * with a 304, and a kept copy gets a fresh value in each response.
 */
export function notePerResponseValue(value: string, renew: () => string) {
  pageValues.getStore()?.push({ value, renew });
}

/** The per-response values made so far while answering this request. */
export function perResponseValues(): readonly PerResponseValue[] {
  return pageValues.getStore() ?? [];
}

/** What a rendered page hands over to be kept (entry.server.tsx, once the HTML is final). */
export type RenderedPage = {
  html: string;
  nonce: string;
  headers: Headers;
  etag: string | null;
  values: readonly PerResponseValue[];
};

/** Where a page rendered for a cacheable request is handed over; absent for any other request. */
export type KeepPage = (page: RenderedPage) => void;

type KeptPage = {
  /** The page between its per-response values: one more piece than slots. */
  pieces: Buffer[];
  /** Each piece deflated on its own, ending on a full flush. */
  deflated: Buffer[];
  /** What goes between pieces: the nonce (-1) or the index of a value in `renewers`. */
  slots: number[];
  renewers: Array<() => string>;
  headers: Array<[string, string]>;
  etag: string | null;
  expires: number;
};

export type PageCacheOptions = {
  /** The key of a request whose page may be kept, or null to render it as usual. */
  keyOf: (req: Request) => string | null | Promise<string | null>;
  ttlMs: number;
  maxPages: number;
  now?: () => number;
};

// Headers a kept page never replays: they belong to one response.
const PER_RESPONSE_HEADERS = new Set(["set-cookie", "etag", "content-length", "content-encoding", "date"]);

export function createPageCache({ keyOf, ttlMs, maxPages, now = Date.now }: PageCacheOptions) {
  const pages = new Map<string, KeptPage>();

  function keep(key: string, page: RenderedPage) {
    if (page.headers.has("Set-Cookie")) return;
    pages.delete(key);
    pages.set(key, cut(page, now() + ttlMs));
    // The oldest kept page goes first (Map keeps insertion order).
    while (pages.size > maxPages) pages.delete(pages.keys().next().value as string);
  }

  async function middleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET") return next();
    // A key that cannot be worked out (the settings unreadable, say): the page renders as usual.
    const key = await Promise.resolve(keyOf(req)).catch(() => null);
    const values: PerResponseValue[] = [];
    if (key !== null) {
      const kept = pages.get(key);
      if (kept && kept.expires > now()) return serve(kept, req, res);
      if (kept) pages.delete(key);
      const cacheKey = key;
      res.locals.keepPage = ((page) => keep(cacheKey, page)) satisfies KeepPage;
    }
    pageValues.run(values, next);
  }

  return { middleware, clear: () => pages.clear(), size: () => pages.size };
}

/**
 * The page cut at its nonce and per-response values. A value made but not written into the page
 * leaves no slot: nothing of it is served again.
 */
function cut(page: RenderedPage, expires: number): KeptPage {
  const { values } = page;
  const { pieces, slots } = cutAt(page.html, [page.nonce, ...values.map((v) => v.value)]);
  const buffers = pieces.map((piece) => Buffer.from(piece, "utf8"));
  return {
    pieces: buffers,
    deflated: buffers.map((piece) =>
      zlib.deflateRawSync(piece, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH }),
    ),
    // The nonce is slot -1 here, the values 0….
    slots: slots.map((slot) => slot - 1),
    renewers: values.map((v) => v.renew),
    headers: [...page.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name.toLowerCase())),
    etag: page.etag,
    expires,
  };
}

function serve(kept: KeptPage, req: Request, res: Response) {
  for (const [name, value] of kept.headers) res.setHeader(name, value);
  res.vary("Accept-Encoding");
  if (kept.etag) {
    res.setHeader("ETag", kept.etag);
    if (etagMatches(req.get("If-None-Match") ?? null, kept.etag)) {
      res.removeHeader("Content-Type");
      res.status(304).end();
      return;
    }
  }
  const nonce = String(res.locals.nonce ?? "");
  const fresh = kept.renewers.map((renew) => renew());
  const slotValue = (slot: number) => Buffer.from(slot === -1 ? nonce : (fresh[slot] as string), "utf8");
  const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
  const body = gzip ? gzipBody(kept, slotValue) : plainBody(kept, slotValue);
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", body.length);
  res.status(200).end(body);
}

function plainBody(kept: KeptPage, slotValue: (slot: number) => Buffer) {
  const parts: Buffer[] = [];
  kept.pieces.forEach((piece, index) => {
    parts.push(piece);
    if (index < kept.slots.length) parts.push(slotValue(kept.slots[index] as number));
  });
  return Buffer.concat(parts);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty final block with fixed codes: the end of the deflate stream.
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** A stored (uncompressed) deflate block; the stream is byte-aligned after each full flush. */
function storedBlock(data: Buffer) {
  const header = Buffer.alloc(5);
  header[0] = 0;
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

function gzipBody(kept: KeptPage, slotValue: (slot: number) => Buffer) {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  kept.pieces.forEach((piece, index) => {
    parts.push(kept.deflated[index] as Buffer);
    crc = zlib.crc32(piece, crc);
    size += piece.length;
    if (index < kept.slots.length) {
      const value = slotValue(kept.slots[index] as number);
      parts.push(storedBlock(value));
      crc = zlib.crc32(value, crc);
      size += value.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}
