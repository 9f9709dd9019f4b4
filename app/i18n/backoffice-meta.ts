import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANG, isLang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";

type MetaArgs = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> };

/** A back-office page's title in the reader's language (the root loader's), never indexed. */
export function backofficeMeta(args: MetaArgs, key: string): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as { lang?: string } | undefined;
  const t = createTranslator(isLang(root?.lang) ? root.lang : DEFAULT_LANG);
  return [{ title: `${t(key)} · ${t("staff.nav.brand")}` }, { name: "robots", content: "noindex" }];
}
