import type { ReactNode } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/react";
import type { Translate } from "~/i18n/translate";
import { contractPath } from "~/paths/customer-area";
import type { ContactDetails } from "~/server/customers/contact-details.server";
import { TEXT_MAX, TITLE_MAX } from "~/server/limits";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { ChoiceGroup, SelectField, TextAreaField, TextField } from "~/ui/form-controls";
import type { CustomerActionResult } from "./customer-actions.server";

export const labelClasses = "mb-1 block text-xs font-semibold uppercase tracking-wide text-muted";

/**
 * A form's text fields, labelled from `<labels>.<name>`, filled and checked by the form's own
 * readers: `text("reference")`, `text("email", "email")`, `text("phone", "tel", false)`.
 */
export function textFields(
  t: Translate,
  labels: string,
  value: (name: string) => string,
  error: (name: string) => string | undefined,
) {
  return (name: string, type = "text", required = true) => (
    <TextField
      id={name}
      name={name}
      type={type}
      required={required}
      label={t(`${labels}.${name}`)}
      labelClassName={labelClasses}
      defaultValue={value(name)}
      error={error(name)}
    />
  );
}
export const sectionClasses = "rounded-card border border-line bg-surface p-5";
export const h2 = "mb-3 font-display text-xl text-ink";

export function Section({
  id,
  title,
  folded,
  children,
}: {
  id: string;
  title: string;
  /**
   * A section that folds (issue 46 item 16: the customer's page was 6,800 px tall on a phone):
   * true starts it closed, false open; without it, it does not fold. Folded content is in the
   * page still (found by the browser's search, printed), without a script.
   */
  folded?: boolean;
  children: ReactNode;
}) {
  if (folded === undefined) {
    return (
      <section className={sectionClasses} aria-labelledby={id}>
        <h2 id={id} className={h2}>
          {title}
        </h2>
        {children}
      </section>
    );
  }
  return (
    <section className={sectionClasses} aria-labelledby={id} id={`section-${id}`}>
      <details open={!folded} className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
          <h2 id={id} className={cn(h2, "mb-0")}>
            {title}
          </h2>
          <span aria-hidden="true" className="text-ink-soft transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="mt-3">{children}</div>
      </details>
    </section>
  );
}

/** What a section says when it has nothing to list. */
export function Empty({ children }: { children: string }) {
  return <p className="text-sm text-muted">{children}</p>;
}

/** A field's error from the last post of this form, in the reader's language. */
export function useErrors(result: CustomerActionResult | undefined, intent: string) {
  const t = useT();
  const mine = result && result.intent === intent ? result : undefined;
  return {
    error: (field: string) => (mine?.errors[field] ? t(mine.errors[field]) : undefined),
    value: (field: string) => mine?.values?.[field],
  };
}

export function FormError({ result, intent }: { result?: CustomerActionResult; intent: string }) {
  const t = useT();
  const key = result?.intent === intent ? result.errors.form : undefined;
  if (!key) return null;
  return (
    <p role="alert" className="rounded-control bg-error-soft px-3 py-2 text-sm text-error">
      {t(key)}
    </p>
  );
}

const CHANNELS = ["byEmail", "bySms", "byPhone"] as const;

