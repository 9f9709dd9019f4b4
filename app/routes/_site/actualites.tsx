import { newsListMeta } from "~/features/news/article-meta";
import { listArticles } from "~/features/news/articles.server";
import { NewsList } from "~/features/news/news-list";
import { pageMeta } from "~/features/shell/page-meta";
import { languageOf } from "~/i18n/lang.server";
import { needTexts } from "~/i18n/need-texts";
import type { Route } from "./+types/actualites";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("news");

export function loader({ request }: Route.LoaderArgs) {
  return { articles: listArticles(languageOf(request)) };
}

export const meta: Route.MetaFunction = (args) => newsListMeta(pageMeta(args, "pages.news"));

export default function ActualitesPage({ loaderData }: Route.ComponentProps) {
  return <NewsList articles={loaderData.articles} />;
}
