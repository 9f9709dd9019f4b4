import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { isLang, type Lang } from "~/i18n/config";
import { formatDay, formatEuros } from "~/i18n/format";
import { createTranslator } from "~/i18n/translate";
import { recordStaffAction } from "../audit/audit-log.server";
import { parisToday } from "../contracts/contract-dates";
import type { Database } from "../db/client.server";
import { users } from "../db/schema/auth";
import { type PremiumStep, unpaidPremiumSteps } from "../db/schema/collections";
import { contracts } from "../db/schema/customer-area";
import { customerProfiles } from "../db/schema/customers";
import { leads } from "../db/schema/leads";
import { paymentInstalments } from "../db/schema/payments";
import { customerEmail } from "../mail/link-email";
import { createNotification } from "../notifications/notifications.server";
import { enqueueOutbox } from "../outbox/outbox.server";
import { groupIban } from "../payments/bank-details";
import { markInstalmentPaid } from "../payments/collections.server";
import type { SiteConfig } from "../site-config.server";
import type { StaffActor } from "../staff/staff-actor";
import { refuse } from "./collection-runs.server";
import { noticeDates, renderFormalNotice } from "./formal-notice.server";
import { reasonText } from "./reject-reasons";

const isId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

export type UnpaidPremium = {
  instalmentId: string;
  contractId: string;
  contractReference: string;
  contractStatus: string;
  customerId: string;
  customerName: string;
  nominalDate: string;
  amountCents: number;
  reasonCode: string | null;
  rejectedAt: Date | null;
  reminders: number;
  lastReminderAt: Date | null;
  notice: { at: Date; suspensionOn: string; terminationOn: string } | null;
};

/** The premiums a bank sent back and nobody paid since: the oldest first, with what was done about each. */
export async function listUnpaidPremiums(db: Database): Promise<UnpaidPremium[]> {
  const rows = await db
    .select({
      instalmentId: paymentInstalments.id,
      contractId: contracts.id,
      contractReference: contracts.reference,
      contractStatus: contracts.status,
      customerId: contracts.customerId,
      firstName: customerProfiles.firstName,
      lastName: customerProfiles.lastName,
      nominalDate: paymentInstalments.nominalDate,
      amountCents: paymentInstalments.amountCents,
      reasonCode: paymentInstalments.rejectReasonCode,
      rejectedAt: paymentInstalments.rejectedAt,
    })
    .from(paymentInstalments)
    .innerJoin(contracts, eq(contracts.id, paymentInstalments.contractId))
    .leftJoin(customerProfiles, eq(customerProfiles.userId, contracts.customerId))
    .where(eq(paymentInstalments.status, "rejected"))
    .orderBy(asc(paymentInstalments.rejectedAt), asc(contracts.reference));
  const steps = rows.length
    ? await db
        .select()
        .from(unpaidPremiumSteps)
        .where(
          inArray(
            unpaidPremiumSteps.instalmentId,
            rows.map((row) => row.instalmentId),
          ),
        )
        .orderBy(asc(unpaidPremiumSteps.at))
    : [];
  return rows.map((row) => {
    const own = steps.filter((step) => step.instalmentId === row.instalmentId);
    const reminders = own.filter((step) => step.step === "reminder");
    const notice = own.find((step) => step.step === "formalNotice");
    return {
      instalmentId: row.instalmentId,
      contractId: row.contractId,
      contractReference: row.contractReference,
      contractStatus: row.contractStatus,
      customerId: row.customerId,
      customerName: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(),
      nominalDate: row.nominalDate,
      amountCents: row.amountCents,
      reasonCode: row.reasonCode,
      rejectedAt: row.rejectedAt,
      reminders: reminders.length,
      lastReminderAt: reminders.at(-1)?.at ?? null,
      notice:
        notice?.suspensionOn && notice.terminationOn
          ? { at: notice.at, suspensionOn: notice.suspensionOn, terminationOn: notice.terminationOn }
          : null,
    };
  });
}

