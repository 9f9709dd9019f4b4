import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("the contracts domain (app/server/contracts)", () => {
  it("never imports the requests domain: requests use contracts (their status through its owner), not the other way", () => {
    const offenders = sourceFiles(import.meta.dirname).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)]
        .map((match) => match[1] as string)
        .filter((specifier) => /customer-requests/.test(specifier))
        .map((specifier) => `${path.relative(process.cwd(), file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
