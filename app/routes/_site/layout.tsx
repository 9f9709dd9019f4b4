import { Suspense } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import { ChatLauncher } from "~/features/chat/chat-launcher";
import { useConsentBanner } from "~/features/consent/consent-banner";
import { SiteFooter } from "~/features/shell/site-footer";
import { SiteHeader } from "~/features/shell/site-header";
import { useT } from "~/i18n/react";
import { Island } from "~/islands/island";
import type { loader as rootLoader } from "~/root";

/** The shell of every public page: skip link, header, content, footer, chat concierge. */
export default function SiteLayout() {
  const t = useT();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { reopen } = useConsentBanner();
  if (!root) return null;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-5 py-3 text-surface focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("common.skipToContent")}
      </a>
      {/* Suspense boundaries (nothing in them suspends): React hydrates the document's shell
          first, then each part as its own piece of work, not the whole page in one long task
          (issue 29). The server's HTML is the same, with a comment around each part. */}
      <Suspense>
        {/* Islands (docs/decisions/0047): on a page hydrated as islands, these hydrate on their own
            and the rest stays the server's HTML. */}
        <Island name="header" component={SiteHeader} props={{ brandName: root.site.brandName }} />
      </Suspense>
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter site={root.site} onManageCookies={reopen} />
      </Suspense>
      <Suspense>
        <Island
          name="chat"
          component={ChatLauncher}
          props={{ broker: { brandName: root.site.brandName, oriasNumber: root.site.oriasNumber } }}
        />
      </Suspense>
    </>
  );
}