/** An unpaid instalment with its contract and the customer to write to; refused when it is not unpaid. */
async function unpaidOne(db: Pick<Database, "select">, instalmentId: string) {
  if (!isId(instalmentId)) throw refuse(404, "notFound");
  const [row] = await db
    .select({
      instalment: paymentInstalments,
      contract: contracts,
      email: users.email,
      accountName: users.name,
      firstName: customerProfiles.firstName,
      lastName: customerProfiles.lastName,
      lang: sql<
        string | null
      >`(select ${leads.lang} from ${leads} where ${leads.customerId} = ${users.id} order by ${leads.createdAt} desc limit 1)`,
    })
    .from(paymentInstalments)
    .innerJoin(contracts, eq(contracts.id, paymentInstalments.contractId))
    .innerJoin(users, eq(users.id, contracts.customerId))
    .leftJoin(customerProfiles, eq(customerProfiles.userId, contracts.customerId))
    .where(eq(paymentInstalments.id, instalmentId));
  if (!row) throw refuse(404, "notFound");
  if (row.instalment.status !== "rejected") throw refuse(409, "notUnpaid");
  const lang: Lang = isLang(row.lang) ? row.lang : "fr";
  const fullName = row.firstName ? `${row.firstName} ${row.lastName}` : row.accountName;
  return { ...row, lang, fullName, firstName: row.firstName ?? row.accountName };
}

async function addStep(
  tx: Pick<Database, "insert">,
  actor: StaffActor,
  instalmentId: string,
  step: PremiumStep,
  extra: { suspensionOn?: string; terminationOn?: string; at?: Date } = {},
) {
  const [row] = await tx
    .insert(unpaidPremiumSteps)
    .values({ instalmentId, step, staffId: actor.id, ...extra })
    .onConflictDoNothing()
    .returning({ id: unpaidPremiumSteps.id });
  return row ?? null;
}

/**
 * The reminder (staff): an e-mail to the customer naming the premium, why the bank sent it back,
 * and the broker's account to pay it by transfer. Refused while the broker's account is not set.
 */
export async function sendPremiumReminder(db: Database, actor: StaffActor, site: SiteConfig, instalmentId: string) {
  if (!site.brokerIban) throw refuse(409, "transferDetailsMissing");
  const iban = site.brokerIban;
  return db.transaction(async (tx) => {
    const row = await unpaidOne(tx, instalmentId);
    const t = createTranslator(row.lang);
    const amount = formatEuros(row.instalment.amountCents, row.lang);
    const reason = row.instalment.rejectReasonCode ? reasonText(row.instalment.rejectReasonCode) : null;
    await enqueueOutbox(tx, [
      {
        channel: "email",
        topic: "premium.reminder",
        payload: customerEmail({
          to: row.email,
          lang: row.lang,
          site,
          subject: t("collections.reminder.subject", { reference: row.contract.reference }),
          title: t("collections.reminder.title"),
          blocks: [
            { paragraph: t("collections.reminder.greeting", { name: row.firstName }) },
            {
              paragraph: t("collections.reminder.intro", {
                amount,
                date: formatDay(row.instalment.nominalDate, row.lang),
                reference: row.contract.reference,
              }),
            },
            ...(reason
              ? [{ paragraph: t("collections.reminder.reason", { reason: t(reason.key, reason.params) }) }]
              : []),
            { paragraph: t("collections.reminder.transfer") },
            {
              rows: [
                { label: t("collections.transfer.holder"), value: site.legalName ?? site.brandName },
                { label: t("collections.transfer.iban"), value: groupIban(iban) },
                { label: t("collections.transfer.bic"), value: site.brokerBic ?? "" },
                { label: t("collections.transfer.amount"), value: amount },
                { label: t("collections.transfer.label"), value: row.contract.reference },
              ],
            },
            { paragraph: t("collections.reminder.after") },
          ],
        }),
      },
    ]);
    // The area says it too (and the devices that take payment problems are told of it).
    await createNotification(tx as unknown as Database, {
      customerId: row.contract.customerId,
      kind: "premiumUnpaid",
      params: { reference: row.contract.reference, amountCents: row.instalment.amountCents },
      contractId: row.contract.id,
    });
    await addStep(tx, actor, instalmentId, "reminder");
    await recordStaffAction(tx, actor, {
      action: "premium.reminder",
      target: { type: "instalment", id: instalmentId },
      details: { contract: row.contract.reference },
    });
  });
}

