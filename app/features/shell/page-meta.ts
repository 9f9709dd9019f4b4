import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANG, isLang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";

type RootData = { lang?: string; site?: { brandName?: string } } | undefined;
type MetaArgs = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> };

/** Title and description of a page from `<key>.title` and `<key>.description`, in the page's language. */
export function pageMeta({ matches }: MetaArgs, key: string): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData;
  const lang = isLang(root?.lang) ? root.lang : DEFAULT_LANG;
  const t = createTranslator(lang);
  const brand = root?.site?.brandName ?? "";
  return [
    { title: brand ? `${t(`${key}.title`)} · ${brand}` : t(`${key}.title`) },
    { name: "description", content: t(`${key}.description`) },
  ];
}
