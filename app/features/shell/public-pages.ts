/**
 * The public pages of the site, in the order of the spec's route table: what the sitemap lists,
 * what the page-weight benchmark measures and what the end-to-end suite visits. (Plain module,
 * no imports: the benchmark loads it with Node directly.)
 */
export const PUBLIC_PAGES = [
  "/",
  "/accueil-v2",
  "/assurance-emprunteur",
  "/assurance-emprunteur-v2",
  "/vehicules-premium",
  "/vehicules-premium-v2",
  "/vehicules-standard",
  "/vehicules-sans-permis",
  "/sante-entreprise",
  "/sante-entreprise-v2",
  "/sante-senior",
  "/sante-famille",
  "/carriere",
  "/mentions-legales",
  "/actualites",
  ...["1", "2", "3", "4", "5", "6"].map((id) => `/actualites/${id}`),
  "/galerie",
];
