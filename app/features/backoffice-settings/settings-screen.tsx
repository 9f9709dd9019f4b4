import type { ReactNode } from "react";
import { Form } from "react-router";
import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { WEBHOOK_URL_MAX } from "~/server/limits";
import {
  OPENING_DAYS_SHOWN,
  type SettingsField,
  TEXT_SETTINGS,
  type TextSetting,
  WEEKDAYS,
} from "~/server/settings/site-settings";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { ChoiceGroup, TextField } from "~/ui/form-controls";
import { SealCertificatePanel } from "./seal-certificate-panel";
import type { SettingsActionResult, SettingsData } from "./settings.server";

type WebhookView = SettingsData["webhooks"][number];

/** One receiver: its address, its state, a new secret (shown in this answer only). */
function WebhookCard({ endpoint, result }: { endpoint: WebhookView; result?: SettingsActionResult }) {
  const t = useT();
  const lang = useLang();
  const mine = result && result.target === endpoint.target ? result : undefined;
  const id = `webhook-${endpoint.target}`;
  const moment = (iso: string) => formatMoment(new Date(iso), lang);
  return (
    <div className="grid gap-3 rounded-card border border-line bg-surface p-5" data-testid={id}>
      <h3 className="font-sans text-lg font-semibold">{t(`settings.webhooks.targets.${endpoint.target}`)}</h3>
      {endpoint.disabledAt && (
        <p role="alert" className="rounded-card bg-error-soft px-4 py-3 text-sm text-error">
          {t("settings.webhooks.disabled", { at: moment(endpoint.disabledAt) })}
        </p>
      )}
      <p className="text-sm text-muted">
        {endpoint.hasSecret
          ? t(
              endpoint.secretFromEnvironment
                ? "settings.webhooks.secretFromEnvironment"
                : "settings.webhooks.secretStored",
            )
          : t("settings.webhooks.noSecret")}
        {endpoint.previousUntil && ` ${t("settings.webhooks.overlap", { until: moment(endpoint.previousUntil) })}`}
      </p>
      {mine?.ok && (
        <div role="status" className="grid gap-2 rounded-card bg-gold-soft px-4 py-3" data-testid={`${id}-secret`}>
          <p className="font-semibold">{t("settings.webhooks.newSecret")}</p>
          <code className="break-all font-mono text-sm">{mine.secret}</code>
        </div>
      )}
      <Form method="post" noValidate className="grid items-end gap-3 md:grid-cols-[1fr_auto]">
        <input type="hidden" name="intent" value="webhookUrl" />
        <input type="hidden" name="target" value={endpoint.target} />
        <TextField
          id={`${id}-url`}
          name="url"
          type="url"
          label={t("settings.webhooks.url")}
          hint={
            endpoint.urlFromEnvironment ? t("settings.webhooks.urlFromEnvironment") : t("settings.webhooks.urlHint")
          }
          error={
            mine && !mine.ok && mine.errors.webhookUrl ? t(`settings.errors.${mine.errors.webhookUrl}`) : undefined
          }
          defaultValue={mine && !mine.ok ? mine.echo.url : endpoint.urlFromEnvironment ? "" : (endpoint.url ?? "")}
          maxLength={WEBHOOK_URL_MAX}
        />
        <button type="submit" className={buttonClasses("outline")}>
          {t("settings.webhooks.saveUrl")}
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="rotate" />
        <input type="hidden" name="target" value={endpoint.target} />
        <button type="submit" className={buttonClasses("outline")}>
          {t(endpoint.hasSecret ? "settings.webhooks.rotate" : "settings.webhooks.generate")}
        </button>
      </Form>
    </div>
  );
}

const GROUPS: Array<{ key: string; fields: TextSetting[] }> = [
  {
    key: "identity",
    fields: ["brandName", "legalName", "oriasNumber", "address", "phone", "contactEmail", "publisher", "host"],
  },
  { key: "mediator", fields: ["mediatorName", "mediatorAddress"] },
  {
    key: "adviceDuty",
    fields: ["brokerStatus", "insurerSelection", "capitalTies", "complaintsContact", "remuneration"],
  },
];
/** The SEPA direct debit's settings (issue 43): the creditor identifier, and the pre-notification's notice. */
const PAYMENT_TEXT_FIELDS: TextSetting[] = ["creditorIdentifier", "brokerIban", "brokerBic"];
const MAX_LENGTH = Object.fromEntries(TEXT_SETTINGS) as Record<TextSetting, number>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-card border border-line bg-surface p-5 md:grid-cols-2">
      <legend className="px-1 font-display text-lg text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The site's settings: each field shows what is saved (empty: the environment's value, named in
 * its hint), so emptying a field is how it returns to the default.
 */
