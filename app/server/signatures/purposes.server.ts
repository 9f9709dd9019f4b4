import type { Transaction } from "~/server/db/client.server";
import type { signatureRequests } from "~/server/db/schema/signatures";

export type SignatureRequestRow = typeof signatureRequests.$inferSelect;

/**
 * What a module that asks for signatures is told when one ends. Each callback runs inside the
 * transaction that records the end: if it throws, nothing is recorded (the signer sees an error
 * and may try again), so the caller's own state and the signature never disagree.
 */
export type SignaturePurpose = {
  onSigned(tx: Transaction, request: SignatureRequestRow): Promise<void>;
  onDeclined?(tx: Transaction, request: SignatureRequestRow): Promise<void>;
  onExpired?(tx: Transaction, request: SignatureRequestRow): Promise<void>;
  onWithdrawn?(tx: Transaction, request: SignatureRequestRow): Promise<void>;
};

const PURPOSE_NAME = /^[a-z][a-z0-9-]{1,39}$/;

// Kept on globalThis: registrations outlive a dev-server reload of this module.
const holder = globalThis as typeof globalThis & { __signaturePurposes?: Map<string, SignaturePurpose> };
holder.__signaturePurposes ??= new Map();
const purposes = holder.__signaturePurposes;

/**
 * Declares a purpose and its callbacks ("offer", "sepa-mandate"…). The app's registrations are
 * listed in one place, app/signature-purposes.server.ts; registering again replaces (reloads).
 */
export function registerSignaturePurpose(name: string, purpose: SignaturePurpose) {
  if (!PURPOSE_NAME.test(name)) throw new Error(`not a signature purpose name: ${name}`);
  purposes.set(name, purpose);
}

/** The purpose's callbacks; an unknown purpose is a programming error, never the signer's. */
export function signaturePurpose(name: string): SignaturePurpose {
  const purpose = purposes.get(name);
  if (!purpose) throw new Error(`signature purpose not registered: ${name}`);
  return purpose;
}

export function isRegisteredPurpose(name: string) {
  return purposes.has(name);
}

/**
 * The module's own purpose: a document staff send from the customer's page (and the demo's).
 * Nothing else depends on it: the signed PDF, its evidence and the notices are this module's.
 */
export const DOCUMENT_PURPOSE = "document";
registerSignaturePurpose(DOCUMENT_PURPOSE, { onSigned: async () => {} });
