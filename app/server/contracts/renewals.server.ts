import { and, asc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isLang, type Lang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { contractPath, needsReviewPath } from "~/paths/customer-area";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contractRenewalReminders } from "~/server/db/schema/contract-records";
import { contracts } from "~/server/db/schema/customer-area";
import { customerFiles } from "~/server/db/schema/customer-files";
import { customerContactDetails, customerProfiles } from "~/server/db/schema/customers";
import { leads } from "~/server/db/schema/leads";
import type { EmailBlock } from "~/server/mail/block-email";
import { customerEmail } from "~/server/mail/link-email";
import { openNeedsReview } from "~/server/needs-review/needs-reviews.server";
import { CHATEL_GRACE_DAYS, chatelNotice, reminderDue } from "~/server/needs-review/renewal-stages";
import { createNotification } from "~/server/notifications/notifications.server";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import type { SiteConfig } from "~/server/site-config.server";
import { addDays, NOTICE_DAYS, parisToday } from "./contract-dates";

/** The back office's "échéances": anniversaries in the next 60 days. */
export const RENEWAL_WINDOW_DAYS = 60;

/**
 * nextRenewal() (contract-dates.ts) in SQL (both engines): the first anniversary on or after
 * `today` that falls after the start date (issue 46: a contract starting on its anniversary date
 * renews a year later, not that day). The anniversary is moved to the reference day's year, or to
 * the next when that one is before it. PostgreSQL puts a 29 February on the 28th in other years,
 * as anniversaryIn() does.
 */
const nextAnniversaryOn = (today: string) => {
  const from = sql`greatest(${today}::date, ${contracts.startDate} + 1)`;
  const years = sql`(extract(year from ${from}) - extract(year from ${contracts.anniversaryDate}))::int`;
  const thisYear = sql`(${contracts.anniversaryDate} + make_interval(years => ${years}))::date`;
  return sql<string>`(case when ${thisYear} >= ${from} then ${thisYear} else (${contracts.anniversaryDate} + make_interval(years => ${years} + 1))::date end)`;
};

/** The month-day number of a date (as contracts.anniversary_month_day holds it). */
const monthDay = (day: string) => Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10));

/**
 * The anniversaries that can fall in [today, until] by their month and day alone, which the
 * index on contracts.anniversary_month_day serves; the exact next anniversary then decides. A
 * window over the new year wraps; 29 February is always let through (in other years its
 * anniversary is the 28th).
 */
function monthDayWindow(today: string, until: string) {
  const from = monthDay(today);
  const to = monthDay(until);
  const md = contracts.anniversaryMonthDay;
  if (until.slice(0, 4) === today.slice(0, 4)) return sql`(${md} between ${from} and ${to} or ${md} = 229)`;
  return sql`(${md} >= ${from} or ${md} <= ${to} or ${md} = 229)`;
}

export const RENEWALS_PAGE_SIZE = 50;

export type RenewalRow = {
  contractId: string;
  reference: string;
  product: string;
  insurer: string;
  monthlyPremiumCents: number;
  anniversary: string;
  /** The last day the customer can still cancel for this anniversary (one month's notice). */
  noticeDeadline: string;
  customer: { id: string; name: string };
  adviser: { id: string; name: string } | null;
  remindedAt: Date | null;
};

