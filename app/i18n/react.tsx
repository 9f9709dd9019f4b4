import { createContext, type ReactNode, useContext, useMemo } from "react";
import { DEFAULT_LANG, type Lang } from "./config";
import { createTranslator, type Translate } from "./translate";

type I18n = { lang: Lang; t: Translate };

const I18nContext = createContext<I18n>({ lang: DEFAULT_LANG, t: (key) => key });

export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const value = useMemo(() => ({ lang, t: createTranslator(lang) }), [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useLang(): Lang {
  return useContext(I18nContext).lang;
}
