/** The query parameter that carries the page to come back to after signing in (both areas). */
export const RETURN_TO_PARAM = "redirectTo";

/** A screen's address that keeps the page to come back to (unless it is the area's home). */
export function addressWithReturnTo(path: string, returnTo: string, home: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams(extra);
  if (returnTo !== home) query.set(RETURN_TO_PARAM, returnTo);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
