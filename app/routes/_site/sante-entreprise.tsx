import { CompanyLanding } from "~/features/company-health/company-landing";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { ISLANDS_PAGE } from "~/islands/names";
import type { Route } from "./+types/sante-entreprise";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("company");

// Hydrated as islands: the header, the banner and the chat button; the rest is text (ADR 0047).
export const handle = ISLANDS_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.healthCompany");

export default function SanteEntreprisePage() {
  return <CompanyLanding />;
}
