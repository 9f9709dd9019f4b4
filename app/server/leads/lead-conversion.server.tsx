import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { isCalendarDay } from "~/forms/calendar-day";
import { isLang } from "~/i18n/config";
import { assertNotFrozen, saleBlockedBy, screenPerson } from "~/server/asset-freeze/screening.server";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { nextAnniversary, parisToday } from "~/server/contracts/contract-dates";
import { CONTRACT_PRODUCT_IDS, type ContractProduct, productLineOf } from "~/server/contracts/contract-types";
import { createContract, newContractReference } from "~/server/contracts/contracts.server";
import { guaranteesFromAnswers, peopleFromAnswers } from "~/server/contracts/quote-answers";
import {
  createInvitedCustomer,
  findAccountByEmail,
  givePhoneIfNone,
} from "~/server/customers/customer-accounts.server";
import type { Database } from "~/server/db/client.server";
import { customerFiles } from "~/server/db/schema/customer-files";
import { leads } from "~/server/db/schema/leads";
import { recordLeadEvent } from "~/server/leads/lead-events.server";
import type { SiteConfig } from "~/server/site-config.server";
import { creditReferralForLead } from "~/server/sponsorship/referrals.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { leadRefusal } from "./lead-action-error";

const text = z.string().trim().min(1).max(120);
/** The error key (leads.errors) of a monthly premium of 0. */
export const PREMIUM_NOT_POSITIVE = "premiumNotPositive";
// Not z.iso.date(): it takes year 0000, which PostgreSQL refuses (a 500 instead of a 400).
const day = z.string().refine(isCalendarDay);

/** What the adviser adds to the lead's answers to record the first contract. */
export const ConversionSchema = z.object({
  insurer: text,
  formula: z.string().trim().max(120).optional(),
  monthlyPremium: z
    .string()
    .trim()
    .regex(/^\d{1,6}([.,]\d{1,2})?$/)
    // A contract at 0 € a month is a typing slip, not a contract.
    .refine((value) => Number(value.replace(",", ".")) > 0, { message: PREMIUM_NOT_POSITIVE }),
  startDate: day,
  vehicleRegistration: z.string().trim().max(20).optional(),
  vehicleMake: z.string().trim().max(120).optional(),
  vehicleModel: z.string().trim().max(120).optional(),
  loanAmount: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/)
    .optional(),
  loanBank: z.string().trim().max(120).optional(),
  /** The person's birth date, when known: the asset-freeze screening compares it with the register's. */
  birthDate: day.optional(),
});
export type ConversionInput = z.infer<typeof ConversionSchema>;

/**
 * The prospect is screened against the asset-freeze register before the conversion's transaction
 * (CMF L562-4), in its own: a possible match is logged and the admins alerted even though the
 * conversion is then refused (409) until an admin clears it. Staff see why on the lead page.
 */
async function screenBeforeConversion(
  db: Database,
  actor: StaffActor,
  input: { leadId: string; contract: ConversionInput },
  site: SiteConfig,
  now: Date,
) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, input.leadId));
  if (!lead || lead.customerId || lead.status === "won") return;
  const result = await db.transaction((tx) =>
    screenPerson(
      tx,
      {
        leadId: lead.id,
        firstName: lead.firstName ?? "",
        lastName: lead.lastName,
        birthDate: input.contract.birthDate ?? null,
      },
      { trigger: "leadConversion", site, actorId: actor.id },
      now,
    ),
  );
  const blocked = saleBlockedBy(result);
  if (blocked) throw leadRefusal(409, blocked);
}

export function isConvertible(product: string): product is ContractProduct {
  return (CONTRACT_PRODUCT_IDS as readonly string[]).includes(product);
}

/**
 * "Convert to customer": in one transaction, the customer account (role customer, no password
 * yet) and profile, a first contract from the lead and the adviser's figures, the lead marked won
 * (its referral counted), and the invitation e-mail whose link sets the password (72 h, once).
 * When the address already has a customer account, the contract goes to that account instead
 * (no second account, no invitation), but only with `attach` — staff confirmed it — else 409.
 */
