import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_POLICY_VERSION, consentOf, recordConsent } from "~/features/consent/consent.server";
import { consentLog } from "~/server/db/schema/consent";
import { resetEnvCache } from "~/server/env.server";
import { testDatabases } from "../support/databases";

describe.each(testDatabases())("consent log on $name", ({ handle }) => {
  it("logs each choice with a pseudonymous id kept across choices", async () => {
    const first = await recordConsent(handle().db, new Request("http://x/"), "accepted");
    expect(first[0]).toMatch(/^cookieConsent=accepted; Path=\/; Max-Age=15724800; SameSite=Lax/);
    const clientId = first[1]?.match(/consentId=([^;]+)/)?.[1] as string;
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);

    const again = new Request("http://x/", { headers: { Cookie: `cookieConsent=accepted; consentId=${clientId}` } });
    await recordConsent(handle().db, again, "declined");
    const rows = await handle().db.select().from(consentLog).where(eq(consentLog.clientId, clientId));
    expect(rows.map((row) => row.choice).sort()).toEqual(["accepted", "declined"]);
    expect(rows.every((row) => row.policyVersion === CONSENT_POLICY_VERSION && row.createdAt instanceof Date)).toBe(
      true,
    );
  });

  describe("on a site served over HTTPS", () => {
    beforeAll(() => {
      process.env.SITE_URL = "https://www.maison-courtage.fr";
      resetEnvCache();
    });
    afterAll(() => {
      delete process.env.SITE_URL;
      resetEnvCache();
    });

    it("writes __Host- cookies and still knows the browser by its older bare id", async () => {
      const clientId = crypto.randomUUID();
      const before = new Request("https://x/", { headers: { Cookie: `consentId=${clientId}` } });
      const [choice, id] = await recordConsent(handle().db, before, "accepted");
      expect(choice).toMatch(/^__Host-cookieConsent=accepted; Path=\/; .*; Secure$/);
      expect(choice).not.toContain("HttpOnly");
      expect(id).toBe(`__Host-consentId=${clientId}; Path=/; Max-Age=15724800; SameSite=Lax; HttpOnly; Secure`);
      expect(consentOf(new Request("https://x/", { headers: { Cookie: "__Host-cookieConsent=declined" } }))).toBe(
        "declined",
      );
    });
  });

  it("never trusts a malformed id from the browser", async () => {
    const hostile = new Request("http://x/", { headers: { Cookie: "consentId=' or 1=1 --" } });
    const cookies = await recordConsent(handle().db, hostile, "declined");
    expect(cookies[1]).not.toContain("or 1=1");
  });
});

describe("consentOf", () => {
  it("reads only the two allowed values", () => {
    const of = (cookie: string) => consentOf(new Request("http://x/", { headers: { Cookie: cookie } }));
    expect(of("cookieConsent=accepted")).toBe("accepted");
    expect(of("a=1; cookieConsent=declined")).toBe("declined");
    expect(of("cookieConsent=maybe")).toBeNull();
    expect(of("")).toBeNull();
  });
});
