import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { LANGUAGES } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { STAFF_STEPS } from "~/server/customer-requests/request-steps.server";
import { actionWords } from "./journal-screen";
import type { StaffChange } from "./staff-accounts.server";

/**
 * Every audited action code written in the app's source (`action: "lead.status"`,
 * `audit(…, "staff.sign-in")`, a request's staff steps) and every kind of record they name
 * (`target: { type: "lead", id }`).
 */
function recorded() {
  const codes = new Set<string>();
  const targets = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = readFileSync(file, "utf8");
        for (const match of source.matchAll(/action: "([a-zA-Z0-9.-]+)"/g)) codes.add(match[1] as string);
        for (const match of source.matchAll(/clientIp\(context\), "([a-zA-Z0-9.-]+)"/g)) codes.add(match[1] as string);
        for (const match of source.matchAll(/type: "([a-zA-Z]+)", id\b/g)) targets.add(match[1] as string);
      }
    }
  };
  walk(path.resolve("app"));
  const changes: StaffChange[] = ["deactivate", "reactivate", "reset-2fa"];
  for (const change of changes) codes.add(`staff.${change}`);
  for (const step of STAFF_STEPS) codes.add(`request.${step}`);
  return { codes: [...codes].sort(), targets: [...targets].sort() };
}

describe("the journal in words", () => {
  const { codes, targets } = recorded();

  it("finds the actions the app records", () => {
    expect(codes).toEqual(expect.arrayContaining(["lead.status", "staff.sign-in", "staff.sign-in.password"]));
  });

  it.each(LANGUAGES)("names every recorded action in %s", (lang) => {
    const t = createTranslator(lang);
    const raw = codes.filter((code) => actionWords(t, code) === code);
    expect(raw).toEqual([]);
  });

  it.each(LANGUAGES)("names every kind of record an action is about in %s", (lang) => {
    const t = createTranslator(lang);
    expect(targets).toEqual(expect.arrayContaining(["lead", "customerRequest", "contract", "customer"]));
    expect(targets.filter((type) => t(`staff.journal.targets.${type}`) === `staff.journal.targets.${type}`)).toEqual(
      [],
    );
  });

  it("shows an unknown code as recorded rather than a dictionary key", () => {
    expect(actionWords(createTranslator("fr"), "lead.teleport")).toBe("lead.teleport");
    expect(actionWords(createTranslator("fr"), "staff.sign-in")).toBe("Connexion");
  });
});
