import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/notice";
import { readSavedAt, registerAreaWorker, signOutOfWorker } from "./area-worker.client";

/** Chromium's install prompt, kept until the customer asks for it (not in TypeScript's DOM types). */
type InstallPrompt = Event & { prompt(): Promise<void> };

function onAppleMobile() {
  const ua = navigator.userAgent;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const apple = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return apple && !standalone && !window.matchMedia("(display-mode: standalone)").matches;
}

/**
 * The installable area's bar, above every page of the customer area (issue 45): it registers the
 * worker, offers "Installer l'application" when the browser allows it (iOS: how to add it to the
 * home screen), says when the page shown is a saved copy (and from when), and stops a form sent
 * offline with a message instead of a failure. It renders nothing when there is nothing to say.
 */
export function AreaAppBar() {
  const t = useT();
  const lang = useLang();
  const { pathname } = useLocation();
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  const [apple, setApple] = useState(false);
  const [offline, setOffline] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    registerAreaWorker();
    setApple(onAppleMobile());
    setOffline(!navigator.onLine);
    const keepPrompt = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPrompt);
    };
    const installed = () => setPrompt(null);
    const online = () => {
      setOffline(false);
      setBlocked(false);
    };
    const offlineNow = () => setOffline(true);
    // Capture phase on window: runs before React Router's own submit handling.
    const submit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (form.action.endsWith("/deconnexion")) signOutOfWorker();
      if (navigator.onLine) return;
      event.preventDefault();
      event.stopPropagation();
      setBlocked(true);
    };
    window.addEventListener("beforeinstallprompt", keepPrompt);
    window.addEventListener("appinstalled", installed);
    window.addEventListener("online", online);
    window.addEventListener("offline", offlineNow);
    window.addEventListener("submit", submit, true);
    return () => {
      window.removeEventListener("beforeinstallprompt", keepPrompt);
      window.removeEventListener("appinstalled", installed);
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offlineNow);
      window.removeEventListener("submit", submit, true);
    };
  }, []);

  useEffect(() => {
    if (!offline) return setSavedAt(null);
    let current = true;
    readSavedAt(pathname).then((at) => current && setSavedAt(at));
    return () => {
      current = false;
    };
  }, [offline, pathname]);

  if (!prompt && !apple && !offline) return null;
  return (
    <div data-testid="area-app-bar" className="mx-auto max-w-6xl space-y-2 px-4 pt-3">
      {offline && (
        <Notice tone="info">
          {savedAt ? t("area.app.offlineSaved", { date: formatMoment(savedAt, lang) }) : t("area.app.offline")}
        </Notice>
      )}
      {blocked && <Notice tone="error">{t("area.app.needsNetwork")}</Notice>}
      {prompt && !offline && (
        <Button
          type="button"
          variant="secondary"
          onClick={async () => {
            await prompt.prompt();
            setPrompt(null);
          }}
        >
          {t("area.app.install")}
        </Button>
      )}
      {apple && !offline && <p className="text-sm text-ink-soft">{t("area.app.iosSteps")}</p>}
    </div>
  );
}
