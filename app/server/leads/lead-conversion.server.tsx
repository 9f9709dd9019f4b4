import { and, eq, isNull, sql } from "drizzle-orm";
import { isCalendarDay } from "~/forms/calendar-day";
import { isLang } from "~/i18n/config";
import { assertNotFrozen, saleBlockedBy, screenPerson } from "~/server/asset-freeze/screening.server";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { parisToday } from "~/server/contracts/contract-dates";
import {
  createInvitedCustomer,
  findAccountByEmail,
  givePhoneIfNone,
} from "~/server/customers/customer-accounts.server";
import type { Database } from "~/server/db/client.server";
import { customerFiles } from "~/server/db/schema/customer-files";
import { leads } from "~/server/db/schema/leads";
import { recordLeadEvent } from "~/server/leads/lead-events.server";
import { needsFromLead, questionnaireOfLeadProduct } from "~/server/offers/lead-needs";
import { isNeedsQuestionnaireId } from "~/server/offers/needs-questionnaires";
import { createOffer } from "~/server/offers/offers.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { leadRefusal } from "./lead-action-error";

/** A lead whose product has a needs questionnaire: a quote form's, or a line the broker places. */
export function isConvertible(product: string) {
  return questionnaireOfLeadProduct(product) !== null;
}

/** The error key (leads.errors) of a birth date that is no calendar day. */
const badBirthDate = () => leadRefusal(400, "contract.birthDate");

/**
 * The prospect is screened against the asset-freeze register before the conversion's transaction
 * (CMF L562-4), in its own: a possible match is logged and the admins alerted even though the
 * conversion is then refused (409) until an admin clears it. Staff see why on the lead page.
 */
async function screenBeforeConversion(
  db: Database,
  actor: StaffActor,
  input: { leadId: string; birthDate?: string | null },
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
        birthDate: input.birthDate || null,
      },
      { trigger: "leadConversion", site, actorId: actor.id },
      now,
    ),
  );
  const blocked = saleBlockedBy(result);
  if (blocked) throw leadRefusal(409, blocked);
}

/**
 * "Convert to customer" (issue 42): in one transaction, the customer account (role customer, no
 * password yet) with everything the lead said — names, phone, language, the adviser who held it —
 * and a draft offer whose needs start from the lead's answers (the loan, the guarantees ticked,
 * the people covered). No contract and no certificate: those come with the signature. The lead
 * stays open; sending the offer moves it to "Proposition envoyée", signing it to won. The
 * invitation e-mail leaves with the offer. When the address already has a customer account, the
 * offer goes to that account, but only with `attach` — staff confirmed it — else 409.
 */
export async function convertLead(
  db: Database,
  actor: StaffActor,
  input: {
    leadId: string;
    version: number;
    attach?: boolean;
    questionnaire?: string;
    /** The person's birth date, when known: the asset-freeze screening compares it with the register's. */
    birthDate?: string | null;
  },
  site: SiteConfig,
  now = new Date(),
) {
  if (input.birthDate && !isCalendarDay(input.birthDate)) throw badBirthDate();
  await screenBeforeConversion(db, actor, input, site, now);
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, input.leadId)).for("update");
    if (!lead) throw leadRefusal(404, "notFound");
    if (lead.version !== input.version) throw leadRefusal(409, "stale");
    if (lead.customerId || lead.status === "won" || lead.status === "lost") throw leadRefusal(409, "alreadyConverted");
    const questionnaire =
      input.questionnaire && isNeedsQuestionnaireId(input.questionnaire)
        ? input.questionnaire
        : questionnaireOfLeadProduct(lead.product);
    if (!questionnaire) throw leadRefusal(400, "notConvertible");
    const email = lead.email.toLowerCase();
    // A customer who already has an account (a contract, an earlier lead) gets this offer on it,
    // once staff confirmed it is the same person; a staff account is never a customer's.
    const existing = await findAccountByEmail(tx, email);
    if (existing && existing.role !== "customer") throw leadRefusal(409, "accountIsStaff");
    if (existing && !input.attach) throw leadRefusal(409, "accountExists");
    const created = existing
      ? null
      : await createInvitedCustomer(
          tx,
          {
            email,
            firstName: lead.firstName ?? lead.lastName,
            lastName: lead.lastName,
            memberSince: parisToday(now),
            phone: lead.phone,
            lang: isLang(lead.lang) ? lead.lang : "fr",
            leadId: lead.id,
            invite: false,
            birthDate: input.birthDate || null,
          },
          site,
          now,
        );
    const userId = existing?.id ?? (created as NonNullable<typeof created>).customerId;
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
    await tx
      .update(leads)
      .set({
        customerId: userId,
        firstContactedAt: lead.firstContactedAt ?? now,
        version: sql`${leads.version} + 1`,
        updatedAt: now,
      })
      .where(eq(leads.id, lead.id));
    const offer = await createOffer(
      tx,
      actor,
      { customerId: userId, questionnaire, leadId: lead.id, prefill: needsFromLead(lead) },
      now,
    );
    await recordLeadEvent(
      tx,
      lead.id,
      { kind: "converted", details: { from: lead.status, customerId: userId, offer: offer.reference } },
      now,
      actor,
    );
    await recordStaffAction(tx, actor, {
      action: "lead.convert",
      target: { type: "lead", id: lead.id },
      details: { customerId: userId, offer: offer.reference, from: lead.status, attached: Boolean(existing) },
    });
    return { customerId: userId, offerId: offer.id, offerReference: offer.reference, attached: Boolean(existing) };
  });
}
