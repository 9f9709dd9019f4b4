import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/sante-senior";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.healthSenior");

export default function SanteSeniorPage() {
  return <PageIntro page="healthSenior" />;
}
