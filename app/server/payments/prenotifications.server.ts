import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { addDays, parisToday } from "~/server/contracts/contract-dates";
import type { Database } from "~/server/db/client.server";
import { contracts } from "~/server/db/schema/customer-area";
import { paymentInstalments } from "~/server/db/schema/payments";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import { signerOf } from "~/server/signatures/signature-store.server";
import type { SiteConfig } from "~/server/site-config.server";
import { changeInstalmentStatus } from "./instalments.server";
import { activeMandatesOf } from "./mandates.server";
import { prenotificationEmail } from "./payment-emails.server";
import { extendAllSchedules } from "./schedules.server";

/** Contracts whose premiums are still debited (a suspended contract's are announced too: staff may lift it). */
const DEBITED = ["active", "cancelling", "suspended"] as const;

/**
 * The SEPA pre-notification (issue 43), run daily: schedules topped up to their horizon, then each
 * planned instalment whose debit falls within the notice period (14 days unless the settings say
 * otherwise) and whose customer has a signed mandate is marked "notified" and its e-mail queued,
 * in one transaction. The mark is a conditional update: whichever process runs the job, and
 * however often, an instalment is announced once. Without an active mandate nothing is announced
 * (nothing can be debited); the instalment waits for the signature.
 */
export async function sendPrenotifications(db: Database, site: SiteConfig, now = new Date()) {
  await extendAllSchedules(db, now);
  const today = parisToday(now);
  const until = addDays(today, site.prenotificationDays);
  const due = await db
    .select({
      instalment: paymentInstalments,
      contract: { reference: contracts.reference, customerId: contracts.customerId },
    })
    .from(paymentInstalments)
    .innerJoin(contracts, eq(contracts.id, paymentInstalments.contractId))
    .where(
      and(
        eq(paymentInstalments.status, "planned"),
        gte(paymentInstalments.dueDate, today),
        lte(paymentInstalments.dueDate, until),
        inArray(contracts.status, [...DEBITED]),
      ),
    )
    .orderBy(asc(paymentInstalments.dueDate))
    .limit(2000);
  const mandates = await activeMandatesOf(db, [...new Set(due.map((row) => row.contract.customerId))]);
  let sent = 0;
  for (const { instalment, contract } of due) {
    const debit = mandates.get(contract.customerId);
    if (!debit) continue;
    const done = await db.transaction(async (tx) => {
      const changed = await changeInstalmentStatus(tx, {
        instalmentId: instalment.id,
        to: "notified",
        cause: "prenotified",
        from: ["planned"],
        now,
      });
      if (!changed) return false;
      const customer = await signerOf(tx, contract.customerId);
      if (!customer) return false;
      await enqueueOutbox(tx, [
        {
          channel: "email",
          topic: "payments.prenotification",
          payload: prenotificationEmail({
            to: customer.email,
            lang: customer.lang,
            site,
            name: customer.firstName,
            amountCents: instalment.amountCents,
            dueDate: instalment.dueDate,
            contractReference: contract.reference,
            iban: debit.account.iban,
            mandateReference: debit.mandate.reference,
            creditorIdentifier: debit.mandate.creditorIdentifier,
          }),
        },
      ]);
      return true;
    });
    if (done) sent++;
  }
  return sent;
}