/** Staff correct the customer's contact details (the customer is told, the change recorded). */
export function DetailsForm({ details, result }: { details: ContactDetails; result?: CustomerActionResult }) {
  const t = useT();
  const { error, value } = useErrors(result, "details");
  const text = (field: "phone" | "street" | "postcode" | "city") => String(value(field) ?? details[field] ?? "");
  const ticked = CHANNELS.filter((channel) => (value(channel) ?? details[channel]) === true);
  return (
    <Form method="post" className="grid gap-3 md:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value="details" />
      <FormError result={result} intent="details" />
      <TextField
        id="phone"
        name="phone"
        type="tel"
        label={t("customers-admin.details.phone")}
        hint={t("customers-admin.details.phoneHint")}
        labelClassName={labelClasses}
        defaultValue={text("phone")}
        error={error("phone")}
      />
      <TextField
        id="street"
        name="street"
        label={t("customers-admin.details.street")}
        labelClassName={labelClasses}
        defaultValue={text("street")}
        error={error("street")}
      />
      <TextField
        id="postcode"
        name="postcode"
        inputMode="numeric"
        label={t("customers-admin.details.postcode")}
        labelClassName={labelClasses}
        defaultValue={text("postcode")}
        error={error("postcode")}
      />
      <TextField
        id="city"
        name="city"
        label={t("customers-admin.details.city")}
        labelClassName={labelClasses}
        defaultValue={text("city")}
        error={error("city")}
      />
      <div className="md:col-span-2">
        <ChoiceGroup
          id="channels"
          name="channels"
          type="checkbox"
          legend={t("customers-admin.details.channels")}
          options={CHANNELS.map((channel) => ({ value: channel, label: t(`customers-admin.details.${channel}`) }))}
          checked={ticked}
          error={error("bySms")}
        />
      </div>
      <div>
        <button type="submit" className={buttonClasses("primary")}>
          {t("customers-admin.details.save")}
        </button>
      </div>
    </Form>
  );
}

export function AdviserForm({
  adviser,
  staff,
  result,
}: {
  adviser: { id: string; name: string } | null;
  staff: Array<{ id: string; name: string }>;
  result?: CustomerActionResult;
}) {
  const t = useT();
  const adviserId = adviser?.id ?? null;
  // The adviser in charge is always a choice, even one who no longer takes work (deactivated, no
  // password yet): else the select would read "Sans conseiller" under their name (issue 46).
  const choices = adviser && !staff.some((person) => person.id === adviser.id) ? [adviser, ...staff] : staff;
  return (
    // Keyed by the adviser: after a change the select shows what is stored, not the last choice.
    <Form key={adviserId ?? "none"} method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="adviser" />
      <FormError result={result} intent="adviser" />
      <SelectField
        id="adviserId"
        name="adviserId"
        label={t("customers-admin.adviser.label")}
        labelClassName={labelClasses}
        defaultValue={adviserId ?? ""}
      >
        <option value="">{t("customers-admin.filters.noAdviser")}</option>
        {choices.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClasses("outline")}>
        {t("customers-admin.adviser.save")}
      </button>
    </Form>
  );
}

/** A notice to the customer: title, text, and optionally a link into their area. */
export function NoticeForm({ result }: { result?: CustomerActionResult }) {
  const t = useT();
  const { error, value } = useErrors(result, "notify");
  return (
    <Form method="post" className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="intent" value="notify" />
      <FormError result={result} intent="notify" />
      <TextField
        id="notice-title"
        name="title"
        required
        maxLength={TITLE_MAX}
        label={t("customers-admin.notice.title")}
        labelClassName={labelClasses}
        defaultValue={String(value("title") ?? "")}
        error={error("title")}
      />
      <TextAreaField
        id="notice-message"
        name="message"
        required
        rows={4}
        maxLength={TEXT_MAX}
        label={t("customers-admin.notice.message")}
        labelClassName={labelClasses}
        defaultValue={String(value("message") ?? "")}
        error={error("message")}
      />
      <TextField
        id="notice-link"
        name="link"
        label={t("customers-admin.notice.link")}
        hint={t("customers-admin.notice.linkHint")}
        labelClassName={labelClasses}
        defaultValue={String(value("link") ?? "")}
        error={error("link")}
        placeholder={contractPath("MC-2026-ABC123")}
      />
      <div>
        <button type="submit" className={buttonClasses("primary")}>
          {t("customers-admin.notice.send")}
        </button>
      </div>
    </Form>
  );
}

/** Closing or reopening the account (admins only; the page shows it to them alone). */
export function AccountStateForm({ deactivated, result }: { deactivated: boolean; result?: CustomerActionResult }) {
  const t = useT();
  const intent = deactivated ? "reactivate" : "deactivate";
  return (
    <Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value={intent} />
      <FormError result={result} intent={intent} />
      <p className="text-sm text-muted">{t(`customers-admin.account.${intent}Help`)}</p>
      <div>
        <button type="submit" className={buttonClasses(deactivated ? "outline" : "secondary")}>
          {t(`customers-admin.account.${intent}`)}
        </button>
      </div>
    </Form>
  );
}
