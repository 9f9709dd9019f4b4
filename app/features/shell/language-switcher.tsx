import { createContext, useContext, useEffect, useRef, useState } from "react";
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from "~/i18n/config";
import { loadDictionaries } from "~/i18n/load-dictionary.client";
import { useLang, useT } from "~/i18n/react";
import { GlobeIcon } from "~/ui/icons";

/**
 * How a choice reaches the server: when the document is React Router's app, the root gives a
 * fetcher's post (the page changes language in place); on a page hydrated as islands
 * (docs/decisions/0047), the choice is posted as a form, as without JavaScript.
 */
export type LanguageChoice = (lang: Lang, redirectTo: string) => void;
export const LanguageChoiceContext = createContext<LanguageChoice | null>(null);

function postLanguageForm(lang: Lang, redirectTo: string) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = "/language";
  for (const [name, value] of [
    ["lang", lang],
    ["redirectTo", redirectTo],
  ]) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name as string;
    input.value = value as string;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * Header language choice, as a disclosure (a button that shows a short list of buttons): five
 * fixed choices need no menu machinery, and every page spares the positioning library a menu
 * would bring. Escape, a click outside or leaving the list closes it; arrows move between choices.
 * Choosing loads the new texts first, then asks the server to remember the choice.
 */
export function LanguageSwitcher() {
  const t = useT();
  const lang = useLang();
  const routerChoice = useContext(LanguageChoiceContext);
  const [open, setOpen] = useState(false);
  // Not useId(): the header hydrates as an island of its own on some pages, where React's ids differ
  // from the server's (docs/decisions/0047); a page has one header.
  const listId = "language-choices";
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
    const redirectTo = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (!routerChoice) return postLanguageForm(next, redirectTo);
    await loadDictionaries(next);
    routerChoice(next, redirectTo);
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
