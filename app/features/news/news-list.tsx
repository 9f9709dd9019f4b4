import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { articlePath } from "~/paths/site";
import { cn } from "~/ui/cn";
import type { ArticleCard } from "./articles.server";
import { CategoryArt } from "./category-art";
import { CategoryBadge } from "./category-badge";

/** The news page: its title, then the featured article and the others as cards. */
export function NewsList({ articles }: { articles: ArticleCard[] }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-6xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20">
      <h1 className="max-w-3xl text-3xl sm:text-4xl">{t("pages.news.title")}</h1>
      <p className="mt-5 max-w-2xl text-lg text-ink-soft">{t("pages.news.lead")}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
        {articles.map((article) => (
          <li key={article.id} className={cn(article.featured && "sm:col-span-2 lg:col-span-3")}>
            <NewsCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function NewsCard({ article }: { article: ArticleCard }) {
  const t = useT();
  const { featured } = article;
  return (
    <article
      data-testid="news-card"
      data-featured={featured ? "true" : undefined}
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card",
        "transition-shadow focus-within:focus-ring hover:shadow-lg",
        featured && "lg:flex-row",
      )}
    >
      <div className={cn("shrink-0 overflow-hidden", featured && "lg:w-1/2")}>
        <CategoryArt
          category={article.category}
          cover={featured}
          className={cn(
            "transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transform-none",
            featured && "lg:h-full",
          )}
        />
      </div>
      <div className={cn("flex flex-1 flex-col p-6", featured && "lg:justify-center lg:p-10")}>
        <div className="flex flex-wrap items-center gap-2">
          {featured && (
            <span className="rounded-full bg-gold px-3 py-1 text-xs font-semibold text-ink">
              {t("news.list.featured")}
            </span>
          )}
          <CategoryBadge category={article.category} />
        </div>
        <h2 className={cn("mt-4", featured ? "text-2xl sm:text-3xl" : "text-xl")}>
          <Link
            to={articlePath(article.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
            prefetch="intent"
          >
            {article.title}
          </Link>
        </h2>
        <p className={cn("mt-3 text-ink-soft", featured ? "text-base sm:text-lg" : "text-sm")}>{article.excerpt}</p>
        <div className="mt-auto pt-5 text-sm text-muted">
          <p className="flex flex-wrap items-center gap-x-2">
            <time dateTime={article.date} data-testid="article-date">
              {article.age}
            </time>
            <span aria-hidden="true">·</span>
            <span data-testid="article-reading-time">
              {t("news.list.readingTime", { minutes: article.readingTime })}
            </span>
          </p>
          {article.insurers?.length ? (
            <p className="mt-1">{t("news.list.insurers", { names: article.insurers.join(", ") })}</p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
