import { useLoaderData } from "react-router";
import { LegalNotice } from "~/features/legal/legal-notice";
import { legalNoticeData } from "~/features/legal/legal-notice.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { getDb } from "~/server/db/index.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { Route } from "./+types/mentions-legales";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("legal", "complaints");

export async function loader({ context }: Route.LoaderArgs) {
  return legalNoticeData(await siteConfig(await getDb()), requestLanguage(context).lang);
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.legal");

export default function MentionsLegalesPage() {
  const { identity, updated } = useLoaderData<typeof loader>();
  return <LegalNotice identity={identity} updated={updated} />;
}
