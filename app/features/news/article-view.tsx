import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { SITE_PATHS } from "~/paths/site";
import { buttonClasses } from "~/ui/button";
import type { ArticlePageData } from "./articles.server";
import { CategoryArt } from "./category-art";
import { CategoryBadge } from "./category-badge";

/** Styles of the Markdown body, scoped here (no typography plugin): a readable measure and calm tables. */
const BODY = [
  "text-ink-soft",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:text-ink [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:text-ink",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1",
  "[&_strong]:text-ink [&_a]:font-semibold [&_a]:text-gold-strong [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm",
  "[&_th]:border-b-2 [&_th]:border-line [&_th]:bg-sand [&_th]:p-2 [&_th]:text-left [&_th]:text-ink",
  "[&_td]:border-b [&_td]:border-line [&_td]:p-2 [&_td]:align-top",
].join(" ");

export function ArticleView({ article }: { article: ArticlePageData }) {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14">
      <Link to={SITE_PATHS.news} className={buttonClasses("ghost")} data-testid="article-back">
        <span aria-hidden="true">←</span>
        {t("news.article.back")}
      </Link>
      <header className="mt-6">
        <CategoryBadge category={article.category} />
        <h1 className="mt-4 text-3xl sm:text-4xl">{article.title}</h1>
        <p className="mt-4 flex flex-wrap gap-x-2 text-sm text-muted">
          <time dateTime={article.date} data-testid="article-date">
            {t("news.article.published", {
              date: article.published,
              relative: article.age,
            })}
          </time>
          <span aria-hidden="true">·</span>
          <span data-testid="article-reading-time">
            {t("news.article.readingTime", { minutes: article.readingTime })}
          </span>
        </p>
      </header>
      <div className="mt-8 overflow-hidden rounded-card border border-line">
        <CategoryArt category={article.category} />
      </div>
      <div
        className={`mt-8 max-w-prose text-base leading-relaxed ${BODY}`}
        data-testid="article-body"
        // Rendered from our Markdown and sanitised with an allowlist on the server (sanitize.server.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML, see above
        dangerouslySetInnerHTML={{ __html: article.html }}
      />
      <aside
        className="mt-12 rounded-card border border-gold/40 bg-gold-soft p-6 sm:p-8"
        aria-labelledby="advice-title"
        data-testid="article-advice"
      >
        <h2 id="advice-title" className="text-2xl">
          {t("news.article.adviceTitle")}
        </h2>
        <p className="mt-3 text-ink-soft">{t("news.article.adviceBody")}</p>
        <Link to={article.quotePath} className={`${buttonClasses("secondary", "lg")} mt-5`}>
          {t("news.article.adviceCta")}
        </Link>
      </aside>
    </article>
  );
}
