import fs from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../../../tests/support/raw-http";
import { precompressedAssets } from "./precompressed-assets.server";

const SCRIPT = `export const text = ${JSON.stringify("Maison Courtage ".repeat(500))};\n`;
let server: http.Server;
let base: string;

const get = (pathname: string, headers: Record<string, string> = {}, method = "GET") =>
  rawRequest(`${base}${pathname}`, headers, method);

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
  fs.writeFileSync(path.join(dir, "app-abc.js"), SCRIPT);
  fs.writeFileSync(path.join(dir, "app-abc.js.br"), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, "plain-def.js"), SCRIPT);
  fs.writeFileSync(path.join(dir, "secret.txt.br"), "not for you");
  const app = express();
  app.use(compression());
  app.use("/assets", precompressedAssets(dir));
  app.use("/assets", express.static(dir, { immutable: true, maxAge: "1y" }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("precompressed build files", () => {
  it("sends the Brotli file built in advance to a browser that takes Brotli", async () => {
    const response = await get("/assets/app-abc.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toContain("Accept-Encoding");
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it("leaves other browsers to the static files, compressed on the fly", async () => {
    const gzip = await get("/assets/app-abc.js", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toContain("Accept-Encoding");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const none = await get("/assets/app-abc.js", { "Accept-Encoding": "identity" });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body.toString()).toBe(SCRIPT);
    const refused = await get("/assets/app-abc.js", { "Accept-Encoding": "br;q=0, gzip" });
    expect(refused.headers["content-encoding"]).toBe("gzip");
  });

  it("answers a HEAD like a GET, without a body", async () => {
    const response = await get("/assets/app-abc.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.body.length).toBe(0);
  });

  it("serves only build files that exist uncompressed, never a path the request makes up", async () => {
    // A file without a built .br is compressed on the fly, as any other response.
    const plain = await get("/assets/plain-def.js", { "Accept-Encoding": "br" });
    expect(plain.status).toBe(200);
    expect(zlib.brotliDecompressSync(plain.body).toString()).toBe(SCRIPT);
    for (const pathname of ["/assets/secret.txt", "/assets/../assets/app-abc.js.br", "/assets/%2e%2e/etc/passwd"]) {
      const response = await get(pathname, { "Accept-Encoding": "br" });
      expect(response.body.toString()).not.toContain("not for you");
    }
    expect((await get("/assets/missing.js", { "Accept-Encoding": "br" })).status).toBe(404);
  });
});
