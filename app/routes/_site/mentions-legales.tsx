import { useLoaderData } from "react-router";
import { LegalNotice } from "~/features/legal/legal-notice";
import { legalNoticeData } from "~/features/legal/legal-notice.server";
import { pageMeta } from "~/features/shell/page-meta";
import { languageOf } from "~/i18n/lang.server";
import { needTexts } from "~/i18n/need-texts";
import { env } from "~/server/env.server";
import { buildSiteConfig } from "~/server/site-config.server";
import type { Route } from "./+types/mentions-legales";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("legal");

export function loader({ request }: Route.LoaderArgs) {
  return legalNoticeData(buildSiteConfig(env()), languageOf(request));
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.legal");

export default function MentionsLegalesPage() {
  const { identity, updated } = useLoaderData<typeof loader>();
  return <LegalNotice identity={identity} updated={updated} />;
}
