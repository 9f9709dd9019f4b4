/**
 * The browser's side of notifications (issue 45), called from the card's effects and buttons
 * only: the subscription lives with the area's service worker (app/server/installable-app/).
 */
import { APP_SCOPE, APP_WORKER_PATH } from "~/paths/installable-app";

export type BrowserPushState = "unsupported" | "blocked" | "ready";
export type SubscriptionFields = { endpoint: string; p256dh: string; auth: string };

export function browserPushState(): BrowserPushState {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return "unsupported";
  return Notification.permission === "denied" ? "blocked" : "ready";
}

async function registration() {
  return (
    (await navigator.serviceWorker.getRegistration(APP_SCOPE)) ??
    (await navigator.serviceWorker.register(APP_WORKER_PATH, { scope: APP_SCOPE }))
  );
}

/** This browser's subscription's endpoint, if it has one. */
export async function currentEndpoint(): Promise<string | null> {
  if (browserPushState() === "unsupported") return null;
  const found = await navigator.serviceWorker.getRegistration(APP_SCOPE);
  return (await found?.pushManager.getSubscription())?.endpoint ?? null;
}

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  Boolean(a) && new Uint8Array(a as ArrayBuffer).every((byte, i) => byte === b[i]) && a?.byteLength === b.length;

/**
 * Asks the person (the browser's own prompt), then subscribes with our public key. `fresh` drops
 * the current subscription first (it belongs to another account, or to an older key).
 */
export async function subscribeThisBrowser(
  publicKey: string,
  fresh = false,
): Promise<SubscriptionFields | BrowserPushState> {
  const state = browserPushState();
  if (state !== "ready") return state;
  if ((await Notification.requestPermission()) !== "granted") return "blocked";
  const worker = await registration();
  await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && (fresh || !sameKey(subscription.options.applicationServerKey, key))) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" };
}

/** Turns this browser's pushes off; returns the endpoint the server should forget. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const found = await navigator.serviceWorker.getRegistration(APP_SCOPE);
  const subscription = await found?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