export async function convertLead(
  db: Database,
  actor: StaffActor,
  input: { leadId: string; version: number; contract: ConversionInput; attach?: boolean },
  site: SiteConfig,
  now = new Date(),
) {
  await screenBeforeConversion(db, actor, input, site, now);
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, input.leadId)).for("update");
    if (!lead) throw leadRefusal(404, "notFound");
    if (lead.version !== input.version) throw leadRefusal(409, "stale");
    if (lead.customerId || lead.status === "won") throw leadRefusal(409, "alreadyConverted");
    if (!isConvertible(lead.product)) throw leadRefusal(400, "notConvertible");
    const email = lead.email.toLowerCase();
    // A customer who already has an account (another contract, an earlier lead) gets this contract
    // on it, once staff confirmed it is the same person; a staff account is never a customer's.
    const existing = await findAccountByEmail(tx, email);
    if (existing && existing.role !== "customer") throw leadRefusal(409, "accountIsStaff");
    if (existing && !input.attach) throw leadRefusal(409, "accountExists");
    const invited = existing
      ? null
      : await createInvitedCustomer(
          tx,
          {
            email,
            firstName: lead.firstName ?? lead.lastName,
            lastName: lead.lastName,
            // A client from today (or from a start already past), never from a date to come (issue 46).
            memberSince: [input.contract.startDate, parisToday(now)].sort()[0] as string,
            phone: lead.phone,
            lang: isLang(lead.lang) ? lead.lang : "fr",
            leadId: lead.id,
            birthDate: input.contract.birthDate ?? null,
          },
          site,
          now,
        );
    const userId = existing?.id ?? (invited as NonNullable<typeof invited>).customerId;
    // The new customer was screened with the lead's decisions carried over; an existing one has theirs.
    try {
      await assertNotFrozen(tx, userId);
    } catch {
      throw leadRefusal(409, "frozenPending");
    }
    if (existing) await givePhoneIfNone(tx, userId, lead.phone);
    // The adviser who held the lead follows the customer, unless someone already does.
    if (lead.assignedTo) {
      await tx
        .update(customerFiles)
        .set({ adviserId: lead.assignedTo })
        .where(and(eq(customerFiles.customerId, userId), isNull(customerFiles.adviserId)));
    }
    const c = input.contract;
    const line = productLineOf(lead.product);
    let contract: Awaited<ReturnType<typeof createContract>>;
    try {
      contract = await createContract(tx as unknown as Database, {
        customerId: userId,
        reference: newContractReference(now),
        product: lead.product,
        formula: c.formula || null,
        insurer: c.insurer,
        monthlyPremiumCents: Math.round(Number(c.monthlyPremium.replace(",", ".")) * 100),
        startDate: c.startDate,
        anniversaryDate: nextAnniversary(c.startDate, c.startDate),
        guarantees: guaranteesFromAnswers(lead.answers),
        vehicle:
          line === "vehicle"
            ? { registration: c.vehicleRegistration ?? "", make: c.vehicleMake ?? "", model: c.vehicleModel ?? "" }
            : null,
        loan: line === "borrower" ? { amountCents: Number(c.loanAmount ?? 0) * 100, bank: c.loanBank ?? "" } : null,
        peopleCovered: line === "health" ? peopleFromAnswers(lead.answers, lead) : null,
      });
    } catch (error) {
      if (error instanceof z.ZodError)
        throw leadRefusal(400, `contract.${String(error.issues[0]?.path[0] ?? "invalid")}`);
      throw error;
    }

    await tx
      .update(leads)
      .set({
        status: "won",
        customerId: userId,
        lostReason: null,
        firstContactedAt: lead.firstContactedAt ?? now,
        version: sql`${leads.version} + 1`,
        updatedAt: now,
      })
      .where(eq(leads.id, lead.id));
    await recordLeadEvent(
      tx,
      lead.id,
      { kind: "converted", details: { from: lead.status, customerId: userId, contract: contract.reference } },
      now,
      actor,
    );
    await recordStaffAction(tx, actor, {
      action: "lead.convert",
      target: { type: "lead", id: lead.id },
      details: { customerId: userId, contract: contract.reference, from: lead.status, attached: Boolean(existing) },
    });
    const referral = await creditReferralForLead(tx as unknown as Database, lead.id, now);

    return {
      customerId: userId,
      contractReference: contract.reference,
      referral,
      invitationUrl: invited?.invitationUrl ?? null,
      attached: Boolean(existing),
    };
  });
}
