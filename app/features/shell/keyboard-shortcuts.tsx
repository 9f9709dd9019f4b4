import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useConsentBanner } from "~/features/consent/consent-banner";

/** Spec §4: Ctrl/⌘+W reopens the cookie banner; Ctrl/⌘+F goes to /maintenance. */
export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const { reopen } = useConsentBanner();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      const key = event.key.toLowerCase();
      if (key === "w") {
        event.preventDefault();
        reopen();
      } else if (key === "f") {
        event.preventDefault();
        navigate("/maintenance");
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [navigate, reopen]);
  return null;
}
