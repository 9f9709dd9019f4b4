import type { SiteConfig } from "~/server/site-config.server";

/** What the notice shows of the site configuration; `null` fields are shown "à compléter". */
export function legalNoticeData(site: SiteConfig) {
  return {
    identity: {
      brandName: site.brandName,
      legalName: site.legalName,
      address: site.address,
      phone: site.phone,
      contactEmail: site.contactEmail,
      publisher: site.publisher,
      oriasNumber: site.oriasNumber,
      host: site.host,
    },
  };
}

export type LegalIdentity = ReturnType<typeof legalNoticeData>["identity"];
