import { describe, expect, it } from "vitest";
import { parseEnv } from "~/server/env.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { formatLegalDate, LEGAL_LAST_UPDATED, LEGAL_SECTIONS } from "./legal-content";
import { legalNoticeData } from "./legal-notice.server";

describe("legal notice content", () => {
  it("has nine sections, including the personal-data anchor the forms link to", () => {
    expect(LEGAL_SECTIONS).toHaveLength(9);
    expect(LEGAL_SECTIONS.map((s) => s.id)).toContain("donnees-personnelles");
  });

  it("formats its fixed last-update date in the reader's language", () => {
    expect(LEGAL_LAST_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(formatLegalDate("fr", "2026-11-21")).toBe("21 novembre 2026");
    expect(formatLegalDate("en", "2026-11-21")).toBe("November 21, 2026");
  });

  it("passes unset legal fields on as null (shown 'à compléter')", () => {
    const { identity } = legalNoticeData(buildSiteConfig(parseEnv({ SITE_ORIAS: "12345678" })), "fr");
    expect(identity.oriasNumber).toBe("12345678");
    expect(identity.legalName).toBeNull();
    expect(identity.host).toBeNull();
  });

  it("writes the last-update date on the server, in the reader's language", () => {
    const site = buildSiteConfig(parseEnv({}));
    expect(legalNoticeData(site, "fr").updated).toBe(formatLegalDate("fr"));
    expect(legalNoticeData(site, "en").updated).toBe(formatLegalDate("en"));
    expect(legalNoticeData(site, "fr").updated).toMatch(/^\d{1,2} [a-zé]+ \d{4}$/);
  });
});
