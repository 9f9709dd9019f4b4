/** The site's map, shared by the desktop menus, the mobile drawer and the footer. */
export type NavLink = { to: string; key: string };
export type NavSection = { id: "health" | "borrower" | "vehicles" | "company"; links: NavLink[] };

export const NAV_SECTIONS: NavSection[] = [
  {
    id: "health",
    links: [
      { to: "/sante-senior", key: "healthSenior" },
      { to: "/sante-famille", key: "healthFamily" },
      { to: "/sante-entreprise", key: "healthCompany" },
      { to: "/sante-entreprise-v2", key: "healthCompanyQuote" },
    ],
  },
  {
    id: "borrower",
    links: [
      { to: "/assurance-emprunteur", key: "borrower" },
      { to: "/assurance-emprunteur-v2", key: "borrowerQuote" },
    ],
  },
  {
    id: "vehicles",
    links: [
      { to: "/vehicules-premium", key: "vehiclesPremium" },
      { to: "/vehicules-premium-v2", key: "vehiclesPremiumQuote" },
      { to: "/vehicules-standard", key: "vehiclesStandard" },
      { to: "/vehicules-sans-permis", key: "vehiclesNoLicence" },
    ],
  },
  {
    id: "company",
    links: [
      { to: "/carriere", key: "careers" },
      { to: "/actualites", key: "news" },
      { to: "/galerie", key: "gallery" },
      { to: "/mentions-legales", key: "legal" },
    ],
  },
];

/** The in-page anchor of the press and partnerships section, on the home page. */
export const PRESS_ANCHOR = "/#press-partenariats";
