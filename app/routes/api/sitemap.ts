import { gateEnabled } from "~/features/access-gate/access-gate.server";
import { PUBLIC_PAGES } from "~/paths/site";
import { env } from "~/server/env.server";

/** The public pages search engines should know; none while the access gate is on. */
export function loader() {
  const base = env().SITE_URL.replace(/\/$/, "");
  const urls = gateEnabled() ? [] : PUBLIC_PAGES.map((path) => `  <url><loc>${base}${path}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
