import { redirect } from "react-router";
import { articleMeta } from "~/features/news/article-meta";
import { ArticleView } from "~/features/news/article-view";
import { findArticle } from "~/features/news/articles.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { SITE_PATHS } from "~/paths/site";
import type { Route } from "./+types/actualite";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("news");

/** Articles 1 to 6 exist (spec §2); a missing id means article 1, any other id goes back to the list. */
export function loader({ params, context }: Route.LoaderArgs) {
  const article = findArticle(params.id, requestLanguage(context).lang);
  if (!article) throw redirect(SITE_PATHS.news);
  return article;
}

export const meta: Route.MetaFunction = (args) => articleMeta(args, () => pageMeta(args, "pages.article"));

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData} />;
}
