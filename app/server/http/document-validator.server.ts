import { createHash } from "node:crypto";

/**
 * Validators for rendered pages, so a reload or a back-navigation costs a 304 when nothing the
 * visitor sees has changed. A page differs from one response to the next only by its CSP nonce,
 * so the tag is taken over the HTML without it: the browser keeps showing its stored copy, whose
 * scripts carry the nonce of the policy stored with it (a 304 never sends a new policy).
 */
export function documentEtag(html: string, nonce: string) {
  const stable = nonce ? html.replaceAll(nonce, "") : html;
  return `W/"${createHash("sha256").update(stable).digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this tag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | null, etag: string) {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
