import { useEffect } from "react";
import { useNavigate } from "react-router";
import { SITE_PATHS } from "~/paths/site";

/** Spec §4: Ctrl/⌘+W reopens the cookie banner (`reopenConsent`); Ctrl/⌘+F goes to /maintenance. */
export function KeyboardShortcuts({ reopenConsent }: { reopenConsent: () => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      const key = event.key.toLowerCase();
      if (key === "w") {
        event.preventDefault();
        reopenConsent();
      } else if (key === "f") {
        event.preventDefault();
        navigate(SITE_PATHS.maintenance);
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [navigate, reopenConsent]);
  return null;
}
