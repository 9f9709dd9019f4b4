import { isSEPACountry, isValidBIC, isValidIBAN } from "ibantools";
import { z } from "zod";
import type { FormInput } from "~/forms/form-reader";
import { parseReminderDays } from "~/server/needs-review/renewal-stages";
import { normaliseBic, normaliseIban } from "~/server/payments/bank-details";
import { isValidCreditorIdentifier, normaliseCreditorIdentifier } from "~/server/payments/creditor-identifier";
import type { SiteConfig } from "~/server/site-config.server";

/**
 * What an admin may set in the back office's settings (issue 26). Only the fields they filled are
 * stored; an emptied field goes back to the environment's value. No browser code imports this
 * file's checks: the form is validated by the server, like the other back-office forms.
 */
export type StoredSiteSettings = Partial<{
  brandName: string;
  legalName: string;
  oriasNumber: string;
  address: string;
  phone: string;
  contactEmail: string;
  publisher: string;
  host: string;
  mediatorName: string;
  mediatorAddress: string;
  brokerStatus: string;
  insurerSelection: string;
  capitalTies: string;
  complaintsContact: string;
  remuneration: string;
  openingDays: number[];
  opens: string;
  closes: string;
  slotMinutes: number;
  referralGiftEuros: number;
  creditorIdentifier: string;
  brokerIban: string;
  brokerBic: string;
  prenotificationDays: number;
  renewalReminderDays: number[];
}>;

/** The text fields, in the form's order, with the longest value each takes. */
export const TEXT_SETTINGS = [
  ["brandName", 80],
  ["legalName", 120],
  ["oriasNumber", 20],
  ["address", 200],
  ["phone", 30],
  ["contactEmail", 200],
  ["publisher", 120],
  ["host", 200],
  ["mediatorName", 120],
  ["mediatorAddress", 200],
  ["creditorIdentifier", 35],
  ["brokerStatus", 500],
  ["insurerSelection", 500],
  ["capitalTies", 500],
  ["complaintsContact", 500],
  ["remuneration", 500],
  ["brokerIban", 50],
  ["brokerBic", 15],
] as const;
export type TextSetting = (typeof TEXT_SETTINGS)[number][0];
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export type SettingsField =
  | TextSetting
  | "openingDays"
  | "opens"
  | "closes"
  | "slotMinutes"
  | "referralGiftEuros"
  | "prenotificationDays"
  | "renewalReminderDays"
  | "webhookUrl";
/** A field's problem, as the key of its message under `settings.errors`. */
export type SettingsErrors = Partial<Record<SettingsField, string>>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** The saved values over the environment's: what every reader of the configuration gets. */
export function applySiteSettings(base: SiteConfig, stored: StoredSiteSettings): SiteConfig {
  const hours = base.openingHours;
  return {
    ...base,
    brandName: stored.brandName ?? base.brandName,
    legalName: stored.legalName ?? base.legalName,
    oriasNumber: stored.oriasNumber ?? base.oriasNumber,
    address: stored.address ?? base.address,
    phone: stored.phone ?? base.phone,
    contactEmail: stored.contactEmail ?? base.contactEmail,
    publisher: stored.publisher ?? base.publisher,
    host: stored.host ?? base.host,
    mediatorName: stored.mediatorName ?? base.mediatorName,
    mediatorAddress: stored.mediatorAddress ?? base.mediatorAddress,
    brokerStatus: stored.brokerStatus ?? base.brokerStatus,
    insurerSelection: stored.insurerSelection ?? base.insurerSelection,
    capitalTies: stored.capitalTies ?? base.capitalTies,
    complaintsContact: stored.complaintsContact ?? base.complaintsContact,
    remuneration: stored.remuneration ?? base.remuneration,
    referralGiftCents: stored.referralGiftEuros !== undefined ? stored.referralGiftEuros * 100 : base.referralGiftCents,
    creditorIdentifier: stored.creditorIdentifier ?? base.creditorIdentifier,
    brokerIban: stored.brokerIban ?? base.brokerIban,
    brokerBic: stored.brokerBic ?? base.brokerBic,
    prenotificationDays: stored.prenotificationDays ?? base.prenotificationDays,
    renewalReminderDays: stored.renewalReminderDays ?? base.renewalReminderDays,
    openingHours: {
      days: stored.openingDays ?? hours.days,
      opens: stored.opens ?? hours.opens,
      closes: stored.closes ?? hours.closes,
      slotMinutes: stored.slotMinutes ?? hours.slotMinutes,
    },
  };
}

const emailSchema = z.email();
const integerIn = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * Reads the settings form: every field checked, empty ones left out (back to the environment's
 * value). `validPhone` is the site's phone check (libphonenumber, loaded on demand).
 * The hours are checked against the slot length that will apply, saved or default.
 */
export async function readSiteSettingsForm(
  form: FormInput,
  base: SiteConfig,
  validPhone: (value: string) => Promise<boolean>,
): Promise<
  { ok: true; values: StoredSiteSettings } | { ok: false; errors: SettingsErrors; echo: Record<string, string> }
