import { registerSignaturePurpose } from "./server/signatures/purposes.server";

/**
 * Every purpose the app asks signatures for, with its callbacks (docs/decisions/0038). A module
 * that needs a signature adds its line here; the signatures module calls it back in the
 * transaction that ends the request. Imported by the start-up and by every route that can end
 * a request, so the callbacks are known wherever a signature is given.
 */
export function registerSignaturePurposes() {
  // A document staff sent from the customer's page: nothing else depends on it; the signed PDF,
  // its evidence and the notices are the signatures module's own.
  registerSignaturePurpose("document", { onSigned: async () => {} });
}

registerSignaturePurposes();
