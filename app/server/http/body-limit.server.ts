import type { RequestHandler } from "express";
import { isStaffContractPath, isStaffNewSignaturePath, STAFF_PATHS } from "~/paths/backoffice";
import { CUSTOMER_PATHS, isClaimPath, isRequestPath } from "~/paths/customer-area";
import { SITE_PATHS } from "~/paths/site";

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** A spontaneous application carries a CV (PDF up to 5 MB) plus its form fields. */
export const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * The customer area's home takes the profile photo (5 MB at most): a bigger one is still let
 * through to its action, which refuses it by its declared length, unread, with the dialog's
 * message rather than a bare 413.
 */
export const PHOTO_BODY_LIMIT = 64 * 1024 * 1024;

/**
 * A customer's document (10 MB) or claim (5 files of 10 MB), with room to spare: a file just over
 * 10 MB still reaches the action, which answers beside the field rather than with a bare 413.
 */
export const DOCUMENT_BODY_LIMIT = 16 * 1024 * 1024;
export const CLAIM_BODY_LIMIT = 56 * 1024 * 1024;
/** The asset-freeze register uploaded by an admin (48 MB at most), with room for its message. */
export const REGISTER_BODY_LIMIT = 56 * 1024 * 1024;
/** "Vérifier un document" takes a PDF of 20 MB; a little more still reaches its message. */
export const VERIFY_BODY_LIMIT = 24 * 1024 * 1024;

/** Posts that may carry files (their document and data URLs): a CV, a photo, a document, a claim's photos, a message's attachments. */
export function bodyLimitFor(path: string, method: string) {
  if (method !== "POST") return DEFAULT_BODY_LIMIT;
  // A page's data request (`/x.data`) posts the same form as the page.
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  if (page === SITE_PATHS.careers) return UPLOAD_BODY_LIMIT;
  if (page === CUSTOMER_PATHS.home) return PHOTO_BODY_LIMIT;
  // A customer's document, or a PDF staff attach to a contract (10 MB each).
  if (page === CUSTOMER_PATHS.sendDocument || isStaffContractPath(page) || isStaffNewSignaturePath(page)) {
    return DOCUMENT_BODY_LIMIT;
  }
  if (page === SITE_PATHS.verifyDocument) return VERIFY_BODY_LIMIT;
  // A training certificate or capacity document (10 MB, issue 44).
  if (page === STAFF_PATHS.training) return DOCUMENT_BODY_LIMIT;
  // The asset-freeze register's JSON as published (48 MB at most; about 10 MB today).
  if (page === STAFF_PATHS.assetFreeze) return REGISTER_BODY_LIMIT;
  if (isClaimPath(page) || isRequestPath(page) || page === CUSTOMER_PATHS.writeToAdviser) return CLAIM_BODY_LIMIT;
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