/**
 * The formal notice of article L113-3, on staff's decision and after a reminder: recorded with
 * the day it is sent and the suspension (30 days later) and termination (10 days after that)
 * dates; once per unpaid instalment. The letter is a PDF staff send by registered post.
 */
export async function sendFormalNotice(db: Database, actor: StaffActor, instalmentId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await unpaidOne(tx, instalmentId);
    const [reminded] = await tx
      .select({ id: unpaidPremiumSteps.id })
      .from(unpaidPremiumSteps)
      .where(and(eq(unpaidPremiumSteps.instalmentId, instalmentId), eq(unpaidPremiumSteps.step, "reminder")))
      .limit(1);
    if (!reminded) throw refuse(409, "reminderFirst");
    const sentOn = parisToday(now);
    const dates = noticeDates(sentOn);
    const step = await addStep(tx, actor, instalmentId, "formalNotice", { ...dates, at: now });
    if (!step) throw refuse(409, "noticeAlreadySent");
    await recordStaffAction(tx, actor, {
      action: "premium.notice",
      target: { type: "instalment", id: instalmentId },
      details: { contract: row.contract.reference, sentOn, ...dates },
    });
    return { sentOn, ...dates };
  });
}

/** The formal notice's PDF, written from its record (the same letter each time it is downloaded). */
export async function formalNoticeLetter(db: Database, site: SiteConfig, instalmentId: string) {
  if (!isId(instalmentId)) return null;
  const [notice] = await db
    .select()
    .from(unpaidPremiumSteps)
    .where(and(eq(unpaidPremiumSteps.instalmentId, instalmentId), eq(unpaidPremiumSteps.step, "formalNotice")))
    .orderBy(desc(unpaidPremiumSteps.at));
  if (!notice?.suspensionOn || !notice.terminationOn) return null;
  const [row] = await db
    .select({
      instalment: paymentInstalments,
      contract: contracts,
      firstName: customerProfiles.firstName,
      lastName: customerProfiles.lastName,
      accountName: users.name,
    })
    .from(paymentInstalments)
    .innerJoin(contracts, eq(contracts.id, paymentInstalments.contractId))
    .innerJoin(users, eq(users.id, contracts.customerId))
    .leftJoin(customerProfiles, eq(customerProfiles.userId, contracts.customerId))
    .where(eq(paymentInstalments.id, instalmentId));
  if (!row) return null;
  return renderFormalNotice({
    contract: row.contract,
    holder: { fullName: row.firstName ? `${row.firstName} ${row.lastName}` : row.accountName },
    site,
    lang: "fr",
    instalment: {
      nominalDate: row.instalment.nominalDate,
      amountCents: row.instalment.amountCents,
      reasonCode: row.instalment.rejectReasonCode,
    },
    sentOn: parisToday(notice.at),
    suspensionOn: notice.suspensionOn,
    terminationOn: notice.terminationOn,
    now: notice.at,
  });
}

/** The money came in (a transfer, a cheque): the unpaid premium is closed. */
export async function recordPremiumPaid(db: Database, actor: StaffActor, instalmentId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await unpaidOne(tx, instalmentId);
    await markInstalmentPaid(tx, { instalmentId, how: "paidOtherwise", now });
    await addStep(tx, actor, instalmentId, "paymentReceived", { at: now });
    await recordStaffAction(tx, actor, {
      action: "premium.paid",
      target: { type: "instalment", id: instalmentId },
      details: { contract: row.contract.reference },
    });
  });
}
