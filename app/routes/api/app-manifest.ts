import { requestLanguage } from "~/i18n/request-language.server";
import { getDb } from "~/server/db/index.server";
import { webAppManifest } from "~/server/installable-app/manifest.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { Route } from "./+types/app-manifest";

/**
 * The customer area's web app manifest (issue 45). Public (browsers fetch it without cookies),
 * named after the configured brand, in the visitor's language; cached an hour by browsers, and
 * kept apart per language by shared caches.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const config = await siteConfig(await getDb());
  const manifest = webAppManifest(config.brandName, requestLanguage(context).lang);
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      Vary: "Cookie",
    },
  });
}
