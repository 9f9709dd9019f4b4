import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { parseEnv as parseAppEnv } from "~/server/env.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { DEMO_AREA, SECOND_DEMO_AREA } from "./demo-areas";
import { DEMO_CUSTOMER, SECOND_DEMO_CUSTOMER } from "./demo-customers";

const demoEnv = parseEnv(readFileSync(new URL("../../.env.demo", import.meta.url), "utf8")) as Record<string, string>;

/** Every date the demo shows of the brand's past: clients, contracts, referrals. */
const demoDays = [
  DEMO_CUSTOMER.memberSince,
  SECOND_DEMO_CUSTOMER.memberSince,
  ...[DEMO_AREA, SECOND_DEMO_AREA].flatMap((area) => [
    ...area.contracts.map((contract) => contract.startDate),
    ...area.referees.map((referee) => referee.wonOn),
  ]),
];

describe("the demo brand", () => {
  it("was founded before any of the demo's clients, contracts and referrals, configured or by default", () => {
    const configured = buildSiteConfig(parseAppEnv(demoEnv)).foundedYear;
    const byDefault = buildSiteConfig(parseAppEnv({})).foundedYear;
    const earliest = Math.min(...demoDays.map((day) => Number(day.slice(0, 4))));
    expect(configured).toBeLessThanOrEqual(earliest);
    expect(byDefault).toBe(configured);
  });

  it("has a complete identity, so the demo never prints 'à compléter'", () => {
    const site = buildSiteConfig(parseAppEnv(demoEnv));
    for (const field of ["legalName", "oriasNumber", "address", "phone", "publisher", "host"] as const) {
      expect(site[field], field).toEqual(expect.any(String));
    }
    expect(site.legalName).toMatch(/fictive/);
  });

  it("leaves a real installation's unset legal fields empty, for the legal notice to mark", () => {
    const site = buildSiteConfig(parseAppEnv({}));
    expect([site.legalName, site.oriasNumber, site.address, site.phone, site.publisher, site.host]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
