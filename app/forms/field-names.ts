/**
 * Names of the inputs every public form carries, shared by the forms (browser) and the intake
 * (server). The honeypot is a field people never see; bots that fill it are turned away.
 */
export const HONEYPOT_FIELD = "website";
/** The signed form token: the submission's idempotency key and the time the form was shown. */
export const TOKEN_FIELD = "_token";
/** The privacy acknowledgement (required) and the callback consent (optional) of lead forms. */
export const CONSENT_FIELDS = { privacy: "consentPrivacy", callback: "consentCallback" } as const;
