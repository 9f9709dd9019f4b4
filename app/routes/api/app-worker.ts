import "~/i18n/dictionaries.server";
import { createHash } from "node:crypto";
import { LANGUAGES } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { APP_SCOPE } from "~/server/installable-app/manifest.server";
import { areaWorkerSource, type WorkerTexts } from "~/server/installable-app/worker-source.server";

let source: { body: string; etag: string } | undefined;

function workerScript() {
  if (!source) {
    const texts: Record<string, WorkerTexts> = {};
    for (const lang of LANGUAGES) {
      const t = createTranslator(lang);
      texts[lang] = {
        offlineTitle: t("area.app.offlineTitle"),
        offlineText: t("area.app.offlineText"),
        needsNetwork: t("area.app.needsNetwork"),
        back: t("area.app.back"),
      };
    }
    // The version names the worker's build-file cache: a new worker (new texts or code) starts afresh.
    const draft = areaWorkerSource(texts, "");
    const version = createHash("sha256").update(draft).digest("base64url").slice(0, 12);
    const body = areaWorkerSource(texts, version);
    source = { body, etag: `"${version}"` };
  }
  return source;
}

/**
 * The customer area's service worker (issue 45). Served from inside the area, allowed to control
 * `/espace-client` itself (one level above its folder), and never kept stale: browsers check it on
 * every visit and revalidate with the ETag.
 */
export function loader({ request }: { request: Request }) {
  const { body, etag } = workerScript();
  const headers = {
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": "no-cache",
    "Service-Worker-Allowed": APP_SCOPE,
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
