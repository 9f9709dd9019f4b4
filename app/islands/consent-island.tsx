import { useEffect } from "react";
import { ConsentBanner, ConsentProvider, useConsentBanner } from "~/features/consent/consent-banner";
import { KeyboardShortcuts } from "~/features/shell/keyboard-shortcuts";

/**
 * The consent banner on a page hydrated as islands (docs/decisions/0047): with its own state, the
 * keyboard shortcuts that reopen it, and the page's "manage cookies" links (the footer's, which
 * stays server HTML: `?gestion-cookies` reopens it without JavaScript) caught here.
 */
export function ConsentIsland({ initiallyOpen, returnPath }: { initiallyOpen: boolean; returnPath: string }) {
  return (
    <ConsentProvider initiallyOpen={initiallyOpen}>
      <ConsentBanner returnPath={returnPath} />
      <ReopenLinks />
    </ConsentProvider>
  );
}

function ReopenLinks() {
  const { reopen } = useConsentBanner();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href="?gestion-cookies"]');
      if (!link) return;
      event.preventDefault();
      reopen();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [reopen]);
  return <KeyboardShortcuts reopenConsent={reopen} />;
}
