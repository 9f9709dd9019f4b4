import { describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "../../scripts-after-paint";
import { holdScriptsUntilFirstPaint } from "./held-scripts.server";

describe("holdScriptsUntilFirstPaint", () => {
  const page = [
    '<link rel="preload" href="/f.woff2" as="font"/>',
    '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js" nonce="n"/>',
    '<script type="application/ld+json">{}</script>',
    '<script nonce="n">window.__reactRouterContext = {};</script>',
    '<script nonce="n" type="module" async="">import * as route0 from "/assets/a.js";</script>',
  ].join("");

  it("makes the module preloads and the module script inert, and leaves everything else alone", () => {
    const held = holdScriptsUntilFirstPaint(page);
    expect(held).not.toContain('rel="modulepreload"');
    expect(held).not.toContain('type="module"');
    expect(held.match(new RegExp(`rel="${HELD_PRELOAD_REL}"`, "g"))).toHaveLength(2);
    expect(held).toContain(`<script nonce="n" type="${HELD_MODULE_TYPE}" async="">import * as route0`);
    expect(held).toContain('<link rel="preload" href="/f.woff2" as="font"/>');
    expect(held).toContain('<script type="application/ld+json">{}</script>');
    expect(held).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
  });

  it("leaves a page without scripts as it is", () => {
    expect(holdScriptsUntilFirstPaint('<p>type="module"</p>')).toBe('<p>type="module"</p>');
  });
});
