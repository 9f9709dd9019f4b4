import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { addDays, parisToday } from "~/server/contracts/contract-dates";
import type { Database } from "~/server/db/client.server";
import { contracts, notifications } from "~/server/db/schema/customer-area";
import { outbox } from "~/server/db/schema/outbox";
import { paymentInstalments, paymentSchedules, sepaMandates } from "~/server/db/schema/payments";
import { siteSettings } from "~/server/db/schema/settings";
import { signatureRequests } from "~/server/db/schema/signatures";
import { env } from "~/server/env.server";
import { applySiteSettings } from "~/server/settings/site-settings";
import { storedSiteSettings } from "~/server/settings/site-settings.server";
import { sealSignedRequest } from "~/server/signatures/sign-and-seal.server";
import { signerOf } from "~/server/signatures/signature-store.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { changeBankDetails } from "./bank-details-change.server";
import { addMonthsClamped, debitDay } from "./due-dates";
import { activeMandate } from "./mandates.server";
import { sendPrenotifications } from "./prenotifications.server";
import { extendSchedule } from "./schedules.server";

/** The demo's creditor identifier (the usual French example), stored only when none is configured. */
export const DEMO_CREDITOR_IDENTIFIER = "FR72ZZZ123456";
/** A valid test IBAN (Crédit Agricole's example account) and its bank's BIC. */
export const DEMO_IBAN = "FR7630006000011234567890189";
export const DEMO_BIC = "AGRIFRPPXXX";
/** How many months of paid debits each demo schedule shows before today. */
const PAST_MONTHS = 3;

/** The configuration as saved this instant (the seed writes it and reads it back at once). */
async function siteConfig(db: Database) {
  return applySiteSettings(buildSiteConfig(env()), (await storedSiteSettings(db, Number.POSITIVE_INFINITY)).values);
}

async function ensureCreditorIdentifier(db: Database) {
  const site = await siteConfig(db);
  if (site.creditorIdentifier) return;
  await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  await db
    .update(siteSettings)
    .set({
      values: sql`${siteSettings.values} || ${JSON.stringify({ creditorIdentifier: DEMO_CREDITOR_IDENTIFIER })}::jsonb`,
      version: sql`${siteSettings.version} + 1`,
    })
    .where(eq(siteSettings.id, 1));
}

/**
 * A demo customer's signed mandate: the real path (their RIB entered, the mandate's PDF sent for
 * signature, sealed with the evidence of a signature made "at the agency" on the seed's run), then
 * the notices that path sends removed, so the demo's notifications stay as documented. Kept when
 * one is already active.
 */
async function seedMandate(db: Database, customerId: string, now: Date) {
  if (await activeMandate(db, customerId)) return;
  const site = await siteConfig(db);
  const signer = await signerOf(db, customerId);
  if (!signer) return;
  const started = new Date(now.getTime() - 1000);
  const change = await changeBankDetails(db, {
    customerId,
    form: { holder: signer.name, iban: DEMO_IBAN, bic: DEMO_BIC },
    actor: { id: null, email: "demo-seed", ip: "127.0.0.1" },
    site,
    now,
  });
  if (!change.ok) throw new Error(`demo bank details refused: ${JSON.stringify(change.errors)}`);
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, change.signatureRequestId))
      .for("update");
    if (!request) throw new Error("demo mandate's signature request missing");
    await sealSignedRequest(
      tx,
      request,
      {
        id: crypto.randomUUID(),
        requestId: request.id,
        codeHash: "",
        sentTo: signer.email,
        consentAt: now,
        sentAt: now,
        expiresAt: now,
        wrongTries: 0,
        endedAt: now,
      },
      { signerId: customerId, ip: "127.0.0.1", userAgent: "Démonstration (signature à l'agence)", now, site },
    );
  });
  await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.customerId, customerId),
        inArray(notifications.kind, ["signatureRequested", "signatureSigned", "bankDetailsChanged"]),
        gte(notifications.createdAt, started),
      ),
    );
  await db
    .delete(outbox)
    .where(
      and(
        inArray(outbox.topic, ["signature.requested", "payments.bankDetailsChanged"]),
        sql`${outbox.payload}->>'to' = ${signer.email}`,
        gte(outbox.createdAt, started),
      ),
    );
}

/**
 * Each demo contract's monthly schedule: three months paid, then the debits to come, the next one
 * five days from the seed's run (so a collection is due soon and its pre-notification goes out).
 * Rewritten on every run, as the demo's contracts are.
 */
async function seedSchedules(db: Database, customerId: string, now: Date) {
  const today = parisToday(now);
  const anchor = addMonthsClamped(addDays(today, 5), -PAST_MONTHS);
  const [mandate] = await db
    .select({ id: sepaMandates.id })
    .from(sepaMandates)
    .where(and(eq(sepaMandates.customerId, customerId), eq(sepaMandates.status, "active")));
  const own = await db.select().from(contracts).where(eq(contracts.customerId, customerId));
  for (const contract of own) {
    await db.transaction(async (tx) => {
      await tx.delete(paymentSchedules).where(eq(paymentSchedules.contractId, contract.id));
      const [schedule] = await tx
        .insert(paymentSchedules)
        .values({
          contractId: contract.id,
          frequency: "monthly",
          firstDueDate: anchor,
          premiumCents: contract.monthlyPremiumCents,
          feesCents: 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!schedule) return;
      const past = Array.from({ length: PAST_MONTHS }, (_, n) => addMonthsClamped(anchor, n)).filter(
        (day) => day <= today && (!contract.endDate || day < contract.endDate),
      );
      if (past.length > 0) {
        await tx.insert(paymentInstalments).values(
          past.map((nominalDate) => {
            const dueDate = debitDay(nominalDate);
            const at = new Date(`${dueDate}T09:00:00Z`);
            return {
              scheduleId: schedule.id,
              contractId: contract.id,
              nominalDate,
              dueDate,
              premiumCents: contract.monthlyPremiumCents,
              feesCents: 0,
              amountCents: contract.monthlyPremiumCents,
              status: "paid" as const,
              prenotifiedAt: new Date(at.getTime() - 14 * 86_400_000),
              collectedAt: at,
              paidAt: at,
              mandateId: mandate?.id ?? null,
              collectionReference: `DEMO-${dueDate}`,
              createdAt: now,
              updatedAt: now,
            };
          }),
        );
      }
      await extendSchedule(tx, schedule, contract, today);
    });
  }
}

/**
 * The money of the demo (issue 43): the broker's creditor identifier if none is set, each demo
 * customer's test IBAN with a signed, active mandate, a monthly schedule on every contract, and
 * the pre-notifications of the debits due within the notice period (one collection due soon).
 */
export async function seedDemoPayments(db: Database, customerIds: string[], now = new Date()) {
  await ensureCreditorIdentifier(db);
  for (const customerId of customerIds) {
    await seedMandate(db, customerId, now);
    await seedSchedules(db, customerId, now);
  }
  await sendPrenotifications(db, await siteConfig(db), now);
}
