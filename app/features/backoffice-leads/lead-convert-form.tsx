import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { buttonClasses } from "~/ui/button";
import { CheckboxField, TextField } from "~/ui/form-controls";
import { h2, labelClasses, sectionClasses } from "./lead-page-styles";

export function ConvertForm({ version, existingAccount }: { version: number; existingAccount: string | null }) {
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
        <TextField
          id="convert-birthDate"
          name="birthDate"
          type="date"
          label={t("leads.fields.birthDate")}
          labelClassName={labelClasses}
        />
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
