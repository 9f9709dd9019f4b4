/** What the same-origin guard answers a refused `.data` request with: the error boundary reads it. */
export type CrossSiteRefusal = { reason: "cross-site"; retry: string };

/** The refusal in a route error's data (a string: React Router passes the body through). */
export function crossSiteRefusalOf(data: unknown): CrossSiteRefusal | null {
  if (typeof data !== "string" || !data.startsWith("{")) return null;
  try {
    const value = JSON.parse(data) as Partial<CrossSiteRefusal>;
    return value.reason === "cross-site" && typeof value.retry === "string" ? (value as CrossSiteRefusal) : null;
  } catch {
    return null;
  }
}
