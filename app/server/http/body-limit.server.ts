import type { RequestHandler } from "express";

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** A spontaneous application carries a CV (PDF up to 5 MB) plus its form fields. */
export const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * The customer area's home takes the profile photo (5 MB at most): a bigger one is still let
 * through to its action, which refuses it by its declared length, unread, with the dialog's
 * message rather than a bare 413.
 */
export const PHOTO_BODY_LIMIT = 64 * 1024 * 1024;

/** Posts to the careers page (its document and data URLs) may carry a CV, the area's home a photo; nothing else may. */
export function bodyLimitFor(path: string, method: string) {
  if (method === "POST" && (path === "/carriere" || path === "/carriere.data")) return UPLOAD_BODY_LIMIT;
  if (method === "POST" && (path === "/espace-client" || path === "/espace-client.data")) return PHOTO_BODY_LIMIT;
  return DEFAULT_BODY_LIMIT;
}

/**
 * React Router reads request bodies itself, so the limit is enforced here from the declared
 * length, before any byte is read; a body without a length is refused (browsers always send it).
 */
export function bodyLimit(limitFor: (path: string, method: string) => number): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"]) {
        res.status(411).type("text/plain").send("Content-Length required.");
        return;
      }
      return next();
    }
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) {
      res.status(400).type("text/plain").send("Invalid Content-Length.");
      return;
    }
    if (length > limitFor(req.path, req.method)) {
      res.status(413).type("text/plain").send("Request body too large.");
      return;
    }
    next();
  };
}
