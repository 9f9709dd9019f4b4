/**
 * How long what people type may be: the one list both the server's checks and the screens'
 * `maxLength` read. No `.server` suffix and no import, so the browser bundle can take it; a limit
 * changed here changes the check and the field together.
 */

/** An e-mail address (the longest a mail path may carry, RFC 5321). */
export const EMAIL_MAX = 254;
/** An e-mail address as typed to sign in: the longest its syntax allows (RFC 3696); better-auth checks it. */
export const SIGN_IN_EMAIL_MAX = 320;
/** A one-line answer in a request form: a name, a subject, a place, a third party. */
export const LINE_MAX = 200;
/** A request form's free text, a notice's message. */
export const TEXT_MAX = 2000;
/** A message, note, answer or reply in a thread (a long letter; anything longer is an attachment). */
export const MESSAGE_MAX = 5000;
/** Why staff refuse or change something: a refusal, a contract's new status. */
export const REASON_MAX = 500;
/** A title: a contract document's, a notice's, a claim piece's name. */
export const TITLE_MAX = 120;
/** A document sent for signature: its title, and the summary of what the signer agrees to. */
export const SIGNATURE_TITLE_MAX = 160;
export const SIGNATURE_SUMMARY_MAX = TEXT_MAX;
/** A one-time code as e-mailed (sign-in, signature): six digits. */
export const ONE_TIME_CODE_LENGTH = 6;
/** A bank account's holder (SEPA's name of a debtor: 70 characters), IBAN and BIC as typed (with spaces). */
export const BANK_HOLDER_MAX = 70;
export const IBAN_INPUT_MAX = 50;
export const BIC_INPUT_MAX = 15;
/** A contract reference as typed on a public form. */
export const CONTRACT_REFERENCE_MAX = 40;
/** A vehicle's registration as typed (French plates are 9 characters; foreign ones run longer). */
export const PLATE_MAX = 15;
/** A webhook receiver's address, as an admin types it in the settings. */
export const WEBHOOK_URL_MAX = 500;
/** A message to the site's concierge. */
export const CHAT_MESSAGE_MAX = 1000;
/** A customer's contact details. */
export const CONTACT_DETAIL_LIMITS = { phone: 30, street: 200, postcode: 10, city: 100 } as const;
/** A file staff import (an insurer's statement, a bank's rejects): 5 MB, some 50,000 lines. */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
