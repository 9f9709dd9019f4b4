import { useEffect } from "react";
import { SITE_PATHS } from "~/paths/site";

const loadPage = (to: string) => window.location.assign(to);

/**
 * Spec §4: Ctrl/⌘+W reopens the cookie banner (`reopenConsent`); Ctrl/⌘+F goes to /maintenance,
 * through `goTo` (React Router's navigation when the document is its app; a page load on a page
 * hydrated as islands).
 */
export function KeyboardShortcuts({
  reopenConsent,
  goTo = loadPage,
}: {
  reopenConsent: () => void;
  goTo?: (to: string) => void;
}) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      const key = event.key.toLowerCase();
      if (key === "w") {
        event.preventDefault();
        reopenConsent();
      } else if (key === "f") {
        event.preventDefault();
        goTo(SITE_PATHS.maintenance);
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [goTo, reopenConsent]);
  return null;
}
