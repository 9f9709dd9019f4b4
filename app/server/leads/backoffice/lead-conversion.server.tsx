import { randomBytes, randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { isCalendarDay } from "~/forms/calendar-day";
import { isLang, type Lang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { CONTRACT_PRODUCT_IDS, type ContractProduct, productLineOf } from "~/server/contracts/contract-types";
import { createContract } from "~/server/contracts/contracts.server";
import type { Database } from "~/server/db/client.server";
import { users, verifications } from "~/server/db/schema/auth";
import { customerProfiles } from "~/server/db/schema/customers";
import { leadEvents } from "~/server/db/schema/lead-activity";
import { leads } from "~/server/db/schema/leads";
import { EmailButton, EmailParagraph, renderEmail, renderText } from "~/server/mail/email-layout";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import type { SiteConfig } from "~/server/site-config.server";
import { creditReferralForLead } from "~/server/sponsorship/referrals.server";
import { LeadActionError, type StaffActor } from "./staff-actor";

/** The invitation link lets the new customer choose a password once, within 72 hours. */
export const INVITATION_TTL_HOURS = 72;
/** The customer area's "choose a new password" screen takes the invitation's token too. */
export const INVITATION_PATH = "/espace-client/nouveau-mot-de-passe";

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
});
export type ConversionInput = z.infer<typeof ConversionSchema>;

export function isConvertible(product: string): product is ContractProduct {
  return (CONTRACT_PRODUCT_IDS as readonly string[]).includes(product);
}

/** The same day next year: the contract's main due date. */
function nextYear(day: string) {
  const [y, m, d] = day.split("-");
  return `${Number(y) + 1}-${m}-${m === "02" && d === "29" ? "28" : d}`;
}

function contractReference(now: Date) {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const suffix = Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return `MC-${now.getUTCFullYear()}-${suffix}`;
}

/** better-auth keeps its reset tokens hashed (verification.storeIdentifier "hashed"): the same hash. */
async function hashedIdentifier(identifier: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(identifier));
  return Buffer.from(digest).toString("base64url");
}

function invitationEmail(input: { to: string; name: string; url: string; lang: Lang; site: SiteConfig }) {
  const t = createTranslator(input.lang);
  const { brandName: brand, oriasNumber, contactEmail } = input.site;
  const title = t("emails.invitation.title", { brand });
  const footer = t("emails.footer", { brand, orias: oriasNumber ?? t("common.toBeCompleted"), email: contactEmail });
  const paragraphs = [t("emails.invitation.greeting", { name: input.name }), t("emails.invitation.intro", { brand })];
  const after = [t("emails.invitation.validity", { hours: INVITATION_TTL_HOURS })];
  const html = renderEmail({
    lang: input.lang,
    title,
    brand,
    footer,
    children: (
      <>
        {paragraphs.map((p) => (
          <EmailParagraph key={p}>{p}</EmailParagraph>
        ))}
        <EmailButton href={input.url}>{t("emails.invitation.button")}</EmailButton>
        {after.map((p) => (
          <EmailParagraph key={p}>{p}</EmailParagraph>
        ))}
        <EmailParagraph>{t("emails.auth.reset.fallback", { url: input.url })}</EmailParagraph>
      </>
    ),
  });
  return {
    to: input.to,
    subject: t("emails.invitation.subject", { brand }),
    html,
    text: renderText([title, ...paragraphs, input.url, ...after, footer]),
  };
}

/**
 * "Convert to customer": in one transaction, the customer account (role customer, no password
 * yet) and profile, a first contract from the lead and the adviser's figures, the lead marked won
 * (its referral counted), and the invitation e-mail whose link sets the password (72 h, once).
 */
export async function convertLead(
  db: Database,
  actor: StaffActor,
  input: { leadId: string; version: number; contract: ConversionInput },
  site: SiteConfig,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, input.leadId)).for("update");
    if (!lead) throw new LeadActionError(404, "notFound");
    if (lead.version !== input.version) throw new LeadActionError(409, "stale");
    if (lead.customerId || lead.status === "won") throw new LeadActionError(409, "alreadyConverted");
    if (!isConvertible(lead.product)) throw new LeadActionError(400, "notConvertible");
    const email = lead.email.toLowerCase();
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    if (existing) throw new LeadActionError(409, "accountExists");

    const userId = crypto.randomUUID();
    const firstName = lead.firstName ?? lead.lastName;
    const name = [lead.firstName, lead.lastName].filter(Boolean).join(" ");
    await tx.insert(users).values({ id: userId, name, email, emailVerified: true, role: "customer" });
    await tx.insert(customerProfiles).values({
      userId,
      firstName,
      lastName: lead.lastName,
      memberSince: input.contract.startDate,
    });
    const c = input.contract;
    const line = productLineOf(lead.product);
    let contract: Awaited<ReturnType<typeof createContract>>;
    try {
      contract = await createContract(tx as unknown as Database, {
        customerId: userId,
        reference: contractReference(now),
        product: lead.product,
        formula: c.formula || null,
        insurer: c.insurer,
        monthlyPremiumCents: Math.round(Number(c.monthlyPremium.replace(",", ".")) * 100),
        startDate: c.startDate,
        anniversaryDate: nextYear(c.startDate),
        vehicle:
          line === "vehicle"
            ? { registration: c.vehicleRegistration ?? "", make: c.vehicleMake ?? "", model: c.vehicleModel ?? "" }
            : null,
        loan: line === "borrower" ? { amountCents: Number(c.loanAmount ?? 0) * 100, bank: c.loanBank ?? "" } : null,
        peopleCovered: line === "health" ? [{ name, relation: "holder" }] : null,
      });
    } catch (error) {
      if (error instanceof z.ZodError)
        throw new LeadActionError(400, `contract.${String(error.issues[0]?.path[0] ?? "invalid")}`);
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
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      at: now,
      actorId: actor.id,
      actorName: actor.name,
      kind: "converted",
      details: { from: lead.status, customerId: userId, contract: contract.reference },
    });
    await recordStaffAction(tx, actor, {
      action: "lead.convert",
      target: { type: "lead", id: lead.id },
      details: { customerId: userId, contract: contract.reference, from: lead.status },
    });
    const referral = await creditReferralForLead(tx as unknown as Database, lead.id, now);

    const token = randomBytes(24).toString("base64url");
    await tx.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: await hashedIdentifier(`reset-password:${token}`),
      value: userId,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * 3600_000),
      createdAt: now,
      updatedAt: now,
    });
    const url = `${site.siteUrl.replace(/\/$/, "")}${INVITATION_PATH}?token=${token}`;
    await enqueueOutbox(tx, [
      {
        channel: "email",
        topic: "customer.invitation",
        leadId: lead.id,
        payload: invitationEmail({ to: email, name: firstName, url, lang: isLang(lead.lang) ? lead.lang : "fr", site }),
      },
    ]);
    return { customerId: userId, contractReference: contract.reference, referral, invitationUrl: url };
  });
}
