import type { Lang } from "~/i18n/config";
import type { SiteConfig } from "~/server/site-config.server";
import { formatLegalDate } from "./legal-content";

/**
 * What the notice shows of the site configuration (`null` fields are shown "à compléter"), and
 * its last-update date written out here: the browser then formats no date while it hydrates
 * (its first `Intl` date formatter costs a phone about 50 ms).
 */
export function legalNoticeData(site: SiteConfig, lang: Lang) {
  return {
    updated: formatLegalDate(lang),
    identity: {
      brandName: site.brandName,
      legalName: site.legalName,
      address: site.address,
      phone: site.phone,
      contactEmail: site.contactEmail,
      publisher: site.publisher,
      oriasNumber: site.oriasNumber,
      host: site.host,
      mediatorName: site.mediatorName,
      mediatorAddress: site.mediatorAddress,
    },
  };
}

export type LegalIdentity = ReturnType<typeof legalNoticeData>["identity"];
