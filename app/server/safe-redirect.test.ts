import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

/** Where a browser goes when it meets `Location: value` on a page of https://site.example. */
const browserTarget = (location: string) => new URL(location, "https://site.example/some/page");

describe("safeRedirectPath", () => {
  it("keeps paths of this site, with their query and fragment", () => {
    expect(safeRedirectPath("/")).toBe("/");
    expect(safeRedirectPath("/assurance-emprunteur")).toBe("/assurance-emprunteur");
    expect(safeRedirectPath("/actualites?page=2#top")).toBe("/actualites?page=2#top");
    expect(safeRedirectPath("/espace-client/code")).toBe("/espace-client/code");
  });

  it.each([
    ["scheme-relative", "//evil.example"],
    ["backslash", "/\\evil.example"],
    ["backslash twice", "\\\\evil.example"],
    ["tab between slashes", "/\t/evil.example"],
    ["newline between slashes", "/\n/evil.example"],
    ["CR LF header injection", "/\r\nX-Evil: 1"],
    ["NUL", "/\u0000"],
    ["DEL", "/a\u007f"],
    ["absolute http", "http://evil.example/"],
    ["absolute https", "https://evil.example/x"],
    ["scheme without slashes", "https:evil.example"],
    ["javascript", "javascript:alert(1)"],
    ["data", "data:text/html,<script>alert(1)</script>"],
    ["relative", "evil.example"],
    ["dot segments back to //", "/..//evil.example"],
    ["dot segment and backslash", "/./\\evil.example"],
    ["deeper dot segments", "/a/../..//evil.example"],
    ["empty", ""],
    ["too long", `/${"a".repeat(5000)}`],
  ])("refuses %s", (_name, value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });

  it("refuses what is not a string, and uses the given fallback", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(undefined, "/espace-client")).toBe("/espace-client");
    expect(safeRedirectPath(new File([], "x"))).toBe("/");
  });

  it("keeps encoded forms encoded: they stay paths on this site", () => {
    // A %09 or %2F that arrives still encoded is a path segment to the browser, not a separator.
    expect(safeRedirectPath("/%09/evil.example")).toBe("/%09/evil.example");
    expect(browserTarget("/%09/evil.example").host).toBe("site.example");
    expect(safeRedirectPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(browserTarget("/%2F%2Fevil.example").host).toBe("site.example");
    expect(safeRedirectPath("/%5Cevil.example")).toBe("/%5Cevil.example");
  });

  it("answers ASCII a header can carry, even from undecodable or non-Latin input", () => {
    // "/%E9" in a form body decodes to U+FFFD, which Headers.set refuses ("not a ByteString").
    expect(safeRedirectPath("/\uFFFD")).toBe("/%EF%BF%BD");
    expect(safeRedirectPath("/%E9")).toBe("/%E9");
    expect(safeRedirectPath("/%zz")).toBe("/%zz");
    expect(safeRedirectPath("/страница?q=é")).toBe("/%D1%81%D1%82%D1%80%D0%B0%D0%BD%D0%B8%D1%86%D0%B0?q=%C3%A9");
    expect(safeRedirectPath("/a b")).toBe("/a%20b");
  });

  it("never sends a browser off the site, and never yields a value Headers refuses (10,000 strings)", () => {
    const piece = fc.constantFrom(
      "/",
      "\\",
      ".",
      "..",
      "%",
      "%09",
      "%2F",
      "\t",
      "\n",
      "\r",
      "\u0000",
      ":",
      "@",
      "?",
      "#",
    );
    const hostile = fc.oneof(
      fc.string({ unit: "binary", maxLength: 60 }),
      fc.array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 12 }).map((parts) => parts.join("")),
      fc.array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 12 }).map((parts) => `/${parts.join("")}`),
    );
    fc.assert(
      fc.property(hostile, (value) => {
        const location = safeRedirectPath(value);
        expect(() => new Headers({ Location: location })).not.toThrow();
        expect(browserTarget(location).origin).toBe("https://site.example");
        expect(location.startsWith("/")).toBe(true);
      }),
      { numRuns: 10_000 },
    );
  });
});
