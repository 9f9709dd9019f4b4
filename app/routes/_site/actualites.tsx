import { newsListMeta } from "~/features/news/article-meta";
import { listArticles } from "~/features/news/articles.server";
import { NewsList } from "~/features/news/news-list";
import { languageOf } from "~/i18n/lang.server";
import type { Route } from "./+types/actualites";

export function loader({ request }: Route.LoaderArgs) {
  return { articles: listArticles(languageOf(request)) };
}

export const meta: Route.MetaFunction = (args) => newsListMeta(args);

export default function ActualitesPage({ loaderData }: Route.ComponentProps) {
  return <NewsList articles={loaderData.articles} />;
}
