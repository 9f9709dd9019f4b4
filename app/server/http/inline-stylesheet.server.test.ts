import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineStylesheet } from "./inline-stylesheet.server";

describe("inline stylesheet", () => {
  const build = mkdtempSync(path.join(tmpdir(), "client-build-"));
  mkdirSync(path.join(build, "assets"));
  writeFileSync(path.join(build, "assets/app-abc123.css"), 'body{color:red}a::after{content:"</style>"}');

  it("reads the built sheet, and never lets it close the element it is written into", () => {
    expect(inlineStylesheet("/assets/app-abc123.css", build)).toBe('body{color:red}a::after{content:"<\\/style>"}');
  });

  it("reads only built stylesheets", () => {
    expect(() => inlineStylesheet("/assets/../../etc/passwd.css", build)).toThrow("not a built stylesheet");
    expect(() => inlineStylesheet("/favicon.svg", build)).toThrow("not a built stylesheet");
  });
});
