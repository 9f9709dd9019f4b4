import { describe, expect, it } from "vitest";
import { guardedRoutes, routeSource } from "../tests/support/guarded-routes";
import { BACKOFFICE_NAV } from "./backoffice-nav";
import staffTexts from "./i18n/locales/fr/staff.json";
import { STAFF_PATHS } from "./paths/backoffice";
import { type StaffScreen, staffNav } from "./server/auth/staff-screens";

const textAt = (key: string) =>
  key
    .split(".")
    .slice(1)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], staffTexts);

describe("the back office's menu (app/backoffice-nav.ts)", () => {
  it("lists screens that exist: a route under the guarded layout, a label in the staff dictionary", () => {
    const patterns = guardedRoutes("staff").map((route) => route.pattern);
    for (const screen of BACKOFFICE_NAV.screens) {
      expect(patterns, screen.path).toContain(screen.path);
      expect(screen.label.startsWith("staff."), screen.label).toBe(true);
      expect(typeof textAt(screen.label), screen.label).toBe("string");
    }
  });

  it("shows each member of staff the screens their role opens, in the groups' order", () => {
    const adviser = BACKOFFICE_NAV.linksFor("adviser").map((link) => link.to);
    const admin = BACKOFFICE_NAV.linksFor("admin").map((link) => link.to);
    expect(adviser).toEqual([
      STAFF_PATHS.home,
      STAFF_PATHS.leads,
      STAFF_PATHS.requests,
      STAFF_PATHS.pipeline,
      STAFF_PATHS.customers,
      STAFF_PATHS.renewals,
      STAFF_PATHS.catalogue,
      STAFF_PATHS.unpaid,
      STAFF_PATHS.training,
    ]);
    // An admin's menu keeps the groups' order: the money's admin screens sit with the work.
    expect(admin).toEqual([
      STAFF_PATHS.home,
      STAFF_PATHS.leads,
      STAFF_PATHS.requests,
      STAFF_PATHS.pipeline,
      STAFF_PATHS.customers,
      STAFF_PATHS.renewals,
      STAFF_PATHS.catalogue,
      STAFF_PATHS.collections,
      STAFF_PATHS.unpaid,
      STAFF_PATHS.commissions,
      STAFF_PATHS.training,
      STAFF_PATHS.team,
      STAFF_PATHS.journal,
      STAFF_PATHS.deliveries,
      STAFF_PATHS.privacy,
      STAFF_PATHS.settings,
      STAFF_PATHS.devMailbox,
      STAFF_PATHS.unanswered,
      STAFF_PATHS.assetFreeze,
      STAFF_PATHS.teamTraining,
    ]);
    expect(BACKOFFICE_NAV.linksFor("customer")).toEqual([]);
  });

  it("refuses two screens at one address", () => {
    const screen: StaffScreen = {
      path: STAFF_PATHS.leads,
      label: "staff.nav.leads",
      role: "adviser",
      group: "work",
      order: 1,
    };
    expect(() => staffNav([screen, { ...screen, order: 2 }])).toThrow(/two back-office screens/);
  });

  it("every loader and action under the back office asks requireStaff for its role first", () => {
    for (const route of guardedRoutes("staff")) {
      const source = routeSource(route.file);
      const handlers = [...source.matchAll(/export\s+(?:async\s+)?function\s+(loader|action)\b.*\{\n([^\n]*)/g)];
      expect(handlers.length, route.file).toBeGreaterThan(0);
      for (const [, name, firstLine] of handlers) {
        expect(firstLine, `${route.file} ${name}`).toMatch(
          /^\s*(const \w+ = )?await requireStaff\(request, [A-Z_]+\.role\);/,
        );
      }
    }
  });
});
