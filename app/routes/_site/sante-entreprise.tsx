import { CompanyLanding } from "~/features/company-health/company-landing";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/sante-entreprise";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.healthCompany");

export default function SanteEntreprisePage() {
  return <CompanyLanding />;
}
