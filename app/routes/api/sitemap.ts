import { gateEnabled } from "~/features/access-gate/access-gate.server";
import { env } from "~/server/env.server";

/** The public pages search engines should know; none while the access gate is on. */
const PUBLIC_PATHS = [
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
  "/actualites",
  ...["1", "2", "3", "4", "5", "6"].map((id) => `/actualites/${id}`),
  "/galerie",
  "/mentions-legales",
];

export function loader() {
  const base = env().SITE_URL.replace(/\/$/, "");
  const urls = gateEnabled() ? [] : PUBLIC_PATHS.map((path) => `  <url><loc>${base}${path}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
