import type { MetaDescriptor } from "react-router";
import { rootDataOf } from "./page-meta";

type Site = { brandName: string; siteUrl: string; contactEmail: string; phone: string | null; foundedYear: number };

/** The broker as schema.org sees it (InsuranceAgency), for the home page. */
export function insuranceAgencyJsonLd(matches: Parameters<typeof rootDataOf>[0]): MetaDescriptor {
  const site = (rootDataOf(matches) as { site?: Site } | undefined)?.site;
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "InsuranceAgency",
      name: site?.brandName,
      url: site?.siteUrl,
      email: site?.contactEmail,
      ...(site?.phone ? { telephone: site.phone } : {}),
      foundingDate: String(site?.foundedYear ?? ""),
      areaServed: { "@type": "Country", name: "France" },
      knowsLanguage: ["fr", "en", "it", "es", "ru"],
    },
  };
}
