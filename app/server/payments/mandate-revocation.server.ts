import { eq } from "drizzle-orm";
import type { AuditActor } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import { bankAccounts } from "~/server/db/schema/payments";
import { REASON_MAX } from "~/server/limits";
import { createNotification } from "~/server/notifications/notifications.server";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import { endPendingRequest } from "~/server/signatures/signature-requests.server";
import { signerOf } from "~/server/signatures/signature-store.server";
import type { SiteConfig } from "~/server/site-config.server";
import { maskIban } from "./bank-details";
import { revokeMandate } from "./mandates.server";
import { mandateRevokedEmail } from "./payment-emails.server";
import { paymentRefusal } from "./payment-refusals";

/** A reason as typed: one line of at most REASON_MAX characters, or the refusal to show by the field. */
export function readRevocationReason(raw: string) {
  const reason = raw.trim().replace(/\s+/g, " ");
  if (!reason) return { reason: null, error: "revokeReasonMissing" as const };
  if (reason.length > REASON_MAX) return { reason: null, error: "revokeReasonTooLong" as const };
  return { reason, error: null };
}

/**
 * Staff revoke a customer's mandate (the customer or their bank asked, issue 43): with a reason,
 * in one transaction the mandate ends (active: revoked, dated; still waiting: ended and its
 * signature request withdrawn, so the customer can no longer sign it), the journal records it
 * and the customer is told by e-mail and in their area (the account masked; the reason stays in
 * the file, it may hold staff's own words). Nothing is debited under it from then on.
 */
export async function revokeCustomerMandate(
  db: Database,
  input: { customerId: string; mandateId: string; reason: string; actor: AuditActor; site: SiteConfig; now?: Date },
) {
  const now = input.now ?? new Date();
  const { reason, error } = readRevocationReason(input.reason);
  if (!reason) throw paymentRefusal(400, error ?? "revokeReasonMissing");
  if (!/^[0-9a-f-]{36}$/i.test(input.mandateId)) throw paymentRefusal(404, "mandateNotFound");
  return db.transaction(async (tx) => {
    const ended = await revokeMandate(tx, { ...input, reason, now });
    if (ended.status === "expired" && ended.signatureRequestId) {
      await endPendingRequest(tx, ended.signatureRequestId, {
        status: "withdrawn",
        reason,
        now,
        actorId: input.actor.id,
      });
    }
    const [account] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, ended.bankAccountId));
    const signer = await signerOf(tx, input.customerId);
    if (!account || !signer) return ended;
    const iban = maskIban(account.iban);
    await createNotification(tx as unknown as Database, {
      customerId: input.customerId,
      kind: "mandateRevoked",
      params: { iban, reference: ended.reference },
      createdAt: now,
    });
    await enqueueOutbox(tx, [
      {
        channel: "email",
        topic: "payments.mandateRevoked",
        payload: mandateRevokedEmail({
          to: signer.email,
          lang: signer.lang,
          site: input.site,
          name: signer.firstName,
          iban: account.iban,
          reference: ended.reference,
        }),
      },
    ]);
    return ended;
  });
}
