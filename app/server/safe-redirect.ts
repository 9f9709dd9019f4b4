/** Longer than any path of this site with its query; anything beyond is not a page to return to. */
const MAX_LENGTH = 2048;
/** Any origin works: the value is resolved against it only to see where a browser would go. */
const PROBE_ORIGIN = "http://redirect-check.invalid";
/** C0 controls and DEL: browsers drop tabs and newlines from URLs, which turns "/\t/x" into "//x". */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The `Location` for a redirect to a page named by the client (a form's `redirectTo`): a path on
 * this site, or `fallback`. The value is resolved the way a browser resolves a Location, so every
 * spelling of another host (`//x`, `/\x`, `/\t/x`, `/.//x`, `https:x`...) is caught by the one
 * question "is it still this origin?", and the answer is the parser's own serialisation: ASCII
 * only, percent-encoded, so `Headers.set` can never throw on it (no CR, LF, NUL, nor U+FFFD from
 * an undecodable `%E9`).
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  // Only a path: not a scheme, a host, nor a relative reference whose meaning depends on the page.
  if (!value.startsWith("/") || CONTROL.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const location = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave "//host" behind ("/..//x"): a browser would read that as another host.
  if (location.startsWith("//") || location.length > MAX_LENGTH) return fallback;
  return location;
}
