import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/actualites";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.news");

export default function ActualitesPage() {
  return <PageIntro page="news" />;
}
