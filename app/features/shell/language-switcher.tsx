import { useFetcher, useLocation } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from "~/i18n/config";
import { loadDictionaries } from "~/i18n/load-dictionary.client";
import { useLang, useT } from "~/i18n/react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "~/ui/dropdown-menu";
import { GlobeIcon } from "~/ui/icons";

/** Header language menu: loads the new texts first, then asks the server to remember the choice. */
export function LanguageSwitcher() {
  const t = useT();
  const lang = useLang();
  const fetcher = useFetcher();
  const location = useLocation();

  async function choose(next: Lang) {
    if (next === lang) return;
    await loadDictionaries(next);
    fetcher.submit(
      { lang: next, redirectTo: `${location.pathname}${location.search}${location.hash}` },
      { method: "post", action: "/language", preventScrollReset: true },
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold hover:bg-sand"
        // The visible code leads the name, so voice control users can say what they see.
        aria-label={`${lang.toUpperCase()} · ${t("common.language.current", { language: LANGUAGE_NAMES[lang] })}`}
      >
        <GlobeIcon className="size-5" />
        {lang.toUpperCase()}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-label={t("common.language.choose")}>
        {LANGUAGES.map((code) => (
          <DropdownMenuItem
            key={code}
            lang={code}
            onSelect={() => void choose(code)}
            aria-current={code === lang || undefined}
          >
            <span className="w-7 text-xs font-bold text-muted">{code.toUpperCase()}</span>
            {LANGUAGE_NAMES[code]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The same choice as plain buttons, in the footer: works without JavaScript. */
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
