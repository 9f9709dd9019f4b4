import { Form } from "react-router";
import { useT } from "~/i18n/react";
import type { ProductLine } from "~/server/contracts/contract-types";
import { buttonClasses } from "~/ui/button";
import { CheckboxField, TextField } from "~/ui/form-controls";
import { h2, labelClasses, sectionClasses } from "./lead-page-styles";

function Field({
  name,
  label,
  type = "text",
  required = true,
}: {
  name: string;
  label: string;
  type?: string;
  required?: boolean;
}) {
  return (
    <TextField
      id={`convert-${name}`}
      name={name}
      type={type}
      required={required}
      label={label}
      labelClassName={labelClasses}
    />
  );
}

export function ConvertForm({
  line,
  version,
  existingAccount,
}: {
  line: ProductLine;
  version: number;
  existingAccount: string | null;
}) {
  const t = useT();
  return (
    <section className={sectionClasses} aria-labelledby="convert">
      <h2 id="convert" className={h2}>
        {t("leads.convert.title")}
      </h2>
      <p className="mb-3 text-sm text-muted">{t("leads.convert.help")}</p>
      <Form method="post" noValidate className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="convert" />
        <input type="hidden" name="version" value={version} />
        <Field name="insurer" label={t("leads.fields.insurer")} />
        <Field name="formula" label={t("leads.fields.formula")} required={false} />
        <Field name="monthlyPremium" label={t("leads.fields.monthlyPremium")} />
        <Field name="startDate" label={t("leads.fields.startDate")} type="date" />
        <Field name="birthDate" label={t("leads.fields.birthDate")} type="date" required={false} />
        {line === "vehicle" && (
          <>
            <Field name="vehicleRegistration" label={t("leads.fields.vehicleRegistration")} />
            <Field name="vehicleMake" label={t("leads.fields.vehicleMake")} />
            <Field name="vehicleModel" label={t("leads.fields.vehicleModel")} />
          </>
        )}
        {line === "borrower" && (
          <>
            <Field name="loanAmount" label={t("leads.fields.loanAmount")} />
            <Field name="loanBank" label={t("leads.fields.loanBank")} />
          </>
        )}
        {existingAccount === "customer" && (
          <div className="rounded-control bg-azure-soft p-3 text-sm">
            <p className="mb-2">{t("leads.convert.existing")}</p>
            <CheckboxField id="convert-attach" name="attach" label={t("leads.convert.attach")} />
          </div>
        )}
        {existingAccount && existingAccount !== "customer" && (
          <p className="rounded-control bg-error-soft p-3 text-sm text-error">{t("leads.errors.accountIsStaff")}</p>
        )}
        <button type="submit" className={buttonClasses("primary")}>
          {t(existingAccount === "customer" ? "leads.convert.attachSubmit" : "leads.convert.submit")}
        </button>
      </Form>
    </section>
  );
}
