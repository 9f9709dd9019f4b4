/**
 * What an id from an address may look like before it reaches a query: PostgreSQL refuses a
 * malformed uuid or a NUL byte with an error (a 500), where a made-up id must simply be unknown
 * (a 404). Records' ids are uuids; accounts' are better-auth's (letters, digits, - and _).
 */
/** A uuid's text, to build other patterns from (a stored file's path holds one). */
export const UUID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const UUID = new RegExp(`^${UUID_PATTERN}$`, "i");
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isRecordId = (value: string) => UUID.test(value);
export const isAccountId = (value: string) => ACCOUNT_ID.test(value);

/** A customer request's reference as submit-request.server.ts makes it: kind prefix, dash, 8 letters or digits. */
const REQUEST_REFERENCE = /^[A-Z]{3}-[A-Z0-9]{8}$/;
export const isRequestReference = (value: string) => REQUEST_REFERENCE.test(value);
