import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname, "..");

function screens(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return screens(full);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [full] : [];
  });
}

describe("length limits (app/server/limits.ts)", () => {
  it("are never written as a number in a screen: a field's maxLength reads the limit the server checks", () => {
    const copies = screens(APP).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/maxLength=\{\s*\d+\s*\}|maxLength="\d+"/g)].map(
        (match) => `${path.relative(APP, file)}: ${match[0]}`,
      ),
    );
    expect(copies).toEqual([]);
  });
});
