import { Form, Link } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES } from "~/i18n/config";
import { useT } from "~/i18n/react";
import { customerPath, STAFF_PATHS } from "~/paths/backoffice";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { SelectField } from "~/ui/form-controls";
import { labelClasses, sectionClasses, textFields } from "./customer-forms";
import type { NewCustomerData, NewCustomerResult } from "./new-customer.server";

/** A new customer: the account is created without a password and the invitation e-mailed. */
export function NewCustomerScreen({ data, result }: { data: NewCustomerData; result?: NewCustomerResult }) {
  const t = useT();
  const value = (field: string, fallback = "") => result?.values[field] ?? fallback;
  const error = (field: string) => (result?.errors[field] ? t(result.errors[field]) : undefined);
  const text = textFields(
    t,
    "customers-admin.create",
    (name) => value(name, name === "memberSince" ? data.today : ""),
    error,
  );
  return (
    <BackofficePage
      title={t("customers-admin.create.title")}
      actions={
        <Link to={STAFF_PATHS.customers} className={buttonClasses("ghost")}>
          {t("customers-admin.page.back")}
        </Link>
      }
    >
      <p className="-mt-2 text-ink-soft">{t("customers-admin.create.lead")}</p>
      {result?.existingCustomerId && (
        <p role="alert" className="rounded-control bg-error-soft px-3 py-2 text-sm text-error">
          {t("customers-admin.errors.emailIsCustomer")}{" "}
          <Link to={customerPath(result.existingCustomerId)} className="font-semibold underline">
            {t("customers-admin.create.openExisting")}
          </Link>
        </p>
      )}
      <Form method="post" noValidate className={`${sectionClasses} grid gap-3 md:grid-cols-2`}>
        {text("firstName")}
        {text("lastName")}
        {text("email", "email")}
        {text("phone", "tel", false)}
        {text("memberSince", "date")}
        {text("birthDate", "date", false)}
        <SelectField
          id="lang"
          name="lang"
          label={t("customers-admin.create.lang")}
          labelClassName={labelClasses}
          defaultValue={value("lang", "fr")}
          error={error("lang")}
        >
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {LANGUAGE_NAMES[lang]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="adviserId"
          name="adviserId"
          label={t("customers-admin.adviser.label")}
          labelClassName={labelClasses}
          defaultValue={value("adviserId", data.staff.some((person) => person.id === data.me) ? data.me : "")}
          error={error("adviserId")}
        >
          <option value="">{t("customers-admin.filters.noAdviser")}</option>
          {data.staff.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <div className="md:col-span-2">
          <button type="submit" className={buttonClasses("primary")}>
            {t("customers-admin.create.submit")}
          </button>
        </div>
      </Form>
    </BackofficePage>
  );
}