/** Active contracts whose next anniversary falls within the window, soonest first, a page at a time. */
export async function listRenewals(
  db: Database,
  /** `pageSize: "all"`: every row at once (the reminders' job). */
  options: { today: string; adviserId?: string; days?: number; page?: number; pageSize?: number | "all" },
): Promise<{ rows: RenewalRow[]; total: number }> {
  const next = nextAnniversaryOn(options.today);
  const days = Math.min(options.days ?? RENEWAL_WINDOW_DAYS, 364);
  const until = addDays(options.today, days);
  const pageSize = options.pageSize ?? RENEWALS_PAGE_SIZE;
  const advisers = alias(users, "adviser");
  const where = and(
    eq(contracts.status, "active"),
    monthDayWindow(options.today, until),
    lte(contracts.startDate, until),
    gte(next, options.today),
    lte(next, until),
    options.adviserId === "none"
      ? sql`${customerFiles.adviserId} is null`
      : options.adviserId
        ? eq(customerFiles.adviserId, options.adviserId)
        : undefined,
  );
  const inWindow = () =>
    db
      .select({ id: contracts.id })
      .from(contracts)
      .leftJoin(customerFiles, eq(customerFiles.customerId, contracts.customerId))
      .where(where);
  const total = db.$count(inWindow().as("in_window"));
  // The page's contracts first, from contracts alone: the planner cannot tell how few rows the
  // exact anniversary leaves, and joining the people to every contract of the window before
  // sorting cost 130 ms at 100,000 contracts where the page alone costs a few.
  const details = (which: SQL | undefined) =>
    db
      .select({
        contractId: contracts.id,
        reference: contracts.reference,
        product: contracts.product,
        insurer: contracts.insurer,
        monthlyPremiumCents: contracts.monthlyPremiumCents,
        anniversary: sql<string>`${next}::text`,
        customerId: users.id,
        accountName: users.name,
        firstName: customerProfiles.firstName,
        lastName: customerProfiles.lastName,
        adviserId: customerFiles.adviserId,
        adviserName: advisers.name,
        remindedAt: sql<
          Date | string | null
        >`(select max(${contractRenewalReminders.sentAt}) from ${contractRenewalReminders} where ${contractRenewalReminders.contractId} = ${contracts.id} and ${contractRenewalReminders.anniversary} = ${next})`,
      })
      .from(contracts)
      .innerJoin(users, eq(users.id, contracts.customerId))
      .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
      .leftJoin(customerFiles, eq(customerFiles.customerId, users.id))
      .leftJoin(advisers, eq(advisers.id, customerFiles.adviserId))
      .where(which)
      .orderBy(asc(next), asc(contracts.reference));
  const pageRows = async (size: number) => {
    const ids = await inWindow()
      .orderBy(asc(next), asc(contracts.reference))
      .limit(size)
      .offset(((options.page ?? 1) - 1) * size);
    return ids.length === 0
      ? []
      : details(
          inArray(
            contracts.id,
            ids.map((row) => row.id),
          ),
        );
  };
  // The reminders' job wants the whole window: one query, its size whatever it is.
  const [rows, counted] = await Promise.all([pageSize === "all" ? details(where) : pageRows(pageSize), total]);
  return {
    total: counted,
    rows: rows.map((row) => ({
      contractId: row.contractId,
      reference: row.reference,
      product: row.product,
      insurer: row.insurer,
      monthlyPremiumCents: row.monthlyPremiumCents,
      anniversary: row.anniversary,
      noticeDeadline: addDays(row.anniversary, -NOTICE_DAYS),
      customer: { id: row.customerId, name: row.firstName ? `${row.firstName} ${row.lastName}` : row.accountName },
      adviser: row.adviserId && row.adviserName ? { id: row.adviserId, name: row.adviserName } : null,
      // The latest reminder of this anniversary (one per threshold), read raw by the subquery.
      remindedAt: row.remindedAt === null ? null : new Date(row.remindedAt),
    })),
  };
}

