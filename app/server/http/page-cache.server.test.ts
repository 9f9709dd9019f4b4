import type http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rawRequest } from "../../../tests/support/raw-http";
import { createPageCache, type KeepPage, notePerResponseValue, perResponseValues } from "./page-cache.server";

let server: http.Server;
let base: string;
let clock = 0;
let renders = 0;
let tokens = 0;
const cache = createPageCache({
  keyOf: (req) => (req.path.startsWith("/kept") ? `${req.path} ${req.get("X-Lang") ?? "fr"}` : null),
  ttlMs: 1000,
  maxPages: 2,
  now: () => clock,
});

const get = (pathname: string, headers: Record<string, string> = {}) => rawRequest(`${base}${pathname}`, headers);

const textOf = (response: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
  (response.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(response.body) : response.body).toString("utf8");

/** A page as entry.server.tsx writes one: the nonce on its scripts, a form token, long text. */
function render(nonce: string, withToken: boolean) {
  renders += 1;
  const issue = () => `token-${++tokens}`;
  const token = withToken ? issue() : null;
  if (token) notePerResponseValue(token, issue);
  const filler = "Votre devis santé senior en deux minutes. ".repeat(2000);
  const form = token ? `<input name="_token" value="${token}">` : "";
  return `<!DOCTYPE html><html><script nonce="${nonce}">1</script><p>é ${filler}</p>${form}<script nonce="${nonce}">window.t=${JSON.stringify(token)}</script></html>`;
}

beforeAll(async () => {
  const app = express();
  let nonces = 0;
  app.use((_req, res, next) => {
    res.locals.nonce = `nonce${++nonces}+/=`;
    next();
  });
  app.use(cache.middleware);
  app.get(/.*/, (req, res) => {
    const nonce = res.locals.nonce as string;
    const html = render(nonce, req.path.includes("form"));
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache" });
    if (req.path.includes("cookie")) headers.set("Set-Cookie", "a=b");
    const values = perResponseValues();
    const etag = values.length ? null : `W/"${html.length}"`;
    (res.locals.keepPage as KeepPage | undefined)?.({ html, nonce, headers, etag, values });
    for (const [name, value] of headers) res.setHeader(name, value);
    if (etag) res.setHeader("ETag", etag);
    res.send(html);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  cache.clear();
  clock = 0;
  renders = 0;
});

describe("kept pages", () => {
  it("serve the same page again with this response's nonce and a fresh form token, plain and gzip", async () => {
    const first = await get("/kept/form");
    const plain = await get("/kept/form");
    const gzip = await get("/kept/form", { "Accept-Encoding": "gzip, deflate, br" });
    expect(renders).toBe(1);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body.length).toBeLessThan(plain.body.length / 10);
    expect(gzip.headers.vary).toBe("Accept-Encoding");

    const [a, b, c] = [first, plain, gzip].map(textOf) as [string, string, string];
    expect(a).toContain('nonce="nonce1+/="');
    expect(b).not.toContain("nonce1");
    expect(b.match(/nonce="nonce2\+\/="/g)).toHaveLength(2);
    expect(c.match(/nonce="nonce3\+\/="/g)).toHaveLength(2);
    // One token per response, written wherever the page holds it.
    expect(a.match(/token-1/g)).toHaveLength(2);
    expect(b.match(/token-2/g)).toHaveLength(2);
    expect(c.match(/token-3/g)).toHaveLength(2);
    expect(b.replaceAll("nonce2", "nonce1").replaceAll("token-2", "token-1")).toBe(a);
    expect(plain.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(plain.headers["cache-control"]).toBe("private, no-cache");
    expect(plain.headers.etag).toBeUndefined();
  });

  it("answer a matching validator with a 304, and are rendered again once stale", async () => {
    const first = await get("/kept/news");
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get("/kept/news", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(renders).toBe(1);
    clock = 1001;
    expect((await get("/kept/news")).status).toBe(200);
    expect(renders).toBe(2);
  });

  it("are kept per key, the oldest dropped beyond the limit; other requests always render", async () => {
    await get("/kept/a");
    await get("/kept/a", { "X-Lang": "en" });
    expect(renders).toBe(2);
    await get("/kept/a", { "X-Lang": "en" });
    expect(renders).toBe(2);
    await get("/kept/b");
    expect(cache.size()).toBe(2);
    await get("/kept/a");
    expect(renders).toBe(4);
    await get("/other");
    await get("/other");
    expect(renders).toBe(6);
  });

  it("never keep a page that sets a cookie", async () => {
    await get("/kept/cookie");
    const second = await get("/kept/cookie");
    expect(renders).toBe(2);
    expect(second.headers["set-cookie"]).toEqual(["a=b"]);
  });
});
