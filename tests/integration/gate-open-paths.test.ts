import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessGateMiddleware } from "~/features/access-gate/gate-middleware.server";
import { resetEnvCache } from "~/server/env.server";

beforeAll(() => {
  process.env.SITE_ACCESS_CODE = "4821";
  resetEnvCache();
});
afterAll(() => {
  delete process.env.SITE_ACCESS_CODE;
  resetEnvCache();
});

/** What the gate does with a visitor who has no access cookie: "open" (next) or "/login". */
async function outcome(path: string) {
  const request = new Request(`http://localhost${path}`);
  const next = async () => new Response("open");
  try {
    const response = await accessGateMiddleware({ request } as never, next);
    return (await (response as Response).text()) === "open" ? "open" : "other";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
}

describe("access gate's open doors", () => {
  it.each(["/healthz", "/robots.txt", "/sitemap.xml", "/login", "/seconnecter", "/login.data", "/seconnecter.data"])(
    "%s answers without the code",
    async (path) => {
      expect(await outcome(path)).toBe("open");
    },
  );

  it.each([
    // Data requests of resource routes run the root loader: brand, contact details, site address.
    "/healthz.data",
    "/robots.txt.data",
    "/sitemap.xml.data",
    "/__test/leads.data",
    "/_root.data",
    "/assurance-emprunteur.data",
    "/healthz/",
    "//healthz",
    "/healthz%2Edata",
    "/login/x",
    "/",
  ])("%s is behind the gate", async (path) => {
    expect(await outcome(path)).toBe("/login");
  });
});
