import { islandsEntry, islandsPreloads } from "virtual:islands-entry";
import playfairLatin from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";
import { Suspense, useCallback, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useFetcher,
  useLocation,
  useMatches,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import { isBackofficePath } from "~/paths/backoffice";
import { LOGIN_PATHS } from "~/paths/site";
import type { Route } from "./+types/root";
import { accessGateMiddleware } from "./features/access-gate/gate-middleware.server";
import { consentOf } from "./features/consent/consent.server";
import { ConsentBanner, ConsentProvider, consentReturnPath, useConsentBanner } from "./features/consent/consent-banner";
import { FlashToast } from "./features/shell/flash-toast";
import { KeyboardShortcuts } from "./features/shell/keyboard-shortcuts";
import { type LanguageChoice, LanguageChoiceContext } from "./features/shell/language-switcher";
import { DEFAULT_LANG } from "./i18n/config";
import { needShellTexts } from "./i18n/need-texts";
import { I18nProvider, useT } from "./i18n/react";
import { languageMiddleware, requestLanguage } from "./i18n/request-language.server";
import { ConsentIsland } from "./islands/consent-island";
import { Island } from "./islands/island";
import { IslandsModeContext, useIslandsMode } from "./islands/mode";
import { isIslandsHandle } from "./islands/names";
import { ToasterIsland } from "./islands/toaster-island";
import { useNonce } from "./nonce-context";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL, SCRIPTS_AFTER_PAINT } from "./scripts-after-paint";
import { getDb } from "./server/db/index.server";
import { takeFlash } from "./server/flash.server";
import { crossSiteRefusalOf } from "./server/http/cross-site-refusal";
import { trackTouch } from "./server/leads/lead-source.server";
import { siteConfig } from "./server/settings/site-settings.server";
import stylesheet from "./styles/app.css?url";
import interLatin from "./styles/fonts/inter-latin-wght-400-700.woff2?url";
import { type PageHandle, usePageStylesheet } from "./stylesheet-context";
import { PageLinkContext } from "./ui/page-link";
import { Toaster } from "./ui/toaster";

// Header, footer, banner and error texts, in the page's language, before the first render.
await needShellTexts();

// The language first: decided once per request, for the gate's page and every loader and action.
export const middleware: Route.MiddlewareFunction[] = [languageMiddleware, accessGateMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const site = await siteConfig(await getDb());
  const { flash, clear } = await takeFlash(request);
  const consent = consentOf(request);
  const onGate = LOGIN_PATHS.includes(url.pathname);
  // The staff area sets only its own session cookies and loads nothing for marketing: the public
  // site's banner has no question to ask there (and it covered the sign-in's "Continuer").
  const inBackoffice = isBackofficePath(url.pathname);
  const headers = new Headers();
  if (clear) headers.append("Set-Cookie", clear);
  const touch = trackTouch(request);
  if (touch) headers.append("Set-Cookie", touch);
  return data(
    {
      lang: requestLanguage(context).lang,
      consent,
      // `?gestion-cookies` reopens the banner without JavaScript (the footer link's target).
      consentOpen: !onGate && !inBackoffice && (consent === null || url.searchParams.has("gestion-cookies")),
      flash,
      site: {
        brandName: site.brandName,
        contactEmail: site.contactEmail,
        oriasNumber: site.oriasNumber,
        phone: site.phone,
        siteUrl: site.siteUrl,
        foundedYear: site.foundedYear,
      },
    },
    { headers },
  );
}

