import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/assurance-emprunteur";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.borrower");

export default function AssuranceEmprunteurPage() {
  return <PageIntro page="borrower" />;
}
