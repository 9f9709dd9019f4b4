/** The page's side of the customer area's service worker (app/server/installable-app/). */
import { APP_SCOPE, APP_WORKER_PATH, AREA_PAGES_CACHE, SAVED_AT_HEADER } from "~/paths/installable-app";

export function registerAreaWorker() {
  if (!("serviceWorker" in navigator)) return;
  // A failed registration (private mode, an old browser) leaves the area working online as before.
  navigator.serviceWorker.register(APP_WORKER_PATH, { scope: APP_SCOPE }).catch(() => undefined);
}

/** Signing out: the worker empties the personal cache (it also does so when it sees the POST). */
export function signOutOfWorker() {
  navigator.serviceWorker?.controller?.postMessage({ type: "sign-out" });
}

/**
 * When the page at `pathname` was saved for offline reading: its document, or the data React
 * Router fetched for it on a client-side navigation.
 */
export async function readSavedAt(pathname: string): Promise<Date | null> {
  if (!("caches" in window)) return null;
  const cache = await caches.open(AREA_PAGES_CACHE);
  const dataPath = `${pathname === "/" ? "/_root" : pathname.replace(/\/$/, "")}.data`;
  const saved = (await cache.match(pathname)) ?? (await cache.match(dataPath, { ignoreSearch: true }));
  const at = saved?.headers.get(SAVED_AT_HEADER);
  return at ? new Date(at) : null;
}