function reminderEmail(input: {
  to: string;
  name: string;
  lang: Lang;
  site: SiteConfig;
  reference: string;
  anniversary: string;
  notice: { deadline: string; late: boolean };
  /** The needs page, when the customer is invited to confirm their needs. */
  invite: string | null;
}) {
  const t = createTranslator(input.lang);
  const day = (value: string) =>
    new Intl.DateTimeFormat(input.lang, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${value}T12:00:00Z`));
  const base = input.site.siteUrl.replace(/\/$/, "");
  const contractHref = `${base}${contractPath(input.reference)}`;
  const blocks: EmailBlock[] = [
    { paragraph: t("emails.renewal.greeting", { name: input.name }) },
    { paragraph: t("emails.renewal.intro", { reference: input.reference, date: day(input.anniversary) }) },
    {
      paragraph: input.notice.late
        ? t("emails.renewal.lateDeadline", { days: CHATEL_GRACE_DAYS, deadline: day(input.notice.deadline) })
        : t("emails.renewal.deadline", { deadline: day(input.notice.deadline) }),
    },
    { paragraph: t("emails.renewal.chatel") },
    { button: t("emails.renewal.button"), href: contractHref },
  ];
  if (input.invite) {
    const href = `${base}${input.invite}`;
    blocks.push(
      { paragraph: t("emails.renewal.needs") },
      { button: t("emails.renewal.needsButton"), href },
      { htmlOnly: t("emails.auth.reset.fallback", { url: href }) },
    );
  }
  return customerEmail({
    to: input.to,
    lang: input.lang,
    site: input.site,
    subject: t("emails.renewal.subject", { reference: input.reference, date: day(input.anniversary) }),
    title: t("emails.renewal.title", { date: day(input.anniversary) }),
    blocks,
  });
}

/**
 * The daily renewal reminders (loi Chatel; ACPR 2024-R-03's advice during the contract): each
 * active contract gets one at each threshold of days before its anniversary the settings list (90,
 * 60, 30 by default): a notice and an e-mail in the customer's language (their latest quote
 * request's, else French), carrying the last day to refuse the renewal (or, sent late, the twenty
 * days the law then gives). Unless the customer declined e-mails from the broker, it invites them
 * to confirm their needs with their line's short questionnaire (needs-review/); the legal notice
 * goes whatever their choice. The reminder's key (contract, anniversary, threshold) makes each
 * once, whichever instance's run gets there first, and the notice, the e-mail, the invitation and
 * the key commit together.
 */
export async function sendRenewalReminders(db: Database, site: SiteConfig, now = new Date()) {
  const today = parisToday(now);
  const thresholds = site.renewalReminderDays;
  if (thresholds.length === 0) return 0;
  const window = await listRenewals(db, { today, days: Math.max(...thresholds), pageSize: "all" });
  // What was sent already for these anniversaries, read once rather than tried row by row.
  const sent = new Set(
    (
      await db
        .select({
          contractId: contractRenewalReminders.contractId,
          anniversary: contractRenewalReminders.anniversary,
          threshold: contractRenewalReminders.threshold,
        })
        .from(contractRenewalReminders)
        .where(gte(contractRenewalReminders.anniversary, today))
    ).map((row) => `${row.contractId}|${row.anniversary}|${row.threshold}`),
  );
  const due = window.rows.flatMap((row) => {
    const threshold = reminderDue(thresholds, row.anniversary, today);
    return threshold === null || sent.has(`${row.contractId}|${row.anniversary}|${threshold}`)
      ? []
      : [{ row, threshold }];
  });
  let count = 0;
  for (const { row, threshold } of due) {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(contractRenewalReminders)
        .values({ contractId: row.contractId, anniversary: row.anniversary, threshold, sentAt: now })
        .onConflictDoNothing()
        .returning({ contractId: contractRenewalReminders.contractId });
      if (claimed.length === 0) return;
      const [person] = await tx
        .select({
          email: users.email,
          name: users.name,
          firstName: customerProfiles.firstName,
          byEmail: customerContactDetails.byEmail,
          productLine: contracts.productLine,
          lang: sql<
            string | null
          >`(select ${leads.lang} from ${leads} where ${leads.customerId} = ${users.id} order by ${leads.createdAt} desc limit 1)`,
        })
        .from(users)
        .innerJoin(contracts, eq(contracts.id, row.contractId))
        .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
        .leftJoin(customerContactDetails, eq(customerContactDetails.userId, users.id))
        .where(eq(users.id, row.customer.id));
      const notice = chatelNotice(row.anniversary, today);
      // The invitation is the broker's own message: a customer who declined e-mails is not sent it.
      const invited =
        person && person.byEmail !== false
          ? (
              await openNeedsReview(
                tx,
                { id: row.contractId, customerId: row.customer.id, productLine: person.productLine },
                row.anniversary,
                now,
              )
            ).awaiting
          : false;
      const invite = invited ? needsReviewPath(row.reference) : null;
      await createNotification(tx as unknown as Database, {
        customerId: row.customer.id,
        kind: "renewalReminder",
        params: {
          reference: row.reference,
          date: row.anniversary,
          deadline: notice.deadline,
          ...(invite ? { link: invite } : {}),
        },
        contractId: row.contractId,
        createdAt: now,
      });
      if (person) {
        await enqueueOutbox(tx, [
          {
            channel: "email",
            topic: "contract.renewal-reminder",
            payload: reminderEmail({
              to: person.email,
              name: person.firstName ?? person.name,
              lang: isLang(person.lang) ? person.lang : "fr",
              site,
              reference: row.reference,
              anniversary: row.anniversary,
              notice,
              invite,
            }),
          },
        ]);
      }
      count += 1;
    });
  }
  return count;
}
