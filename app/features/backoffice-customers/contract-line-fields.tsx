import type { ReactNode } from "react";
import { useT } from "~/i18n/react";
import type { ProductLine } from "~/server/contracts/contract-types";
import { SelectField, TextField } from "~/ui/form-controls";
import { PEOPLE_ROW_IDS, RELATIONS } from "./contract-form-fields";
import { labelClasses } from "./customer-forms";

/**
 * What a contract holds beyond its common facts, one set per line: the vehicle, the loan, the
 * people covered. `shows` says which lines the form shows (issue 46: only the chosen one's).
 */
export function LineFields({
  shows,
  text,
  value,
  error,
}: {
  shows: (line: ProductLine) => boolean;
  text: (name: string, type?: string, required?: boolean) => ReactNode;
  value: (field: string) => string;
  error: (field: string) => string | undefined;
}) {
  const t = useT();
  return (
    <>
      {shows("vehicle") && (
        <fieldset
          data-line="vehicle"
          className="grid gap-3 rounded-control border border-line p-3 md:col-span-2 md:grid-cols-3"
        >
          <legend className="px-1 text-sm font-semibold">{t("customers-admin.contractForm.vehicle")}</legend>
          {text("vehicleRegistration", "text", false)}
          {text("vehicleMake", "text", false)}
          {text("vehicleModel", "text", false)}
        </fieldset>
      )}
      {shows("borrower") && (
        <fieldset
          data-line="borrower"
          className="grid gap-3 rounded-control border border-line p-3 md:col-span-2 md:grid-cols-2"
        >
          <legend className="px-1 text-sm font-semibold">{t("customers-admin.contractForm.loan")}</legend>
          {text("loanAmount", "text", false)}
          {text("loanBank", "text", false)}
        </fieldset>
      )}
      {shows("health") && (
        <fieldset data-line="health" className="grid gap-3 rounded-control border border-line p-3 md:col-span-2">
          <legend className="px-1 text-sm font-semibold">{t("customers-admin.contractForm.people")}</legend>
          {PEOPLE_ROW_IDS.map((rowId, row) => (
            // One person a line, the relation wide enough for its longest word ("Assuré principal").
            <div key={rowId} className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(12rem,1fr)]">
              <TextField
                id={`personName${row}`}
                name={`personName${row}`}
                label={t("customers-admin.contractForm.personName", { n: row + 1 })}
                labelClassName={labelClasses}
                defaultValue={value(`personName${row}`)}
                error={error(`personName${row}`)}
              />
              <SelectField
                id={`personRelation${row}`}
                name={`personRelation${row}`}
                label={t("customers-admin.contractForm.relation", { n: row + 1 })}
                labelClassName={labelClasses}
                defaultValue={value(`personRelation${row}`) || "other"}
              >
                {RELATIONS.map((relation) => (
                  <option key={relation} value={relation}>
                    {t(`contracts.relation.${relation}`)}
                  </option>
                ))}
              </SelectField>
            </div>
          ))}
        </fieldset>
      )}
    </>
  );
}
