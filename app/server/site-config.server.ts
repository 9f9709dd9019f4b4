import type { Env } from "./env.server";
import { DEFAULT_REMINDER_DAYS } from "./needs-review/renewal-stages";

/**
 * The broker's identity, read by the shell, the legal notice and the emails. Defaults describe
 * the demo brand; every legal field the broker must supply stays `null` until configured, and
 * the pages mark it "à compléter".
 */
export type SiteConfig = {
  brandName: string;
  legalName: string | null;
  oriasNumber: string | null;
  address: string | null;
  phone: string | null;
  contactEmail: string;
  publisher: string | null;
  host: string | null;
  /** The consumer mediator (Code de la consommation L612-1): its name, and its postal address or website; unset, "à compléter" (legal notice, a complaint's answer). */
  mediatorName: string | null;
  mediatorAddress: string | null;
  /**
   * The DER's facts (document d'entrée en relation, Code des assurances L521-2; issue 42), set in
   * the settings: the broker's status (courtier, category b or c of L520-1 II), how insurers are
   * chosen, capital ties with insurers (10 % or more), how complaints are made, how the broker
   * is paid. Unset, the DER says "à compléter".
   */
  brokerStatus: string | null;
  insurerSelection: string | null;
  capitalTies: string | null;
  complaintsContact: string | null;
  remuneration: string | null;
  siteUrl: string;
  foundedYear: number;
  /** When the broker takes appointments: ISO weekdays (1 = Monday), HH:MM in Paris, slot length. */
  openingHours: OpeningHours;
  /** Sponsorship: one gift every 3 referrals, worth this much (euro cents). */
  referralGiftCents: number;
  /** The broker's SEPA creditor identifier (ICS): mandates and collections need it; unset, none can be made. */
  creditorIdentifier: string | null;
  /** The broker's account (IBAN, BIC): collections credit it, late premiums are transferred to it; unset, no collection file. */
  brokerIban: string | null;
  brokerBic: string | null;
  /** Days between the pre-notification e-mail and the debit it announces. */
  prenotificationDays: number;
  /** Days before a contract's renewal its reminders go out (loi Chatel, ACPR 2024-R-03), largest first. */
  renewalReminderDays: number[];
};

export type OpeningHours = { days: number[]; opens: string; closes: string; slotMinutes: number };

/**
 * The configuration as the environment gives it: the defaults under what an admin saved in the
 * back office. Readers take `siteConfig(db)` (settings/site-settings.server.ts), which applies
 * the saved values over these.
 */
export function buildSiteConfig(env: Env): SiteConfig {
  return {
    brandName: env.SITE_BRAND_NAME ?? "Maison Courtage",
    legalName: env.SITE_LEGAL_NAME ?? null,
    oriasNumber: env.SITE_ORIAS ?? null,
    address: env.SITE_ADDRESS ?? null,
    phone: env.SITE_PHONE ?? null,
    contactEmail: env.SITE_CONTACT_EMAIL ?? "contact@maison-courtage.fr",
    publisher: env.SITE_PUBLISHER ?? null,
    host: env.SITE_HOST_NAME ?? null,
    mediatorName: env.SITE_MEDIATOR_NAME ?? null,
    mediatorAddress: env.SITE_MEDIATOR_ADDRESS ?? null,
    brokerStatus: null,
    insurerSelection: null,
    capitalTies: null,
    complaintsContact: null,
    remuneration: null,
    siteUrl: env.SITE_URL.replace(/\/$/, ""),
    foundedYear: env.SITE_FOUNDED_YEAR,
    referralGiftCents: env.SITE_REFERRAL_GIFT_EUROS * 100,
    creditorIdentifier: env.SITE_SEPA_CREDITOR_ID?.replace(/\s/g, "").toUpperCase() ?? null,
    prenotificationDays: env.SITE_PRENOTIFICATION_DAYS,
    renewalReminderDays: [...DEFAULT_REMINDER_DAYS],
    brokerIban: env.SITE_BANK_IBAN?.replace(/[\s-]/g, "").toUpperCase() ?? null,
    brokerBic: env.SITE_BANK_BIC?.replace(/\s/g, "").toUpperCase() ?? null,
    openingHours: {
      days: [...new Set(env.SITE_OPENING_DAYS.split(",").map(Number))].sort(),
      opens: env.SITE_OPENING_HOURS.slice(0, 5),
      closes: env.SITE_OPENING_HOURS.slice(6),
      slotMinutes: env.APPOINTMENT_SLOT_MINUTES,
    },
  };
}