// The stylesheet itself is written by the Layout: inline or linked in production (stylesheet-context.ts),
// a link in development.
export const links: Route.LinksFunction = () => [
  // The Latin cuts of both faces are needed for every first paint: fetched with the CSS, they are
  // usually there before text is laid out; when they are late, the metric-matched fallbacks
  // (fonts.css) keep the swap from moving anything.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: playfairLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const sheet = usePageStylesheet();
  const matches = useMatches();
  const prefetchSheet = matches.some((match) => (match.handle as PageHandle | undefined)?.prefetchAreaStylesheet);
  const lang = root?.lang ?? DEFAULT_LANG;
  // Decided by the server alone (docs/decisions/0047): a page whose route asks for islands, with no
  // message to show, is sent without React Router's scripts; in the browser, a document hydrated
  // by React Router stays one through its client-side navigations.
  // Production builds only: in development, Vite's React refresh needs React Router's scripts.
  const islands =
    import.meta.env.SSR &&
    !import.meta.env.DEV &&
    !root?.flash &&
    matches.some((match) => isIslandsHandle(match.handle));
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#13203b" />
        <Meta />
        <Links />
        {import.meta.env.DEV ? (
          <link rel="stylesheet" href={stylesheet} />
        ) : "link" in sheet ? (
          <link rel="stylesheet" href={sheet.link} data-app-css="" />
        ) : (
          // The whole sheet in the page: a first visit paints without waiting for another file.
          // The browser keeps the server's text (React does not rewrite it while hydrating).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, "</style" escaped
          <style data-app-css="" dangerouslySetInnerHTML={{ __html: sheet.inline }} suppressHydrationWarning />
        )}
        {prefetchSheet && !import.meta.env.DEV && <link rel="prefetch" href={stylesheet} as="style" />}
      </head>
      <body className="bg-paper text-ink antialiased">
        <I18nProvider lang={lang}>
          <IslandsModeContext.Provider value={islands}>
            {islands ? children : <RouterParts>{children}</RouterParts>}
          </IslandsModeContext.Provider>
        </I18nProvider>
        {import.meta.env.SSR && islands ? (
          <>
            {islandsPreloads.map((href) => (
              <link key={href} rel={HELD_PRELOAD_REL} href={href} />
            ))}
            {/* Held until the first paint, as React Router's own script (scripts-after-paint.ts). */}
            <script
              type={HELD_MODULE_TYPE}
              nonce={nonce}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the address of our own built entry
              dangerouslySetInnerHTML={{ __html: `import ${JSON.stringify(islandsEntry)};` }}
            />
          </>
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours (scripts-after-paint.ts) */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_PAINT }} suppressHydrationWarning />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  const islands = useIslandsMode();
  const returnPath = consentReturnPath(pathname, search);
  return (
    <ConsentProvider initiallyOpen={loaderData.consentOpen}>
      <Outlet />
      {import.meta.env.SSR && islands ? (
        // The banner, its reopening links and the keyboard shortcuts, hydrated on their own.
        <Island
          name="consent"
          component={ConsentIsland}
          props={{ initiallyOpen: loaderData.consentOpen, returnPath }}
        />
      ) : (
        <>
          {!isBackofficePath(pathname) && <ConsentBanner returnPath={returnPath} />}
          <RootShortcuts />
        </>
      )}
      {import.meta.env.SSR && islands ? (
        <Island name="toaster" component={ToasterIsland} props={{}} />
      ) : (
        <RootToaster />
      )}
      <FlashToast flash={loaderData.flash} />
      {/* Last, in a boundary of its own: React hydrates the pages' boundaries after the shell,
          so the mark waits for them. */}
      <Suspense>
        <HydrationMark />
      </Suspense>
    </ConsentProvider>
  );
}

/**
 * What the shell's shared parts use of React Router when the document is its app: its links
 * (client navigation) and a fetcher for the header's language choice (the page changes language
 * in place). On a page hydrated as islands they have neither (docs/decisions/0047).
 */
function RouterParts({ children }: { children: React.ReactNode }) {
  const { submit } = useFetcher();
  const choose = useCallback<LanguageChoice>(
    (lang, redirectTo) =>
      void submit({ lang, redirectTo }, { method: "post", action: "/language", preventScrollReset: true }),
    [submit],
  );
  return (
    <PageLinkContext.Provider value={Link}>
      <LanguageChoiceContext.Provider value={choose}>{children}</LanguageChoiceContext.Provider>
    </PageLinkContext.Provider>
  );
}

/** Marks the document once React has taken over (tests wait for it before driving timers). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/** The shell's shortcuts, wired to the cookie banner (two features, composed here). */
function RootShortcuts() {
  const { reopen } = useConsentBanner();
  const navigate = useNavigate();
  return <KeyboardShortcuts reopenConsent={reopen} goTo={navigate} />;
}

function RootToaster() {
  const t = useT();
  return <Toaster labels={{ region: t("common.toast.region"), close: t("common.toast.close") }} />;
}

/** Last resort when a page fails to render: a calm message and a way home, never a stack trace. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const refusal = isRouteErrorResponse(error) && error.status === 403 ? crossSiteRefusalOf(error.data) : null;
  if (refusal) return <CrossSiteRefusalPage retry={refusal.retry} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const prefix = notFound ? "errors.notFound" : "errors.server";
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{t(`${prefix}.metaTitle`)}</title>
      <h1 className="text-3xl">{t(`${prefix}.title`)}</h1>
      <p className="text-muted">{t(`${prefix}.body`)}</p>
      <a className="font-semibold text-gold-strong underline underline-offset-4" href="/">
        {t(`${prefix}.home`)}
      </a>
    </main>
  );
}

/** A form sent from another address than the site's: what happened, and where to start again. */
function CrossSiteRefusalPage({ retry }: { retry: string }) {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{t("errors.crossSite.metaTitle")}</title>
      <h1 className="text-3xl">{t("errors.crossSite.title")}</h1>
      <p className="text-muted">{t("errors.crossSite.body")}</p>
      <p className="text-muted">{t("errors.crossSite.what")}</p>
      <a className="font-semibold text-gold-strong underline underline-offset-4" href={retry}>
        {t("errors.crossSite.retry")}
      </a>
    </main>
  );
}
