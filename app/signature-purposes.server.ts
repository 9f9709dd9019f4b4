import { MANDATE_PURPOSE } from "./server/payments/bank-details-change.server";
import { MANDATE_SIGNATURE_PURPOSE } from "./server/payments/mandate-purpose.server";
import { registerSignaturePurpose } from "./server/signatures/purposes.server";

/**
 * Every purpose the app asks signatures for, registered with its callbacks (docs/decisions/0040):
 * the composition root the offers ("offer") and the SEPA mandates ("sepa-mandate") add their line
 * to, as `registerSignaturePurpose(name, { onSigned, onDeclined, onExpired, onWithdrawn })`. The
 * signatures module calls them back in the transaction that ends a request. Imported by start-up
 * (scheduled-jobs.server.ts) and by the screens that end requests, so the callbacks are known
 * wherever a signature is given. The module's own "document" purpose needs no line here.
 */
export function registerSignaturePurposes() {
  // SEPA mandates (issue 43): signed, the mandate becomes active and the previous one is revoked.
  registerSignaturePurpose(MANDATE_PURPOSE, MANDATE_SIGNATURE_PURPOSE);
}

registerSignaturePurposes();
