import { useLoaderData } from "react-router";
import { STATEMENT_DATE } from "~/features/legal/accessibility-facts";
import { AccessibilityStatement } from "~/features/legal/accessibility-statement";
import { formatLegalDate } from "~/features/legal/legal-content";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { getDb } from "~/server/db/index.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { Route } from "./+types/accessibilite";

await needTexts("accessibility");

export async function loader({ context }: Route.LoaderArgs) {
  const site = await siteConfig(await getDb());
  // The date comes written from the server: a first Intl formatter in the browser blocks hydration.
  const updated = formatLegalDate(requestLanguage(context).lang, STATEMENT_DATE);
  return {
    brandName: site.brandName,
    siteUrl: site.siteUrl,
    contactEmail: site.contactEmail,
    phone: site.phone,
    updated,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.accessibility");

export default function AccessibilitePage() {
  return <AccessibilityStatement {...useLoaderData<typeof loader>()} />;
}
