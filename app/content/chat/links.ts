/**
 * Where the concierge's answers send people. A page that moves, or a screen that comes later
 * (cancelling a contract from the customer area), changes here once, for every entry using it.
 */
export const CHAT_LINKS = {
  quoteChooser: "/#choisir",
  borrower: "/assurance-emprunteur",
  vehiclesPremium: "/vehicules-premium",
  vehiclesStandard: "/vehicules-standard",
  vehiclesNoLicence: "/vehicules-sans-permis",
  healthCompany: "/sante-entreprise",
  healthSenior: "/sante-senior",
  healthFamily: "/sante-famille",
  customerArea: "/espace-client",
  /** Cancelling a contract: the customer area until it has its own cancellation screens. */
  cancellation: "/espace-client",
  contact: "/mentions-legales#contact",
  dataProtection: "/mentions-legales#donnees-personnelles",
  /** The broker's registration (ORIAS), regulator and mediation, in the legal notice. */
  regulation: "/mentions-legales#editeur",
} as const;
