import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from "~/i18n/config";
import { loadDictionaries } from "~/i18n/load-dictionary.client";
import { useLang, useT } from "~/i18n/react";
import { GlobeIcon } from "~/ui/icons";

/**
 * Header language choice, as a disclosure (a button that shows a short list of buttons): five
 * fixed choices need no menu machinery, and every page spares the positioning library a menu
 * would bring. Escape, a click outside or leaving the list closes it; arrows move between choices.
 * Choosing loads the new texts first, then asks the server to remember the choice.
 */
export function LanguageSwitcher() {
  const t = useT();
  const lang = useLang();
  const fetcher = useFetcher();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const closeOutside = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) setOpen(false);
    };
    const closeOnLeave = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        trigger.current?.focus();
        return;
      }
      if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
      event.preventDefault();
      const items = [...element.querySelectorAll<HTMLButtonElement>("li button")];
      const current = items.indexOf(document.activeElement as HTMLButtonElement);
      const target =
        event.key === "Home"
          ? 0
          : event.key === "End"
            ? items.length - 1
            : (current + (event.key === "ArrowDown" ? 1 : -1) + items.length) % items.length;
      items[target]?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    element.addEventListener("focusout", closeOnLeave);
    element.addEventListener("keydown", onKeyDown);
    element.querySelector<HTMLButtonElement>("[aria-current]")?.focus();
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      element.removeEventListener("focusout", closeOnLeave);
      element.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  async function choose(next: Lang) {
    setOpen(false);
    trigger.current?.focus();
    if (next === lang) return;
    await loadDictionaries(next);
    fetcher.submit(
      { lang: next, redirectTo: `${location.pathname}${location.search}${location.hash}` },
      { method: "post", action: "/language", preventScrollReset: true },
    );
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold hover:bg-sand"
        // The visible code leads the name, so voice control users can say what they see.
        aria-label={`${lang.toUpperCase()} · ${t("common.language.current", { language: LANGUAGE_NAMES[lang] })}`}
      >
        <GlobeIcon className="size-5" />
        {lang.toUpperCase()}
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={t("common.language.choose")}
        className="absolute right-0 top-full z-50 mt-2 min-w-44 rounded-control border border-line bg-surface p-1.5 shadow-card"
      >
        {LANGUAGES.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              onClick={() => void choose(code)}
              aria-current={code === lang || undefined}
              className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm hover:bg-sand focus-visible:bg-sand aria-[current]:font-semibold"
            >
              <span className="w-7 text-xs font-bold text-muted">{code.toUpperCase()}</span>
              {LANGUAGE_NAMES[code]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
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
