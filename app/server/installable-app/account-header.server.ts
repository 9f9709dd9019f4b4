import type { MiddlewareFunction } from "react-router";
import { customerContext } from "~/server/auth/guards.server";
import { AREA_ACCOUNT_HEADER, areaAccountKey } from "./account-key.server";

/**
 * After the guard: marks the area's successful answers (pages, their data, documents) with the
 * account they belong to. The service worker keeps an offline copy only of answers so marked,
 * and empties its cache when the account changes.
 */
export const areaAccountHeader: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  if (response.status !== 200) return response;
  const key = areaAccountKey(context.get(customerContext).id);
  try {
    response.headers.set(AREA_ACCOUNT_HEADER, key);
    return response;
  } catch {
    // Some answers carry immutable headers: copy them into a new response.
    const copy = new Response(response.body, response);
    copy.headers.set(AREA_ACCOUNT_HEADER, key);
    return copy;
  }
};