> {
  const errors: SettingsErrors = {};
  const values: StoredSiteSettings = {};
  const echo: Record<string, string> = {};
  for (const [name, max] of TEXT_SETTINGS) {
    const value = (form.line(name) ?? "").trim();
    echo[name] = value;
    if (value === "") continue;
    if (value.length > max) errors[name] = "tooLong";
    else values[name] = value;
  }
  if (values.oriasNumber !== undefined) {
    // ORIAS numbers are often written in groups ("12 345 678"): kept as the register shows them, 8 digits.
    const digits = values.oriasNumber.replace(/[\s.]/g, "");
    if (/^\d{8}$/.test(digits)) values.oriasNumber = digits;
    else errors.oriasNumber = "orias";
  }
  if (values.contactEmail !== undefined && !emailSchema.safeParse(values.contactEmail).success) {
    errors.contactEmail = "email";
  }
  if (values.phone !== undefined && !(await validPhone(values.phone))) errors.phone = "phone";
  if (values.creditorIdentifier !== undefined) {
    // Banks print it in groups ("FR12 ZZZ 123456"): kept in one piece, its check digits verified.
    const ics = normaliseCreditorIdentifier(values.creditorIdentifier);
    if (isValidCreditorIdentifier(ics)) values.creditorIdentifier = ics;
    else errors.creditorIdentifier = "creditorIdentifier";
  }

  readBrokerAccount(values, errors);

  readOpeningDays(form, base, values, errors, echo);

  for (const [name, min, max] of [
    ["slotMinutes", 10, 240],
    ["referralGiftEuros", 0, 1000],
    ["prenotificationDays", 2, 30],
  ] as const) {
    const raw = (form.line(name) ?? "").trim();
    echo[name] = raw;
    if (raw === "") continue;
    const parsed = /^\d+$/.test(raw) ? integerIn(min, max).safeParse(raw) : null;
    if (parsed?.success) values[name] = parsed.data;
    else errors[name] = name;
  }

  readReminderDays(form, base, values, errors, echo);

  const opens = (form.line("opens") ?? "").trim();
  const closes = (form.line("closes") ?? "").trim();
  echo.opens = opens;
  echo.closes = closes;
  if (opens !== "" || closes !== "") {
    if (!TIME.test(opens)) errors.opens = opens === "" ? "hoursBoth" : "time";
    if (!TIME.test(closes)) errors.closes = closes === "" ? "hoursBoth" : "time";
    if (!errors.opens && !errors.closes) {
      const slot = values.slotMinutes ?? base.openingHours.slotMinutes;
      if (minutesOf(opens) >= minutesOf(closes)) errors.closes = "hoursOrder";
      else if (minutesOf(closes) - minutesOf(opens) < slot) errors.closes = "hoursSlot";
      else Object.assign(values, { opens, closes });
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors, echo } : { ok: true, values };
}

/**
 * The renewal reminders' days ("90, 60, 30"): a list of whole days, each once. The environment's
 * list typed again is left unstored, so it follows the default.
 */
function readReminderDays(
  form: FormInput,
  base: SiteConfig,
  values: StoredSiteSettings,
  errors: SettingsErrors,
  echo: Record<string, string>,
) {
  const raw = (form.line("renewalReminderDays") ?? "").trim();
  echo.renewalReminderDays = raw;
  if (raw === "") return;
  const days = parseReminderDays(raw);
  if (!days) errors.renewalReminderDays = "renewalReminderDays";
  else if (days.join(",") !== base.renewalReminderDays.join(",")) values.renewalReminderDays = days;
}

/** The marker the settings form posts beside its day boxes: without it, no box ticked is no answer. */
export const OPENING_DAYS_SHOWN = "openingDaysShown";

/**
 * The day boxes show the days in effect, ticked (issue 46): what is posted is the whole week's
 * answer. No box ticked on the form is a mistake (no day would take appointments), not "back to
 * the environment's days"; the environment's own days are left unstored, so they follow it.
 */
function readOpeningDays(
  form: FormInput,
  base: SiteConfig,
  values: StoredSiteSettings,
  errors: SettingsErrors,
  echo: Record<string, string>,
) {
  const days = form.all("openingDays");
  echo.openingDays = days.join(",");
  if (days.length === 0) {
    if (form.line(OPENING_DAYS_SHOWN) !== undefined) errors.openingDays = "daysNone";
    return;
  }
  const parsed = [...new Set(days.map(Number))].sort((a, b) => a - b);
  if (parsed.some((day) => !WEEKDAYS.includes(day as (typeof WEEKDAYS)[number]))) errors.openingDays = "days";
  else if (parsed.join(",") !== [...base.openingHours.days].sort((a, b) => a - b).join(",")) {
    values.openingDays = parsed;
  }
}

/**
 * The broker's own account (issue 43), checked as a customer's is (ibantools): kept in its
 * electronic form; a BIC alone or an IBAN alone is allowed (the other comes from the environment).
 */
function readBrokerAccount(values: StoredSiteSettings, errors: SettingsErrors) {
  if (values.brokerIban !== undefined) {
    const iban = normaliseIban(values.brokerIban);
    if (iban && isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2))) values.brokerIban = iban;
    else errors.brokerIban = "brokerIban";
  }
  if (values.brokerBic !== undefined) {
    const bic = normaliseBic(values.brokerBic);
    if (isValidBIC(bic)) values.brokerBic = bic;
    else errors.brokerBic = "brokerBic";
  }
}
