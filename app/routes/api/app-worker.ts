import { APP_SCOPE } from "~/paths/installable-app";
import { areaWorker } from "~/server/installable-app/worker-source.server";
import type { Route } from "./+types/app-worker";

/**
 * The customer area's service worker (issue 45). Served from inside the area, allowed to control
 * `/espace-client` itself (one level above its folder), and never kept stale: browsers check it on
 * every visit and revalidate with the ETag.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { body, etag } = areaWorker();
  const headers = {
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": "no-cache",
    "Service-Worker-Allowed": APP_SCOPE,
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
