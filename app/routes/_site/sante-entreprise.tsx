import { CompanyLanding } from "~/features/company-health/company-landing";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import type { Route } from "./+types/sante-entreprise";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("company");

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.healthCompany");

export default function SanteEntreprisePage() {
  return <CompanyLanding />;
}
