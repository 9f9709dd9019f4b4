import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SCENES } from "./scenes";

const ART = path.resolve(import.meta.dirname);
const THEME = fs.readFileSync(path.resolve(ART, "../styles/app.css"), "utf8");
/** The theme's colours (app.css): the only ones an illustration may use. */
const PALETTE = new Set([...THEME.matchAll(/--color-[a-z-]+:\s*(#[0-9a-f]{6})/gi)].map((m) => m[1]?.toLowerCase()));
const files = fs.readdirSync(ART).filter((file) => file.endsWith(".svg"));
const read = (file: string) => fs.readFileSync(path.join(ART, file), "utf8");

describe("the illustration system", () => {
  it("lists every drawing, and every drawing it lists exists", () => {
    expect(files.sort()).toEqual(
      Object.keys(SCENES)
        .map((name) => `${name}.svg`)
        .sort(),
    );
  });

  it.each(files)("%s weighs under 15 KB gzipped", (file) => {
    expect(gzipSync(read(file), { level: 9 }).length).toBeLessThan(15 * 1024);
  });

  it.each(files)("%s uses only the theme's colours", (file) => {
    const colours = [...read(file).matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((m) => m[1]?.toLowerCase());
    const foreign = colours.filter((colour) => colour !== "none" && !PALETTE.has(colour));
    expect(foreign).toEqual([]);
  });

  it.each(files)("%s has the size SCENES gives it, and a viewBox to scale crisply", (file) => {
    const scene = SCENES[file.replace(".svg", "") as keyof typeof SCENES];
    const root = read(file).match(/<svg [^>]*>/)?.[0] ?? "";
    expect(root).toMatch(new RegExp(`viewBox="-?\\d+ -?\\d+ ${scene.width} ${scene.height}"`));
    expect(root).toContain(`width="${scene.width}"`);
    expect(root).toContain(`height="${scene.height}"`);
  });

  it.each(files)("%s holds no text, script, embedded image or outside reference", (file) => {
    // Words in a picture escape translation; anything fetched from elsewhere escapes our host.
    expect(read(file)).not.toMatch(/<(text|script|image|foreignObject|use)\b|href=|url\(/);
  });
});
