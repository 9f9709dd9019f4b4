import "~/i18n/dictionaries.server";
import { createHash } from "node:crypto";
import { LANGUAGES } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import {
  APP_MANIFEST_PATH,
  APP_SCOPE,
  APP_WORKER_PATH,
  AREA_PAGES_CACHE,
  SAVED_AT_HEADER,
} from "~/paths/installable-app";
import { AREA_ACCOUNT_HEADER } from "./account-key.server";

/** The texts of the two pages the worker draws itself, per language. */
export type WorkerTexts = {
  offlineTitle: string;
  offlineText: string;
  needsNetwork: string;
  back: string;
  /** A push whose words could not be read still says something. */
  pushTitle: string;
};

/** Never kept: the doors (a signed-out screen), the worker's own files, the GDPR export and photos. */
const NEVER_KEPT = [
  CUSTOMER_PATHS.signIn,
  `${APP_SCOPE}/code`,
  `${APP_SCOPE}/mot-de-passe-oublie`,
  `${APP_SCOPE}/nouveau-mot-de-passe`,
  `${APP_SCOPE}/deconnexion`,
  `${APP_SCOPE}/mes-donnees`,
  `${APP_SCOPE}/photo`,
  APP_MANIFEST_PATH,
  APP_WORKER_PATH,
];

/**
 * The customer area's service worker (issue 45), hand-written to stay small. Pages and documents
 * of the area: network first, and a copy kept (stamped with the time it was saved) only when the
 * answer says which account it belongs to; the copy is read only when the network fails. Public
 * pages are outside its scope. Hashed build files are kept so a saved page still hydrates offline.
 * Signing out (the POST, a message from the page, or the sign-in form shown to a signed-out
 * visitor) empties the personal cache.
 */