export function SettingsScreen({ data, result }: { data: SettingsData; result?: SettingsActionResult }) {
  const t = useT();
  const { stored, defaults } = data;
  // The site form's problem; a webhook form's stays beside that form.
  const failure = result && !result.ok && !result.target ? result : undefined;
  const errors = failure?.errors ?? {};
  const echo = failure?.echo;
  const error = (field: SettingsField) => errors[field] && t(`settings.errors.${errors[field]}`);
  const value = (field: SettingsField) => echo?.[field] ?? String(stored[field as keyof typeof stored] ?? "");
  const defaultOf = (text: string | number | null) =>
    t("settings.default", { value: text === null || text === "" ? t("settings.toComplete") : String(text) });
  const textDefaults: Record<TextSetting, string | null> = {
    brandName: defaults.brandName,
    legalName: defaults.legalName,
    oriasNumber: defaults.oriasNumber,
    address: defaults.address,
    phone: defaults.phone,
    contactEmail: defaults.contactEmail,
    publisher: defaults.publisher,
    host: defaults.host,
    mediatorName: defaults.mediatorName,
    mediatorAddress: defaults.mediatorAddress,
    creditorIdentifier: defaults.creditorIdentifier,
    brokerStatus: defaults.brokerStatus,
    insurerSelection: defaults.insurerSelection,
    capitalTies: defaults.capitalTies,
    complaintsContact: defaults.complaintsContact,
    remuneration: defaults.remuneration,
    brokerIban: defaults.brokerIban,
    brokerBic: defaults.brokerBic,
  };
  const hours = defaults.openingHours;
  // The days in effect are ticked: saved ones, else the environment's (issue 46).
  const days = echo
    ? (echo.openingDays ?? "").split(",").filter(Boolean)
    : (stored.openingDays ?? hours.days).map(String);

  return (
    <BackofficePage title={t("settings.title")}>
      <p className="-mt-2 max-w-[70ch] text-ink-soft">{t("settings.lead")}</p>
      {data.saved && !result && (
        <p role="status" className="rounded-card bg-success-soft px-4 py-3 text-success" data-testid="settings-saved">
          {t("settings.saved")}
        </p>
      )}
      {result && !result.ok && (
        <p role="alert" className="rounded-card bg-error-soft px-4 py-3 text-error">
          {t(`settings.problems.${result.error}`)}
        </p>
      )}
      <SealCertificatePanel seal={data.seal} />
      {/* Keyed by version: after a save the fields show what is stored, not what was typed. */}
      <Form key={data.version} method="post" noValidate className="grid max-w-5xl gap-6">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={data.version} />
        {GROUPS.map((group) => (
          <Section key={group.key} title={t(`settings.groups.${group.key}`)}>
            {group.fields.map((field) => (
              <TextField
                key={field}
                id={`settings-${field}`}
                name={field}
                label={t(`settings.fields.${field}`)}
                hint={defaultOf(textDefaults[field])}
                error={error(field)}
                defaultValue={value(field)}
                maxLength={MAX_LENGTH[field]}
                type={field === "contactEmail" ? "email" : field === "phone" ? "tel" : "text"}
              />
            ))}
          </Section>
        ))}
        <Section title={t("settings.groups.appointments")}>
          <div className="md:col-span-2">
            <input type="hidden" name={OPENING_DAYS_SHOWN} value="1" />
            <ChoiceGroup
              id="settings-openingDays"
              name="openingDays"
              type="checkbox"
              legend={`${t("settings.fields.openingDays")} — ${defaultOf(
                hours.days.map((day) => t(`settings.weekdays.${day}`)).join(", "),
              )}`}
              options={WEEKDAYS.map((day) => ({ value: String(day), label: t(`settings.weekdays.${day}`) }))}
              checked={days}
              error={error("openingDays")}
            />
          </div>
          <TextField
            id="settings-opens"
            name="opens"
            type="time"
            label={t("settings.fields.opens")}
            hint={defaultOf(hours.opens)}
            error={error("opens")}
            defaultValue={value("opens")}
          />
          <TextField
            id="settings-closes"
            name="closes"
            type="time"
            label={t("settings.fields.closes")}
            hint={defaultOf(hours.closes)}
            error={error("closes")}
            defaultValue={value("closes")}
          />
          <TextField
            id="settings-slotMinutes"
            name="slotMinutes"
            inputMode="numeric"
            label={t("settings.fields.slotMinutes")}
            hint={defaultOf(hours.slotMinutes)}
            error={error("slotMinutes")}
            defaultValue={value("slotMinutes")}
          />
        </Section>
        <Section title={t("settings.groups.payments")}>
          {PAYMENT_TEXT_FIELDS.map((field) => (
            <TextField
              key={field}
              id={`settings-${field}`}
              name={field}
              label={t(`settings.fields.${field}`)}
              hint={defaultOf(textDefaults[field])}
              error={error(field)}
              defaultValue={value(field)}
              maxLength={MAX_LENGTH[field]}
            />
          ))}
          <TextField
            id="settings-prenotificationDays"
            name="prenotificationDays"
            inputMode="numeric"
            label={t("settings.fields.prenotificationDays")}
            hint={defaultOf(defaults.prenotificationDays)}
            error={error("prenotificationDays")}
            defaultValue={value("prenotificationDays")}
          />
        </Section>
        <Section title={t("settings.groups.renewals")}>
          <TextField
            id="settings-renewalReminderDays"
            name="renewalReminderDays"
            label={t("settings.fields.renewalReminderDays")}
            hint={defaultOf(defaults.renewalReminderDays.join(", "))}
            error={error("renewalReminderDays")}
            defaultValue={echo?.renewalReminderDays ?? stored.renewalReminderDays?.join(", ") ?? ""}
          />
        </Section>
        <Section title={t("settings.groups.sponsorship")}>
          <TextField
            id="settings-referralGiftEuros"
            name="referralGiftEuros"
            inputMode="numeric"
            label={t("settings.fields.referralGiftEuros")}
            hint={defaultOf(defaults.referralGiftCents / 100)}
            error={error("referralGiftEuros")}
            defaultValue={value("referralGiftEuros")}
          />
        </Section>
        <div>
          <button type="submit" className={buttonClasses("primary")}>
            {t("settings.save")}
          </button>
        </div>
      </Form>
      <section aria-labelledby="settings-webhooks" className="grid max-w-5xl gap-4">
        <h2 id="settings-webhooks" className="font-display text-xl text-ink">
          {t("settings.webhooks.title")}
        </h2>
        <p className="max-w-[70ch] text-ink-soft">{t("settings.webhooks.lead")}</p>
        {data.webhooks.map((endpoint) => (
          <WebhookCard key={endpoint.target} endpoint={endpoint} result={result} />
        ))}
      </section>
    </BackofficePage>
  );
}
