import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script, run by npm's postinstall
import { applyPatches, PATCHES } from "../../scripts/patch-dependencies.mjs";

type Patch = { why: string; files: string[]; find: string; replace: string };
const patches = PATCHES as Patch[];

describe("dependency patches (scripts/patch-dependencies.mjs)", () => {
  it("are in the installed dependencies", () => {
    for (const patch of patches) {
      for (const file of patch.files) {
        const text = fs.readFileSync(path.resolve(file), "utf8");
        expect(text, file).toContain(patch.replace);
        expect(text, file).not.toContain(patch.find);
      }
    }
  });

  it("apply once, change nothing the second time, and stop at a file that moved on", () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "patches-"));
    try {
      for (const patch of patches) {
        for (const file of patch.files) {
          const installed = fs.readFileSync(path.resolve(file), "utf8");
          fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
          fs.writeFileSync(path.join(base, file), installed.replace(patch.replace, patch.find));
        }
      }
      const files = patches.flatMap((patch) => patch.files);
      expect(applyPatches(base)).toEqual(files.map((file) => ({ file, state: "patched" })));
      const patched = files.map((file) => fs.readFileSync(path.join(base, file), "utf8"));
      expect(applyPatches(base)).toEqual(files.map((file) => ({ file, state: "already" })));
      expect(files.map((file) => fs.readFileSync(path.join(base, file), "utf8"))).toEqual(patched);

      fs.writeFileSync(path.join(base, files[0] as string), "export {};\n");
      expect(() => applyPatches(base)).toThrow(/no longer holds the text this patch replaces/);
    } finally {
      fs.rmSync(base, { recursive: true, force: true });
    }
  });
});
