import { useLocation } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES } from "~/i18n/config";
import { useLang, useT } from "~/i18n/react";

/** The footer's language choice: a plain form, posted with or without JavaScript. */
export function LanguageForm() {
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  return (
    <form method="post" action="/language" aria-label={t("footer.languageForm")} className="flex flex-wrap gap-1">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="submit"
          name="lang"
          value={code}
          lang={code}
          aria-current={code === lang || undefined}
          className="min-h-11 rounded-full px-3 text-sm text-surface/85 hover:bg-surface/10 aria-[current]:font-bold aria-[current]:text-gold"
        >
          {LANGUAGE_NAMES[code]}
        </button>
      ))}
    </form>
  );
}
