import { describe, expect, it } from "vitest";
import { documentEtag, etagMatches } from "./document-validator.server";

describe("page validators", () => {
  const page = (nonce: string, text = "Bonjour") =>
    `<html><head><script nonce="${nonce}">go()</script></head><body>${text}</body></html>`;

  it("tags the page without its nonce: two renders of the same page share a tag", () => {
    expect(documentEtag(page("aaaa1111"), "aaaa1111")).toBe(documentEtag(page("bbbb2222"), "bbbb2222"));
    expect(documentEtag(page("aaaa1111"), "aaaa1111")).toMatch(/^W\/"[\w-]{27}"$/);
  });

  it("gives another tag as soon as anything the visitor sees changes", () => {
    expect(documentEtag(page("n", "Bonjour"), "n")).not.toBe(documentEtag(page("n", "Hello"), "n"));
  });

  it("matches If-None-Match lists, weak or strong, and the wildcard", () => {
    const tag = 'W/"abc"';
    expect(etagMatches('W/"abc"', tag)).toBe(true);
    expect(etagMatches('"abc"', tag)).toBe(true);
    expect(etagMatches('"x", W/"abc" ', tag)).toBe(true);
    expect(etagMatches("*", tag)).toBe(true);
    expect(etagMatches('W/"abd"', tag)).toBe(false);
    expect(etagMatches(null, tag)).toBe(false);
    expect(etagMatches("", tag)).toBe(false);
  });
});
