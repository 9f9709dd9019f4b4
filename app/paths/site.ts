/**
 * The public site's addresses (spec's route table): links, the sitemap, the chat's answers, the
 * quote products and the benchmarks all take them from here. A plain module with no imports: the
 * page-weight benchmark loads it with Node directly.
 */
export const SITE_PATHS = {
  home: "/",
  homeV2: "/accueil-v2",
  borrower: "/assurance-emprunteur",
  borrowerQuote: "/assurance-emprunteur-v2",
  vehiclesPremium: "/vehicules-premium",
  vehiclesPremiumQuote: "/vehicules-premium-v2",
  vehiclesStandard: "/vehicules-standard",
  vehiclesNoLicence: "/vehicules-sans-permis",
  healthCompany: "/sante-entreprise",
  healthCompanyQuote: "/sante-entreprise-v2",
  healthSenior: "/sante-senior",
  healthFamily: "/sante-famille",
  careers: "/carriere",
  legal: "/mentions-legales",
  news: "/actualites",
  gallery: "/galerie",
  maintenance: "/maintenance",
  /** Anyone's complaint (ACPR 2022-R-01), linked from the footer and the legal notice. */
  complaint: "/reclamation",
  /** "Résilier votre contrat" without signing in (Code de la consommation L215-1-1): footer, legal notice. */
  cancel: "/resiliation",
  /** "Vérifier un document": anyone checks a PDF sealed by the broker (issue 41). */
  verifyDocument: "/verifier-un-document",
  /** The link a public cancellation's holder follows to confirm it, or say "ce n'est pas moi" (issue 48). */
  cancelConfirm: "/resiliation/confirmer",
  /** The link that joins a public complaint to the area of the account whose address it gave (issue 48). */
  complaintLink: "/reclamation/rattacher",
  /** The home page's product chooser, where every quote starts. */
  quoteChooser: "/#choisir",
} as const;

/** The legal notice's sections that other pages link to. */
export const LEGAL_SECTIONS = {
  contact: `${SITE_PATHS.legal}#contact`,
  dataProtection: `${SITE_PATHS.legal}#donnees-personnelles`,
  publisher: `${SITE_PATHS.legal}#editeur`,
} as const;

export const articlePath = (id: string | number) => `${SITE_PATHS.news}/${encodeURIComponent(String(id))}`;

/** The access-code screen (spec §2): where the gate sends visitors, and its second address. */
export const LOGIN_PATH = "/login";
export const LOGIN_PATHS: readonly string[] = [LOGIN_PATH, "/seconnecter"];

/**
 * The public pages, in the order of the spec's route table: what the sitemap lists, what the
 * page-weight benchmark measures and what the end-to-end suite visits.
 */
export const PUBLIC_PAGES = [
  SITE_PATHS.home,
  SITE_PATHS.homeV2,
  SITE_PATHS.borrower,
  SITE_PATHS.borrowerQuote,
  SITE_PATHS.vehiclesPremium,
  SITE_PATHS.vehiclesPremiumQuote,
  SITE_PATHS.vehiclesStandard,
  SITE_PATHS.vehiclesNoLicence,
  SITE_PATHS.healthCompany,
  SITE_PATHS.healthCompanyQuote,
  SITE_PATHS.healthSenior,
  SITE_PATHS.healthFamily,
  SITE_PATHS.careers,
  SITE_PATHS.legal,
  SITE_PATHS.news,
  ...["1", "2", "3", "4", "5", "6"].map(articlePath),
  SITE_PATHS.gallery,
  SITE_PATHS.complaint,
  SITE_PATHS.cancel,
  SITE_PATHS.verifyDocument,
];
