import { createHash } from "node:crypto";

/** The header through which the area's pages tell the service worker whose they are. */
export const AREA_ACCOUNT_HEADER = "X-Area-Account";

/**
 * An opaque key for one customer account, given to the service worker with every area page: the
 * worker keeps one account's pages at a time and empties its cache when another account's page
 * arrives, so a shared device never shows one customer's saved pages to the next. The key only
 * tells two accounts apart; it is not the account id.
 */
export function areaAccountKey(customerId: string) {
  return createHash("sha256").update(`area-offline-cache:${customerId}`).digest("base64url").slice(0, 22);
}