export function areaWorkerSource(texts: Record<string, WorkerTexts>, version: string) {
  const config = {
    version,
    scope: APP_SCOPE,
    signIn: CUSTOMER_PATHS.signIn,
    signOut: `${APP_SCOPE}/deconnexion`,
    never: NEVER_KEPT,
    pages: AREA_PAGES_CACHE,
    accountHeader: AREA_ACCOUNT_HEADER,
    savedAtHeader: SAVED_AT_HEADER,
    icon: "/icons/app-192.png",
    texts,
  };
  return `"use strict";
const C = ${JSON.stringify(config)};
const META = "area-meta";
const ASSETS = "area-assets-" + C.version;

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith("area-assets-") && name !== ASSETS) await caches.delete(name);
    await self.clients.claim();
  })());
});
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "sign-out") event.waitUntil(forget().then(stopPushes));
});

/**
 * Signing out stops this device's pushes too: the next person on a shared device is not told of
 * the last one's news. The push service then answers 404/410 and the server forgets the device.
 * (A session that merely expired keeps them: the customer turned them on for this device.)
 */
async function stopPushes() {
  const subscription = await self.registration.pushManager.getSubscription().catch(() => null);
  if (subscription) await subscription.unsubscribe().catch(() => false);
}

/** A push (issue 45): its title and line as sent, nothing more; the click opens its page of the area. */
self.addEventListener("push", (event) => {
  let push = {};
  try {
    push = event.data ? event.data.json() : {};
  } catch (error) {
    push = {};
  }
  const t = C.texts[(self.navigator.language || "fr").slice(0, 2)] || C.texts.fr;
  event.waitUntil(self.registration.showNotification(push.title || t.pushTitle, {
    body: push.body || "",
    tag: push.tag || undefined,
    icon: C.icon,
    data: { url: areaPage(push.url) },
  }));
});

/** Only an address of the area opens: anything else in a push opens the area's home. */
function areaPage(url) {
  if (typeof url !== "string" || !url.startsWith("/")) return C.scope;
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin && inArea(target.pathname) ? target.pathname + target.search : C.scope;
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = areaPage(event.notification.data && event.notification.data.url);
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    for (const client of windows) {
      if (new URL(client.url).pathname === url.split("?")[0] && "focus" in client) return client.focus();
    }
    return self.clients.openWindow(url);
  })());
});

async function forget() {
  await caches.delete(C.pages);
  await caches.delete(META);
}

function inArea(path) {
  return path === C.scope || path.startsWith(C.scope + "/") || path === C.scope + ".data";
}
function neverKept(path) {
  return C.never.some((p) => path === p || path.startsWith(p + "/") || path.startsWith(p + "."));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    if (url.pathname === C.signOut || url.pathname === C.signOut + ".data") {
      event.respondWith(forget().then(stopPushes).then(() => fetch(request)));
    } else if (request.mode === "navigate" && inArea(url.pathname)) {
      event.respondWith(fetch(request).catch(() => drawn(request, "needsNetwork", 503)));
    }
    return;
  }
  if (url.pathname.startsWith("/assets/")) return event.respondWith(asset(request));
  if (!inArea(url.pathname)) return;
  if (url.pathname === C.signIn) return event.respondWith(signInScreen(request));
  if (neverKept(url.pathname)) return;
  event.respondWith(networkFirst(request));
});

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The sign-in form is shown only to someone signed out: nothing personal may stay behind. */
async function signInScreen(request) {
  const response = await fetch(request);
  if (response.ok) await forget();
  return response;
}

async function networkFirst(request) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const saved = await (await caches.open(C.pages)).match(request);
    if (saved) return saved;
    if (request.mode === "navigate") return drawn(request, "offlineText", 503);
    return Response.error();
  }
  const account = response.headers.get(C.accountHeader);
  if (response.ok && account) await keep(request, response.clone(), account);
  return response;
}

async function keep(request, response, account) {
  const meta = await caches.open(META);
  const current = await meta.match("/account");
  const owner = current ? await current.text() : null;
  if (owner !== account) {
    await caches.delete(C.pages);
    await meta.put("/account", new Response(account));
  }
  const headers = new Headers(response.headers);
  headers.set(C.savedAtHeader, new Date().toISOString());
  const body = await response.arrayBuffer();
  const copy = new Response(body, { status: response.status, statusText: response.statusText, headers });
  await (await caches.open(C.pages)).put(request, copy);
}

function escape(text) {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

/** A page of the worker's own, in the browser's language (a worker cannot read cookies), else French. */
function drawn(request, key, status) {
  const lang = (self.navigator.language || "fr").slice(0, 2);
  const t = C.texts[lang] || C.texts.fr;
  const html = '<!doctype html><html lang="' + (C.texts[lang] ? lang : "fr") + '"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>' + escape(t.offlineTitle) + "</title></head>" +
    '<body style="font-family:system-ui,sans-serif;margin:2rem;color:#13203b;background:#faf7f1">' +
    "<h1>" + escape(t.offlineTitle) + '</h1><p role="status">' + escape(t[key]) + "</p>" +
    '<p><a href="' + C.scope + '">' + escape(t.back) + "</a></p></body></html>";
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
`;
}

let built: { body: string; etag: string } | undefined;

/** The worker with its texts in every language, built once; its ETag is a hash of its source. */
export function areaWorker() {
  if (!built) {
    const texts: Record<string, WorkerTexts> = {};
    for (const lang of LANGUAGES) {
      const t = createTranslator(lang);
      texts[lang] = {
        offlineTitle: t("area.app.offlineTitle"),
        offlineText: t("area.app.offlineText"),
        needsNetwork: t("area.app.needsNetwork"),
        back: t("area.app.back"),
        pushTitle: t("area.app.pushTitle"),
      };
    }
    // The version names the worker's build-file cache: a new worker (new texts or code) starts afresh.
    const version = createHash("sha256").update(areaWorkerSource(texts, "")).digest("base64url").slice(0, 12);
    built = { body: areaWorkerSource(texts, version), etag: `"${version}"` };
  }
  return built;
}
