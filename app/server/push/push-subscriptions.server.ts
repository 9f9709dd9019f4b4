import { ECDH } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Lang } from "~/i18n/config";
import { isRecordId } from "~/server/record-ids";
import type { Database } from "../db/client.server";
import { pushSubscriptions } from "../db/schema/push-subscriptions";
import { isPushKind, type PushKind } from "./push-kinds";

/** The longest endpoint taken: the push services' are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 1024;

export type PushSubscriptionInput = { endpoint: string; p256dh: string; auth: string; kinds: string[] };
export type CheckedSubscription = { endpoint: string; p256dh: string; auth: string; kinds: PushKind[] };
export type SubscriptionProblem = "endpoint" | "keys" | "kinds";

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url key of exactly `length` bytes, or null (a huge or mangled key is refused here). */
function keyBytes(value: string, length: number) {
  if (value.length > 100 || !BASE64URL.test(value)) return null;
  const bytes = Buffer.from(value, "base64url");
  return bytes.length === length ? bytes : null;
}

/** Whether the browser's public key is a point of P-256 (web-push would fail on it at every try). */
function isP256Point(bytes: Buffer) {
  try {
    ECDH.convertKey(bytes, "prime256v1", undefined, undefined, "uncompressed");
    return bytes[0] === 0x04;
  } catch {
    return false;
  }
}

/**
 * Checks what a browser's PushManager.subscribe gave: an https endpoint of a known push service
 * (the server posts to it, so never an address of our own network), a P-256 key and a 16-byte
 * auth secret (RFC 8291), and at least one kind.
 */
export function checkSubscription(
  input: PushSubscriptionInput,
  serviceHosts: readonly string[],
): { ok: true; value: CheckedSubscription } | { ok: false; problem: SubscriptionProblem } {
  if (!endpointAllowed(input.endpoint, serviceHosts)) return { ok: false, problem: "endpoint" };
  const key = keyBytes(input.p256dh, 65);
  const auth = keyBytes(input.auth, 16);
  if (!key || !isP256Point(key) || !auth) return { ok: false, problem: "keys" };
  const kinds = [...new Set(input.kinds)].filter(isPushKind);
  if (kinds.length === 0 || kinds.length !== new Set(input.kinds).size) return { ok: false, problem: "kinds" };
  return {
    ok: true,
    value: { endpoint: input.endpoint, p256dh: key.toString("base64url"), auth: auth.toString("base64url"), kinds },
  };
}

export function endpointAllowed(endpoint: string, serviceHosts: readonly string[]) {
  if (endpoint.length > PUSH_ENDPOINT_MAX) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return serviceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * Stores this device's subscription for the customer, or changes its kinds. An endpoint another
 * customer holds is refused ("taken"): the page then asks the browser for a new subscription.
 */
export async function savePushSubscription(
  db: Database,
  customerId: string,
  subscription: CheckedSubscription,
  device: { lang: Lang; name: string },
  now = new Date(),
): Promise<"saved" | "taken"> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ customerId, ...subscription, lang: device.lang, device: device.name, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        kinds: subscription.kinds,
        lang: device.lang,
        updatedAt: now,
      },
      setWhere: eq(pushSubscriptions.customerId, customerId),
    })
    .returning({ id: pushSubscriptions.id });
  return row ? "saved" : "taken";
}

/** Removes one of the customer's devices, by its id or its endpoint; false when it is not theirs. */
export async function removePushSubscription(
  db: Database,
  customerId: string,
  which: { id: string } | { endpoint: string },
) {
  if ("id" in which && !isRecordId(which.id)) return false;
  const match = "id" in which ? eq(pushSubscriptions.id, which.id) : eq(pushSubscriptions.endpoint, which.endpoint);
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(match, eq(pushSubscriptions.customerId, customerId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** The customer's devices, oldest first, with what each takes (the endpoint lets the page find its own). */
export function listPushDevices(db: Database, customerId: string) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      device: pushSubscriptions.device,
      kinds: pushSubscriptions.kinds,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}
