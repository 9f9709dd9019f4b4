import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  inlineStylesheet,
  inlineStylesheetBody,
  stylesheetMark,
  withInlineStylesheet,
} from "./inline-stylesheet.server";

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

  it("puts the sheet where the page rendered its mark, once, and leaves a page without it alone", () => {
    const href = "/assets/app-abc123.css";
    const mark = `<style data-app-css="">${stylesheetMark(href)}</style>`;
    const page = `<html><head>${mark}<title>é</title></head><body>${stylesheetMark(href)}</body></html>`;
    expect(withInlineStylesheet(page, href, build)).toBe(
      `<html><head><style data-app-css="">body{color:red}a::after{content:"<\\/style>"}</style><title>é</title></head><body>${stylesheetMark(href)}</body></html>`,
    );
    expect(withInlineStylesheet("<html>no sheet</html>", href, build)).toBe("<html>no sheet</html>");
  });

  it("gives a response the same page as a body, twice over, without joining its parts", async () => {
    const href = "/assets/app-abc123.css";
    const page = `<html><head><style data-app-css="">${stylesheetMark(href)}</style><title>é</title></head></html>`;
    const joined = withInlineStylesheet(page, href, build);
    for (let time = 0; time < 2; time++) {
      expect(await new Response(inlineStylesheetBody(page, href, build)).text()).toBe(joined);
    }
    expect(inlineStylesheetBody("<html>no sheet</html>", href, build)).toBe("<html>no sheet</html>");
  });
});
