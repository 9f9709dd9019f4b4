/*
 * The consent cookie as both sides write it (issue 46): the server when the banner's form is
 * posted without JavaScript, the browser at once when a script handles the click, so a reload or
 * a link followed before the proof reaches the server never brings the banner back.
 */

/** The spec's name; over HTTPS it takes the `__Host-` prefix, as every cookie of ours does. */
export const CONSENT_COOKIE = "cookieConsent";
/** The choice is asked again after 6 months (CNIL's recommendation). */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 182;
/** Posted by the script beside the choice: the proof is logged and answered 204, with no page. */
export const CONSENT_BEACON_FIELD = "beacon";

export type ConsentChoice = "accepted" | "declined";

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === "accepted" || value === "declined";
}

/**
 * The `document.cookie` line of a choice made in the browser: the same name and attributes as the
 * server's Set-Cookie (cookies.server.ts), Secure and prefixed when the page is served over HTTPS
 * (the server decides by SITE_URL, whose address every page is redirected to).
 */
export function consentCookieLine(choice: ConsentChoice, secure: boolean) {
  const name = secure ? `__Host-${CONSENT_COOKIE}` : CONSENT_COOKIE;
  return `${name}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
