import { eq } from "drizzle-orm";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database, Transaction } from "~/server/db/client.server";
import { bankAccounts, sepaMandates } from "~/server/db/schema/payments";
import { createNotification } from "~/server/notifications/notifications.server";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { SignaturePurpose, SignatureRequestRow } from "~/server/signatures/purposes.server";
import { signerOf } from "~/server/signatures/signature-store.server";
import { maskIban } from "./bank-details";
import type { MandateStatus, MandateStatusCause } from "./mandate-states";
import { activateMandate, changeMandateStatus } from "./mandates.server";
import { bankDetailsChangedEmail } from "./payment-emails.server";

/**
 * What a mandate's signature request does when it ends (docs/decisions/0040), in the
 * transaction that ends it: signed, the mandate becomes active (the previous one revoked, dated),
 * which is audited and told to the customer by e-mail and in their area; declined, expired or
 * withdrawn, the mandate ends unsigned and nothing is ever debited under it.
 */
async function onSigned(tx: Transaction, request: SignatureRequestRow) {
  if (!request.subjectId) return;
  const now = request.endedAt ?? new Date();
  // The account debited until now, named in the e-mail so a change the customer did not make shows.
  const active = await tx
    .select({ iban: bankAccounts.iban, status: sepaMandates.status })
    .from(sepaMandates)
    .innerJoin(bankAccounts, eq(bankAccounts.id, sepaMandates.bankAccountId))
    .where(eq(sepaMandates.customerId, request.signerId));
  const previousIban = active.find((row) => row.status === "active")?.iban ?? null;
  const mandate = await activateMandate(tx, request.subjectId, now);
  if (!mandate) return;
  const [account] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, mandate.bankAccountId));
  const signer = await signerOf(tx, request.signerId);
  if (!account || !signer) return;
  await recordStaffAction(
    tx,
    { id: signer.id, email: signer.email, ip: "" },
    {
      action: "payment.mandate.signed",
      target: { type: "customer", id: signer.id },
      details: { mandate: mandate.reference, iban: maskIban(account.iban), signatureRequest: request.id },
    },
  );
  await createNotification(tx as unknown as Database, {
    customerId: signer.id,
    kind: "bankDetailsChanged",
    params: { iban: maskIban(account.iban), reference: mandate.reference },
    createdAt: now,
  });
  const site = await siteConfig(tx as unknown as Database);
  await enqueueOutbox(tx, [
    {
      channel: "email",
      topic: "payments.bankDetailsChanged",
      payload: bankDetailsChangedEmail({
        to: signer.email,
        lang: signer.lang,
        site,
        name: signer.firstName,
        iban: account.iban,
        reference: mandate.reference,
        previousIban: previousIban && previousIban !== account.iban ? previousIban : null,
      }),
    },
  ]);
}

const ending =
  (to: MandateStatus, cause: MandateStatusCause) => async (tx: Transaction, request: SignatureRequestRow) => {
    if (!request.subjectId) return;
    await changeMandateStatus(tx, { mandateId: request.subjectId, to, cause, now: request.endedAt ?? new Date() });
  };

export const MANDATE_SIGNATURE_PURPOSE: SignaturePurpose = {
  onSigned,
  onDeclined: ending("declined", "signatureDeclined"),
  onExpired: ending("expired", "signatureExpired"),
  onWithdrawn: ending("expired", "staffDecision"),
};
