import { and, eq } from "drizzle-orm";
import { createTranslator } from "~/i18n/translate";
import type { AuditActor } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import { customerContactDetails } from "~/server/db/schema/customers";
import { sepaMandates } from "~/server/db/schema/payments";
import { endPendingRequest, requestSignature } from "~/server/signatures/signature-requests.server";
import { signerOf } from "~/server/signatures/signature-store.server";
import type { SiteConfig } from "~/server/site-config.server";
import { type BankDetailsErrors, type BankDetailsInput, maskIban, readBankDetails } from "./bank-details";
import { isValidCreditorIdentifier } from "./creditor-identifier";
import { newMandateReference } from "./mandate-reference";
import { addBankAccount, attachSignatureRequest } from "./mandates.server";
import { renderMandatePdf } from "./payment-documents.server";
import { paymentRefusal } from "./payment-refusals";

/** The purpose the mandates are signed under (app/signature-purposes.server.ts registers it). */
export const MANDATE_PURPOSE = "sepa-mandate";
/** How long a mandate waits for its signature. */
export const MANDATE_VALIDITY_DAYS = 14;

export type BankDetailsChange =
  | { ok: true; mandateId: string; signatureRequestId: string }
  | { ok: false; errors: BankDetailsErrors };

async function debtorAddress(db: Pick<Database, "select">, customerId: string) {
  const [row] = await db
    .select({
      street: customerContactDetails.street,
      postcode: customerContactDetails.postcode,
      city: customerContactDetails.city,
    })
    .from(customerContactDetails)
    .where(eq(customerContactDetails.userId, customerId));
  const line = [row?.street, [row?.postcode, row?.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return line || null;
}

/**
 * "Changer de RIB" (issue 43), for the customer in their area or staff on their behalf: the
 * details checked, then in one transaction the new account, its mandate (awaiting signature) and
 * the signature request for the mandate's PDF (written before, with its RUM); a mandate still
 * waiting from an earlier change is superseded and its request withdrawn. Nothing is debited
 * from the new account until the customer signs; the active mandate keeps running until then.
 */
export async function changeBankDetails(
  db: Database,
  input: {
    customerId: string;
    form: BankDetailsInput;
    actor: AuditActor;
    site: SiteConfig;
    /** Staff sending it on the customer's behalf (null: the customer themself). */
    staffId?: string | null;
    now?: Date;
  },
): Promise<BankDetailsChange> {
  const now = input.now ?? new Date();
  const read = readBankDetails(input.form);
  if (!read.ok) return read;
  const ics = input.site.creditorIdentifier;
  if (!ics || !isValidCreditorIdentifier(ics)) throw paymentRefusal(409, "creditorIdentifierMissing");
  const signer = await signerOf(db, input.customerId);
  if (signer?.role !== "customer") throw paymentRefusal(404, "mandateNotFound");
  const reference = newMandateReference(now);
  const pdf = await renderMandatePdf({
    site: input.site,
    lang: signer.lang,
    reference,
    creditorIdentifier: ics,
    ...read.details,
    debtorAddress: await debtorAddress(db, input.customerId),
    now,
  });
  const t = createTranslator(signer.lang);
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ requestId: sepaMandates.signatureRequestId })
      .from(sepaMandates)
      .where(and(eq(sepaMandates.customerId, input.customerId), eq(sepaMandates.status, "awaitingSignature")));
    const { mandate } = await addBankAccount(tx, {
      customerId: input.customerId,
      details: read.details,
      creditorIdentifier: ics,
      reference,
      actor: input.actor,
      now,
    });
    for (const row of waiting) {
      if (row.requestId) await endPendingRequest(tx, row.requestId, { status: "withdrawn", now, reason: "superseded" });
    }
    const request = await requestSignature(
      tx,
      {
        signerId: input.customerId,
        document: { fileName: pdf.fileName, bytes: pdf.bytes },
        title: t("payments.mandate.signatureTitle", { iban: maskIban(read.details.iban) }),
        summary: t("payments.mandate.signatureSummary", {
          reference,
          creditor: input.site.legalName ?? input.site.brandName,
        }),
        validityDays: MANDATE_VALIDITY_DAYS,
        purpose: MANDATE_PURPOSE,
        subjectId: mandate.id,
        createdBy: input.staffId ?? null,
        now,
      },
      input.site,
    );
    await attachSignatureRequest(tx, mandate.id, request.id);
    return { ok: true as const, mandateId: mandate.id, signatureRequestId: request.id };
  });
}
