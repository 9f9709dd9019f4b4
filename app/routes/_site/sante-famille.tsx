import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/sante-famille";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.healthFamily");

export default function SanteFamillePage() {
  return <PageIntro page="healthFamily" />;
}
