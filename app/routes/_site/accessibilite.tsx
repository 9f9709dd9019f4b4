import { useLoaderData } from "react-router";
import { AccessibilityStatement } from "~/features/legal/accessibility-statement";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { getDb } from "~/server/db/index.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { Route } from "./+types/accessibilite";

await needTexts("accessibility");

export async function loader() {
  const site = await siteConfig(await getDb());
  return { brandName: site.brandName, siteUrl: site.siteUrl, contactEmail: site.contactEmail, phone: site.phone };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.accessibility");

export default function AccessibilitePage() {
  return <AccessibilityStatement {...useLoaderData<typeof loader>()} />;
}
