import { gateEnabled } from "~/features/access-gate/access-gate.server";
import { env } from "~/server/env.server";

/** While the access gate is on, the unfinished site asks every crawler to stay out. */
export function loader() {
  const lines = gateEnabled()
    ? ["User-agent: *", "Disallow: /"]
    : [
        "User-agent: *",
        "Allow: /",
        // The sign-in screen is how a customer searching for "espace client" finds the door.
        "Allow: /espace-client/connexion$",
        "Disallow: /espace-client",
        "Disallow: /login",
        "Disallow: /seconnecter",
        "Disallow: /maintenance",
        "",
        `Sitemap: ${env().SITE_URL.replace(/\/$/, "")}/sitemap.xml`,
      ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
