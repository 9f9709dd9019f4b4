import { redirect } from "react-router";
import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/actualite";

/** Articles 1 to 6 exist (spec §2); any other id goes back to the list. */
const ARTICLE_IDS = new Set(["1", "2", "3", "4", "5", "6"]);

export function loader({ params }: Route.LoaderArgs) {
  if (!ARTICLE_IDS.has(params.id)) throw redirect("/actualites");
  return { id: params.id };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.article");

export default function ArticlePage() {
  return <PageIntro page="article" />;
}
