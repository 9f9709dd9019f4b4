import { describe, expect, it } from "vitest";
import { canonicalLocation } from "./canonical-host.server";
import { retryAddress } from "./same-origin.server";

const SITE = "http://127.0.0.1:3961";
const read = (host: string | undefined, originalUrl = "/assurance-sante?x=1", method = "GET") => ({
  method,
  host: host as string,
  originalUrl,
  path: originalUrl.split("?")[0] as string,
});

describe("canonicalLocation", () => {
  it("sends a page read under another name to the same path on SITE_URL", () => {
    expect(canonicalLocation(read("localhost:3961"), SITE)).toBe("http://127.0.0.1:3961/assurance-sante?x=1");
    expect(canonicalLocation(read("www.courtier.example"), "https://courtier.example")).toBe(
      "https://courtier.example/assurance-sante?x=1",
    );
    expect(canonicalLocation(read("LOCALHOST:3961", "/", "HEAD"), SITE)).toBe("http://127.0.0.1:3961/");
  });

  it("leaves the site's own name, health checks, writes and requests without a Host alone", () => {
    expect(canonicalLocation(read("127.0.0.1:3961"), SITE)).toBeNull();
    expect(canonicalLocation(read("COURTIER.example"), "https://courtier.example")).toBeNull();
    expect(canonicalLocation(read("10.0.0.7:3000", "/healthz"), SITE)).toBeNull();
    expect(canonicalLocation(read("localhost:3961", "/contact", "POST"), SITE)).toBeNull();
    expect(canonicalLocation(read(undefined), SITE)).toBeNull();
  });

  it("never leaves the site, whatever the path looks like", () => {
    const target = canonicalLocation(read("evil.example", "//evil.example/x"), SITE);
    expect(new URL(target as string).origin).toBe(SITE);
  });
});

describe("retryAddress", () => {
  it("keeps the page the visitor was on, on the site's own address", () => {
    expect(retryAddress("http://localhost:3961/devis/sante?etape=3", SITE)).toBe(`${SITE}/devis/sante?etape=3`);
    expect(retryAddress("https://evil.example/phish", SITE)).toBe(`${SITE}/phish`);
  });

  it("falls back to the home page without a usable Referer", () => {
    expect(retryAddress(undefined, SITE)).toBe(`${SITE}/`);
    expect(retryAddress("http://[bad", SITE)).toBe(`${SITE}/`);
  });
});
