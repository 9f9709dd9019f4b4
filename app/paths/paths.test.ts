import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { leadPath, STAFF_PATHS, staffReturnToOf } from "./backoffice";
import { CUSTOMER_PATHS, cancellationPath, claimPath, isClaimPath, requestFilePath, returnToOf } from "./customer-area";
import { PUBLIC_PAGES, SITE_PATHS } from "./site";

const APP = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code of a file without its comments (a comment may quote an address to explain it). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

describe("addresses", () => {
  it("are written once, in app/paths: no literal of an area's address anywhere else in the app", () => {
    const sitePaths = Object.values(SITE_PATHS).filter((value) => value !== SITE_PATHS.home);
    const literal = new RegExp(
      [
        // Any address inside the customer area or the back office, quoted or in a template.
        `["'\`]/(espace-client|backoffice)\\b`,
        // A public page's exact address (or one of its sections).
        `["'\`](${sitePaths.map((value) => value.replace(/[.*+?^${}()|[\]\\#]/g, "\\$&")).join("|")})(#[^"'\`]*)?["'\`]`,
      ].join("|"),
    );
    const offenders = sourceFiles(APP)
      .filter((file) => !file.startsWith(path.join(APP, "paths")) && file !== path.join(APP, "routes.ts"))
      .flatMap((file) =>
        withoutComments(readFileSync(file, "utf8"))
          .split("\n")
          .filter((line) => literal.test(line))
          .map((line) => `${path.relative(APP, file)}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it("encode what they carry, so a reference with a slash or a query character stays one segment", () => {
    expect(cancellationPath("AB/12?x")).toBe("/espace-client/contrats/AB%2F12%3Fx/resiliation");
    expect(claimPath("C 1")).toBe("/espace-client/contrats/C%201/sinistre");
    expect(requestFilePath("R#1", "f/1")).toBe("/espace-client/demandes/R%231/fichiers/f%2F1");
    expect(leadPath("12/../x")).toBe("/backoffice/leads/12%2F..%2Fx");
    expect(isClaimPath(claimPath("AUTO-2023-0042"))).toBe(true);
    expect(isClaimPath(`${CUSTOMER_PATHS.home}/contrats/x/y/sinistre`)).toBe(false);
  });

  it("send a signed-in person back only to a page of their own area", () => {
    expect(returnToOf(`${CUSTOMER_PATHS.signIn}?redirectTo=%2Fespace-client%2Fdemandes`)).toBe(CUSTOMER_PATHS.requests);
    expect(returnToOf(`${CUSTOMER_PATHS.signIn}?redirectTo=https%3A%2F%2Fevil.example`)).toBe(CUSTOMER_PATHS.home);
    expect(staffReturnToOf(`${STAFF_PATHS.signIn}?redirectTo=%2Fespace-client`)).toBe(STAFF_PATHS.home);
    expect(staffReturnToOf(`${STAFF_PATHS.signIn}?redirectTo=%2Fbackoffice%2Fjournal`)).toBe(STAFF_PATHS.journal);
  });

  it("list every public page once, and every one is a route", () => {
    const routes = readFileSync(path.join(APP, "routes.ts"), "utf8");
    expect(new Set(PUBLIC_PAGES).size).toBe(PUBLIC_PAGES.length);
    for (const page of PUBLIC_PAGES.filter((page) => page !== "/" && !page.startsWith(`${SITE_PATHS.news}/`))) {
      expect(routes, page).toContain(`route("${page.slice(1)}"`);
    }
  });
});
