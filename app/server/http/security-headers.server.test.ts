import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders, servedOverHttps } from "./security-headers.server";

/** An app with the headers middleware as ours mounts it, answering one request. */
async function hstsOf(options: { siteUrl: string; trustProxy: unknown; production?: boolean }, headers = {}) {
  const app = express();
  app.set("trust proxy", options.trustProxy);
  app.use(
    securityHeaders({
      production: options.production ?? true,
      overHttps: (req) => servedOverHttps(req, options.siteUrl, options.trustProxy),
    }),
  );
  app.use((_req, res) => {
    res.send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
    return response.headers.get("Strict-Transport-Security");
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const HSTS = "max-age=63072000; includeSubDomains";

describe("Strict-Transport-Security", () => {
  it("is not sent for a site served over plain http", async () => {
    expect(await hstsOf({ siteUrl: "http://localhost:3000", trustProxy: false })).toBeNull();
    expect(await hstsOf({ siteUrl: "http://intranet.example", trustProxy: "loopback" })).toBeNull();
  });

  it("is sent when SITE_URL is https (TLS ended before us, no proxy header to say otherwise)", async () => {
    expect(await hstsOf({ siteUrl: "https://www.maison-courtage.fr", trustProxy: false })).toBe(HSTS);
  });

  it("follows a trusted proxy's X-Forwarded-Proto", async () => {
    const site = { siteUrl: "https://www.maison-courtage.fr", trustProxy: "loopback" };
    expect(await hstsOf(site, { "X-Forwarded-Proto": "https" })).toBe(HSTS);
    expect(await hstsOf(site, { "X-Forwarded-Proto": "http" })).toBeNull();
    expect(await hstsOf({ ...site, siteUrl: "http://localhost:3000" }, { "X-Forwarded-Proto": "https" })).toBe(HSTS);
  });

  it("ignores X-Forwarded-Proto from a client when no proxy is trusted", async () => {
    expect(
      await hstsOf({ siteUrl: "http://localhost:3000", trustProxy: false }, { "X-Forwarded-Proto": "https" }),
    ).toBeNull();
  });

  it("is never sent in development", async () => {
    expect(
      await hstsOf({ siteUrl: "https://www.maison-courtage.fr", trustProxy: false, production: false }),
    ).toBeNull();
  });
});

describe("one-value headers", () => {
  it("a route's own nosniff or Referrer-Policy replaces ours instead of being sent twice", async () => {
    const app = express();
    app.use(securityHeaders({ production: true, overHttps: () => false }));
    // As React Router's Express adapter writes a route's headers: appended to ours.
    app.use((_req, res) => {
      res.append("X-Content-Type-Options", "nosniff");
      res.append("Referrer-Policy", "no-referrer");
      res.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("Content-Security-Policy", () => {
  it("in production runs only our scripts and those carrying the response's nonce, and nothing else (ASVS 3.4.3, 3.4.6)", () => {
    const directives = contentSecurityPolicy("bm9uY2U=", true).split("; ");
    expect(directives).toContain("script-src 'self' 'nonce-bm9uY2U='");
    expect(directives).toContain("default-src 'self'");
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("base-uri 'none'");
    expect(directives).toContain("frame-ancestors 'none'");
    expect(directives).toContain("form-action 'self'");
    expect(directives.join("; ")).not.toContain("unsafe-eval");
  });
});
