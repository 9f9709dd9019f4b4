import { and, eq, gt } from "drizzle-orm";
import { createTranslator } from "~/i18n/translate";
import type { AuditActor } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { customerContactDetails } from "~/server/db/schema/customers";
import { bankAccounts, sepaMandates } from "~/server/db/schema/payments";
import { endPendingRequest, requestSignature } from "~/server/signatures/signature-requests.server";
import { signerOf } from "~/server/signatures/signature-store.server";
import type { SiteConfig } from "~/server/site-config.server";
import {
  type BankDetails,
  type BankDetailsErrors,
  type BankDetailsInput,
  maskIban,
  readBankDetails,
} from "./bank-details";
import { isValidCreditorIdentifier } from "./creditor-identifier";
import { newMandateReference } from "./mandate-reference";
import { addBankAccount, attachSignatureRequest } from "./mandates.server";
import { renderMandatePdf } from "./payment-documents.server";
import { paymentRefusal } from "./payment-refusals";

/** The purpose the mandates are signed under (app/signature-purposes.server.ts registers it). */
export const MANDATE_PURPOSE = "sepa-mandate";
/** How long a mandate waits for its signature. */
export const MANDATE_VALIDITY_DAYS = 14;

/**
 * A repeat of the same change within this long (a double click, a "did it work?" submit, the
 * customer and their adviser both typing the RIB given by phone) is the change still waiting:
 * its request is reused and no second e-mail is sent. Later, the same details make a new request
 * (the first e-mail may be lost). Different details always replace the waiting one.
 */
export const REPEAT_WINDOW_MS = 15 * 60_000;

export type BankDetailsChange =
  | { ok: true; mandateId: string; signatureRequestId: string; reused: boolean }
  | { ok: false; errors: BankDetailsErrors };

/** The customer's mandate still waiting for the same account's signature, made within the window. */
async function waitingSameChange(db: Pick<Database, "select">, customerId: string, details: BankDetails, now: Date) {
  const [row] = await db
    .select({ mandateId: sepaMandates.id, signatureRequestId: sepaMandates.signatureRequestId })
    .from(sepaMandates)
    .innerJoin(bankAccounts, eq(bankAccounts.id, sepaMandates.bankAccountId))
    .where(
      and(
        eq(sepaMandates.customerId, customerId),
        eq(sepaMandates.status, "awaitingSignature"),
        gt(sepaMandates.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
        eq(bankAccounts.iban, details.iban),
        eq(bankAccounts.bic, details.bic),
        eq(bankAccounts.holder, details.holder),
      ),
    );
  return row?.signatureRequestId ? { mandateId: row.mandateId, signatureRequestId: row.signatureRequestId } : null;
}

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
 * The same details again within REPEAT_WINDOW_MS reuse the waiting request (`reused`): one
 * e-mail, whatever the clicks. Changes of one customer run one after the other (their account's
 * row is locked), so two parallel submits cannot both make a mandate.
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
  const repeat = await waitingSameChange(db, input.customerId, read.details, now);
  if (repeat) return { ok: true, ...repeat, reused: true };
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
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.customerId)).for("update");
    // A parallel submit of the same details may have made it while this one wrote its PDF.
    const made = await waitingSameChange(tx, input.customerId, read.details, now);
    if (made) return { ok: true as const, ...made, reused: true };
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
    return { ok: true as const, mandateId: mandate.id, signatureRequestId: request.id, reused: false };
  });
}
