import type { Lang } from "~/i18n/config";
import { formatDate, formatDay, formatEuros, formatMonth } from "~/i18n/format";
import { createTranslator } from "~/i18n/translate";
import { contractDocumentPath, contractPath, isCustomerAreaPath, photoPath } from "~/paths/customer-area";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { type ContractProduct, type ContractStatus, certifiable } from "~/server/contracts/contract-types";
import { type ContractRow, listContracts } from "~/server/contracts/contracts.server";
import { loadAccountSummary } from "~/server/customers/account-summary.server";
import { namesOf } from "~/server/customers/customer-profiles.server";
import { findProfileAndPhoto } from "~/server/customers/photo-store.server";
import type { Database } from "~/server/db/client.server";
import { latestNotifications, type NotificationRow } from "~/server/notifications/notifications.server";
import { renderNotification } from "~/server/notifications/render-notification";
import type { SiteConfig } from "~/server/site-config.server";

/** The notifications card shows this many (spec §9). */
export const HOME_NOTIFICATIONS = 3;

export type ContractCard = {
  reference: string;
  product: ContractProduct;
  status: ContractStatus;
  monthlyPremium: string;
  href: string;
  /** The certificate while the contract covers, else its summary. */
  downloadHref: string;
  /** Cancel is offered while a contract runs (not once it is being or has been cancelled). */
  cancellable: boolean;
};

export type NotificationItem = {
  id: string;
  title: string;
  message: string;
  /** ISO moment, shown as a date in the reader's language. */
  at: string;
  date: string;
  unread: boolean;
  contractHref: string | null;
  /** An address of the area staff linked their message to. */
  link: string | null;
};

export type CustomerHome = {
  firstName: string;
  fullName: string;
  initials: string;
  email: string;
  /** The photo's address (versioned), or null: the initials show instead. */
  photoUrl: string | null;
  /** "janvier 2023", in the page's language (formatted here, so server and browser agree). */
  memberSince: string | null;
  activeContracts: number;
  /** The counted contracts being cancelled, and the day cover stops, in words. */
  cancelling: Array<{ product: string; reference: string; date: string }>;
  monthlyPremium: string;
  contracts: ContractCard[];
  sponsorship: {
    referrals: number;
    gifts: number;
    progress: number;
    toNextGift: number;
    saved: string;
    code: string;
    link: string;
  };
  notifications: { latest: NotificationItem[]; unread: number };
};

export function initialsOf(firstName: string, lastName: string) {
  const first = (word: string) => Array.from(word.trim())[0] ?? "";
  return `${first(firstName)}${first(lastName)}`.toLocaleUpperCase("fr") || "?";
}

export function contractCard(contract: ContractRow, lang: Lang): ContractCard {
  return {
    reference: contract.reference,
    product: contract.product,
    status: contract.status,
    monthlyPremium: formatEuros(contract.monthlyPremiumCents, lang),
    href: contractPath(contract.reference),
    downloadHref: contractDocumentPath(contract.reference, certifiable(contract.status) ? "certificate" : "summary"),
    cancellable: contract.status === "active" || contract.status === "suspended",
  };
}

export function notificationItem(row: NotificationRow, lang: Lang, contractReference: string | null): NotificationItem {
  const { title, message } = renderNotification(row, lang, createTranslator(lang));
  return {
    id: row.id,
    title,
    message,
    at: row.createdAt.toISOString(),
    date: formatDate(row.createdAt, lang, { dateStyle: "long", timeZone: "Europe/Paris" }),
    unread: row.readAt === null,
    contractHref: contractReference ? contractPath(contractReference) : null,
    // A link staff added to their message, checked again when shown: only an address of the area.
    link: typeof row.params.link === "string" && isCustomerAreaPath(row.params.link) ? row.params.link : null,
  };
}

/**
 * Everything the customer area's home shows, from the stored records: the person, their
 * contracts, the account summary and sponsorship, and the latest notifications.
 */
export async function loadCustomerHome(
  db: Database,
  customer: CustomerIdentity,
  lang: Lang,
  site: Pick<SiteConfig, "siteUrl" | "referralGiftCents">,
): Promise<CustomerHome> {
  // Each record read once, side by side: the summary is computed from the same contracts and profile.
  const [{ profile, photoVersion: version }, contracts, { latest, unread }] = await Promise.all([
    findProfileAndPhoto(db, customer.id),
    listContracts(db, customer.id),
    latestNotifications(db, customer.id, HOME_NOTIFICATIONS),
  ]);
  const { firstName, lastName } = namesOf(profile, customer.name);
  const summary = await loadAccountSummary(db, customer, site, new Date(), { contracts, profile });
  const references = new Map(contracts.map((contract) => [contract.id, contract.reference]));
  const { sponsorship } = summary;
  return {
    firstName,
    fullName: `${firstName} ${lastName}`.trim(),
    initials: initialsOf(firstName, lastName),
    email: customer.email,
    photoUrl: version ? photoPath(version) : null,
    memberSince: summary.memberSince ? formatMonth(summary.memberSince, lang) : null,
    activeContracts: summary.activeContracts,
    cancelling: summary.cancelling.flatMap(({ product, reference, endDate }) =>
      endDate ? [{ product, reference, date: formatDay(endDate, lang) }] : [],
    ),
    monthlyPremium: formatEuros(summary.monthlyPremiumCents, lang),
    contracts: contracts.map((contract) => contractCard(contract, lang)),
    sponsorship: {
      referrals: sponsorship.referrals,
      gifts: sponsorship.gifts,
      progress: sponsorship.progress,
      toNextGift: sponsorship.toNextGift,
      saved: formatEuros(sponsorship.savedCents, lang),
      code: sponsorship.code,
      link: sponsorship.link,
    },
    notifications: {
      latest: latest.map((row) =>
        notificationItem(row, lang, row.contractId ? (references.get(row.contractId) ?? null) : null),
      ),
      unread,
    },
  };
}
