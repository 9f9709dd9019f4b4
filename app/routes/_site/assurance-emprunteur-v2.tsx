import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/assurance-emprunteur-v2";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.borrowerQuote");

export default function AssuranceEmprunteurv2Page() {
  return <PageIntro page="borrowerQuote" />;
}
