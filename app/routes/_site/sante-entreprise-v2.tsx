import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/sante-entreprise-v2";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.healthCompanyQuote");

export default function SanteEntreprisev2Page() {
  return <PageIntro page="healthCompanyQuote" />;
}
