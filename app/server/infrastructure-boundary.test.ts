import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every source file under app/server/. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("infrastructure (app/server)", () => {
  it("never imports a feature: features plug in from the composition roots (root.tsx, main.server.ts)", () => {
    const offenders = sourceFiles(path.resolve(import.meta.dirname)).flatMap((file) => {
      const imports = [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)];
      return imports
        .map((match) => match[1] as string)
        .filter((specifier) => /(^~\/features\/|\/features\/)/.test(specifier))
        .map((specifier) => `${path.relative(process.cwd(), file)} → ${specifier}`);
    });
    expect(offenders).toEqual([]);
  });

  it("keeps the database schema free of screens: it imports no feature and no back-office module", () => {
    const offenders = sourceFiles(path.resolve(import.meta.dirname, "db/schema")).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)]
        .map((match) => match[1] as string)
        .filter((specifier) => /features|backoffice/.test(specifier))
        .map((specifier) => `${path.relative(process.cwd(), file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
