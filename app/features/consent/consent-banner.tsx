import { createContext, type FormEvent, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { CloseIcon, CookieIcon } from "~/ui/icons";
import { CONSENT_BEACON_FIELD, consentCookieLine, isConsentChoice } from "./consent-cookie";

type ConsentControl = { open: boolean; reopened: boolean; reopen: () => void; close: () => void };
const ConsentContext = createContext<ConsentControl>({
  open: false,
  reopened: false,
  reopen: () => {},
  close: () => {},
});

export const useConsentBanner = () => useContext(ConsentContext);

export function ConsentProvider({ initiallyOpen, children }: { initiallyOpen: boolean; children: ReactNode }) {
  // The server says whether a choice is due; the visitor's own open/close wins over it.
  const [override, setOverride] = useState<boolean | null>(null);
  const open = override ?? initiallyOpen;
  const control = useMemo(
    () => ({ open, reopened: override === true, reopen: () => setOverride(true), close: () => setOverride(false) }),
    [open, override],
  );
  return <ConsentContext.Provider value={control}>{children}</ConsentContext.Provider>;
}

/** Where to come back after a choice made without JavaScript: here, minus the reopen flag. */
export function consentReturnPath(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  params.delete("gestion-cookies");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * With JavaScript, a choice is kept in the browser before the banner hides (issue 46: hidden
 * first, stored by the POST's answer, a reload or a link followed in between brought it back),
 * and its proof goes as a beacon, which the browser delivers even if the page is left at once.
 * Without JavaScript (or a browser without beacons) the form posts as before.
 */
function keepChoice(event: FormEvent<HTMLFormElement>, close: () => void) {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const choice = submitter instanceof HTMLButtonElement ? submitter.value : null;
  if (!isConsentChoice(choice)) return;
  const proof = new URLSearchParams({ choice, [CONSENT_BEACON_FIELD]: "1" });
  const action = event.currentTarget.action;
  let sent = false;
  try {
    sent = typeof navigator.sendBeacon === "function" && navigator.sendBeacon(action, proof);
    if (!sent) {
      void fetch(action, { method: "POST", body: proof, keepalive: true, credentials: "same-origin" }).catch(() => {});
      sent = true;
    }
  } catch {
    sent = false;
  }
  if (!sent) return;
  event.preventDefault();
  // biome-ignore lint/suspicious/noDocumentCookie: the choice must hold before any request returns; the server writes the same cookie.
  document.cookie = consentCookieLine(choice, window.location.protocol === "https:");
  close();
}

/**
 * "Votre Expérience Premium": Accepter, Refuser, or the close icon (= Refuser). On a phone it is a
 * bottom sheet of at most 40 % of the screen, so the page's reason for being there (the quote
 * card) stays in view: the first sentence, the rest behind "En savoir plus" (a native disclosure,
 * so it opens without a script), and Refuser and Accepter side by side, the same size and weight
 * (CNIL: refusing is as easy as accepting).
 */
export function ConsentBanner({ returnPath }: { returnPath: string }) {
  const t = useT();
  const { open, reopened, close } = useConsentBanner();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(open);

  // When reopened on request (footer link, shortcut), take keyboard users straight to it.
  useEffect(() => {
    if (open && !wasOpen.current) headingRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) return null;
  return (
    <section
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      className={`fixed inset-x-0 bottom-0 z-40 mx-auto max-h-[40dvh] max-w-3xl overflow-y-auto overscroll-contain rounded-t-card border border-line bg-surface px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-card sm:inset-x-6 sm:bottom-3 sm:max-h-[85dvh] sm:rounded-card sm:p-6 ${
        // Fades in when the visitor asks for it; on arrival it is part of the first paint (an
        // element fading in counts as painted only once visible: the page's LCP would wait).
        reopened ? "motion-safe:animate-fade-in" : ""
      }`}
    >
      <form method="post" action="/consent" onSubmit={(event) => keepChoice(event, close)}>
        <input type="hidden" name="redirectTo" value={returnPath} />
        <div className="pr-10">
          <h2
            id="consent-title"
            ref={headingRef}
            tabIndex={-1}
            className="flex items-center gap-2 text-lg focus:outline-none sm:text-xl"
          >
            <CookieIcon className="size-6 shrink-0 text-gold-strong" />
            {t("consent.title")}
          </h2>
          <p className="mt-1 text-sm text-ink-soft sm:mt-2">{t("consent.body")}</p>
        </div>
        <details className="group mt-1 text-sm" data-testid="consent-more">
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 font-semibold text-ink underline underline-offset-2">
            {t("consent.more")}
          </summary>
          <p className="text-ink-soft">{t("consent.details")}</p>
          <p className="mt-1 text-xs text-muted sm:text-sm">{t("consent.reopenHint")}</p>
        </details>
        {/* The choice stays in view while the opened details scroll inside the sheet. */}
        <div className="sticky bottom-0 mt-2 grid grid-cols-2 gap-3 bg-surface pt-2 sm:static sm:mt-4 sm:flex sm:justify-end sm:pt-0">
          <Button type="submit" name="choice" value="declined" variant="secondary">
            {t("consent.decline")}
          </Button>
          <Button type="submit" name="choice" value="accepted" variant="secondary">
            {t("consent.accept")}
          </Button>
        </div>
        <button
          type="submit"
          name="choice"
          value="declined"
          aria-label={t("consent.closeLabel")}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
        >
          <CloseIcon />
        </button>
      </form>
    </section>
  );
}
