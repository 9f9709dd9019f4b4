import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/mentions-legales";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.legal");

export default function MentionsLegalesPage() {
  return <PageIntro page="legal" />;
}
