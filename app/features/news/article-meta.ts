import type { MetaDescriptor } from "react-router";

type ArticleMetaData = { id: number; title: string; excerpt: string; date: string; updated: string } | undefined;
type RootData = { lang?: string; site?: { brandName?: string } } | undefined;
type MetaArgs = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>; loaderData?: unknown };

/**
 * An article's title and description, Open Graph tags and schema.org `Article` for search
 * engines; `fallback` (the page's generic tags) when there is no article.
 */
export function articleMeta(args: MetaArgs, fallback: () => MetaDescriptor[]): MetaDescriptor[] {
  const article = args.loaderData as ArticleMetaData;
  if (!article) return fallback();
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as RootData;
  const brand = root?.site?.brandName ?? "";
  const lang = root?.lang ?? "fr";
  const organization = { "@type": "Organization", name: brand };
  return [
    { title: brand ? `${article.title} · ${brand}` : article.title },
    { name: "description", content: article.excerpt },
    { property: "og:type", content: "article" },
    { property: "og:title", content: article.title },
    { property: "og:description", content: article.excerpt },
    { property: "og:locale", content: lang },
    { property: "article:published_time", content: article.date },
    { property: "article:modified_time", content: article.updated },
    ...(brand ? [{ property: "og:site_name", content: brand }] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        description: article.excerpt,
        datePublished: article.date,
        dateModified: article.updated,
        inLanguage: lang,
        author: organization,
        publisher: organization,
      },
    },
  ];
}

/** The list page: its page tags (`base`: title, description) and Open Graph tags for sharing. */
export function newsListMeta(base: MetaDescriptor[]): MetaDescriptor[] {
  const title = base.find((tag) => "title" in tag) as { title: string } | undefined;
  const description = base.find((tag) => "name" in tag) as { content: string } | undefined;
  return [
    ...base,
    { property: "og:type", content: "website" },
    { property: "og:title", content: title?.title ?? "" },
    { property: "og:description", content: description?.content ?? "" },
  ];
}
