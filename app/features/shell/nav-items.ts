import { SITE_PATHS } from "~/paths/site";
/** The site's map, shared by the desktop menus, the mobile drawer and the footer. */
export type NavLink = { to: string; key: string };
export type NavSection = { id: "health" | "borrower" | "vehicles" | "company"; links: NavLink[] };

export const NAV_SECTIONS: NavSection[] = [
  {
    id: "health",
    links: [
      { to: SITE_PATHS.healthSenior, key: "healthSenior" },
      { to: SITE_PATHS.healthFamily, key: "healthFamily" },
      { to: SITE_PATHS.healthCompany, key: "healthCompany" },
      { to: SITE_PATHS.healthCompanyQuote, key: "healthCompanyQuote" },
    ],
  },
  {
    id: "borrower",
    links: [
      { to: SITE_PATHS.borrower, key: "borrower" },
      { to: SITE_PATHS.borrowerQuote, key: "borrowerQuote" },
    ],
  },
  {
    id: "vehicles",
    links: [
      { to: SITE_PATHS.vehiclesPremium, key: "vehiclesPremium" },
      { to: SITE_PATHS.vehiclesPremiumQuote, key: "vehiclesPremiumQuote" },
      { to: SITE_PATHS.vehiclesStandard, key: "vehiclesStandard" },
      { to: SITE_PATHS.vehiclesNoLicence, key: "vehiclesNoLicence" },
    ],
  },
  {
    id: "company",
    links: [
      { to: SITE_PATHS.careers, key: "careers" },
      { to: SITE_PATHS.news, key: "news" },
      { to: SITE_PATHS.gallery, key: "gallery" },
      { to: SITE_PATHS.legal, key: "legal" },
    ],
  },
];

/** The in-page anchor of the press and partnerships section, on the home page. */
export const PRESS_ANCHOR = "/#press-partenariats";
