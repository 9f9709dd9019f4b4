import { newsListMeta } from "~/features/news/article-meta";
import { listArticles } from "~/features/news/articles.server";
import { NewsList } from "~/features/news/news-list";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import type { Route } from "./+types/actualites";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("news");

export function loader({ context }: Route.LoaderArgs) {
  return { articles: listArticles(requestLanguage(context).lang) };
}

export const meta: Route.MetaFunction = (args) => newsListMeta(pageMeta(args, "pages.news"));

export default function ActualitesPage({ loaderData }: Route.ComponentProps) {
  return <NewsList articles={loaderData.articles} />;
}
