import type { ReactNode } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { type SettingsField, TEXT_SETTINGS, type TextSetting, WEEKDAYS } from "~/server/settings/site-settings";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { ChoiceGroup, TextField } from "~/ui/form-controls";
import type { SettingsActionResult, SettingsData } from "./settings.server";

const GROUPS: Array<{ key: string; fields: TextSetting[] }> = [
  {
    key: "identity",
    fields: ["brandName", "legalName", "oriasNumber", "address", "phone", "contactEmail", "publisher", "host"],
  },
  { key: "mediator", fields: ["mediatorName", "mediatorAddress"] },
];
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
  const errors = result?.errors ?? {};
  const echo = result?.echo;
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
  };
  const days = echo ? (echo.openingDays ?? "").split(",").filter(Boolean) : (stored.openingDays ?? []).map(String);
  const hours = defaults.openingHours;

  return (
    <BackofficePage title={t("settings.title")}>
      <p className="-mt-2 max-w-[70ch] text-ink-soft">{t("settings.lead")}</p>
      {data.saved && !result && (
        <p role="status" className="rounded-card bg-success-soft px-4 py-3 text-success" data-testid="settings-saved">
          {t("settings.saved")}
        </p>
      )}
      {result && (
        <p role="alert" className="rounded-card bg-error-soft px-4 py-3 text-error">
          {t(`settings.problems.${result.error}`)}
        </p>
      )}
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
    </BackofficePage>
  );
}
