import { randomBytes, randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { log, type RequestScope, requestScope } from "../logger.server";
import { BUILD_ASSETS_PATH } from "./security-headers.server";

const VALID_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * Gives each request an id (kept from a proxy's X-Request-Id when sane), a nonce and an access log
 * line (id, client address, method, path, status, duration).
 */
export function requestScopeMiddleware(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers["x-request-id"];
    const requestId = typeof incoming === "string" && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.locals.nonce = randomBytes(16).toString("base64");
    if (!req.path.startsWith(BUILD_ASSETS_PATH)) res.setHeader("X-Request-Id", requestId);
    const started = performance.now();
    const scope: RequestScope = { requestId, readOnly: req.method === "GET" || req.method === "HEAD" };
    res.on("finish", () => {
      const fields = {
        requestId,
        // The client as Express resolved it (TRUST_PROXY decides whether a proxy's header counts):
        // who a refused sign-in or a 403 came from, joined to other lines by the request id.
        ip: req.ip ?? req.socket.remoteAddress ?? null,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        // Database statements sent while answering: a page that suddenly sends many more is a regression.
        queries: scope.queries ?? 0,
      };
      if (res.statusCode >= 500) log.error("request failed", fields);
      else log.info("request", fields);
    });
    requestScope.run(scope, next);
  };
}
