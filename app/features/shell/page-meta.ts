import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANG, isLang, type Lang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";

type RootData = { lang?: string; site?: { brandName?: string; siteUrl?: string } } | undefined;
type MetaArgs = {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
};

const OG_LOCALES: Record<Lang, string> = { fr: "fr_FR", en: "en_GB", it: "it_IT", es: "es_ES", ru: "ru_RU" };

export function rootDataOf(matches: MetaArgs["matches"]): RootData {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData;
}

/**
 * A page's title, description, canonical address and Open Graph card, from `<key>.title` and
 * `<key>.description` in the page's language.
 */
export function pageMeta(args: MetaArgs, key: string): MetaDescriptor[] {
  const { matches, location } = args;
  const root = rootDataOf(matches);
  const lang = isLang(root?.lang) ? root.lang : DEFAULT_LANG;
  const t = createTranslator(lang);
  const title = pageTitle(args, key);
  const brand = root?.site?.brandName ?? "";
  const description = t(`${key}.description`);
  const url = `${root?.site?.siteUrl ?? ""}${location.pathname}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[lang] },
    { name: "twitter:card", content: "summary" },
  ];
}

/** "<page title> · <brand>", for pages that show no description (the access gate). */
export function pageTitle({ matches }: Pick<MetaArgs, "matches">, key: string): string {
  const root = rootDataOf(matches);
  const t = createTranslator(isLang(root?.lang) ? root.lang : DEFAULT_LANG);
  const brand = root?.site?.brandName ?? "";
  return brand ? `${t(`${key}.title`)} · ${brand}` : t(`${key}.title`);
}
