import { useEffect, useState } from "react";
import { useT } from "~/i18n/react";
import { SITE_PATHS } from "~/paths/site";
import { buttonClasses } from "~/ui/button";
import { CloseIcon } from "~/ui/icons";
import { PageLink } from "~/ui/page-link";

export const POPUP_DELAY_MS = 10_000;
export const POPUP_VISIBLE_MS = 10_000;
export const POPUP_REPEAT_MS = 70_000;

/**
 * The timed invitation (spec §4): shows 10 s after arrival, hides 10 s later, and comes back
 * every 70 s, until the visitor closes it. It never takes focus; it fades only without
 * reduced motion.
 */
export function QuotePopup() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (closed) return;
    const timers: number[] = [];
    const showOnce = () => {
      setVisible(true);
      timers.push(window.setTimeout(() => setVisible(false), POPUP_VISIBLE_MS));
    };
    timers.push(
      window.setTimeout(() => {
        showOnce();
        timers.push(window.setInterval(showOnce, POPUP_REPEAT_MS));
      }, POPUP_DELAY_MS),
    );
    return () => {
      for (const timer of timers) {
        window.clearTimeout(timer);
        window.clearInterval(timer);
      }
    };
  }, [closed]);
  if (!visible || closed) return null;
  return (
    <section
      aria-labelledby="quote-popup-title"
      data-testid="quote-popup"
      className="fixed bottom-20 left-4 z-30 w-[min(22rem,calc(100vw-2rem))] sm:bottom-4 rounded-card border border-line bg-surface p-5 shadow-card motion-safe:animate-fade-in"
    >
      <h2 id="quote-popup-title" className="pr-10 text-lg">
        {t("home.popup.title")}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t("home.popup.text")}</p>
      <PageLink
        to={SITE_PATHS.quoteChooser}
        className={`${buttonClasses("primary")} mt-4`}
        onClick={() => setClosed(true)}
      >
        {t("home.popup.cta")}
      </PageLink>
      <button
        type="button"
        onClick={() => setClosed(true)}
        aria-label={t("home.popup.close")}
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
      >
        <CloseIcon />
      </button>
    </section>
  );
}
