import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { CONTRACT_PRODUCT_IDS, GUARANTEES } from "~/server/contracts/contract-types";
import { LINE_MAX, TEXT_MAX } from "~/server/limits";
import { Button } from "~/ui/button";
import { ChoiceGroup, SelectField, TextAreaField, TextField } from "~/ui/form-controls";
import type { CatalogueActionResult, CatalogueProductView } from "./catalogue-page.server";

/** A catalogue product's fields: create (empty) or update (the product's values). */
export function CatalogueForm({
  product,
  result,
  intent,
}: {
  product?: CatalogueProductView;
  result?: CatalogueActionResult;
  intent: "create" | "update";
}) {
  const t = useT();
  const error = (field: string) =>
    result && !result.ok && result.intent === intent && result.field === field ? t(result.error) : undefined;
  return (
    <Form method="post" noValidate className="grid gap-4 md:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      <TextField
        id={`${intent}-insurer`}
        name="insurer"
        label={t("offers.catalogue.insurer")}
        maxLength={LINE_MAX}
        defaultValue={product?.insurer}
        error={error("insurer")}
        required
      />
      <TextField
        id={`${intent}-name`}
        name="name"
        label={t("offers.catalogue.name")}
        maxLength={LINE_MAX}
        defaultValue={product?.name}
        error={error("name")}
        required
      />
      <SelectField
        id={`${intent}-product`}
        name="contractProduct"
        label={t("offers.catalogue.product")}
        defaultValue={product?.contractProduct ?? ""}
        error={error("contractProduct") ?? error("productLine")}
      >
        <option value="">—</option>
        {CONTRACT_PRODUCT_IDS.map((id) => (
          <option key={id} value={id}>
            {t(`contracts.product.${id}`)}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id={`${intent}-first`}
          name="firstYearCommission"
          inputMode="decimal"
          label={t("offers.catalogue.firstYear")}
          defaultValue={product?.firstYearCommission}
          error={error("firstYearCommission")}
          required
        />
        <TextField
          id={`${intent}-renewal`}
          name="renewalCommission"
          inputMode="decimal"
          label={t("offers.catalogue.renewal")}
          defaultValue={product?.renewalCommission}
          error={error("renewalCommission")}
          required
        />
      </div>
      <div className="md:col-span-2">
        <ChoiceGroup
          id={`${intent}-guarantees`}
          name="guarantees"
          type="checkbox"
          legend={t("offers.catalogue.guarantees")}
          options={GUARANTEES.map((g) => ({ value: g, label: t(`contracts.guarantees.${g}`) }))}
          checked={product?.guarantees ?? []}
          error={error("guarantees")}
          cards
        />
      </div>
      <div className="md:col-span-2">
        <TextAreaField
          id={`${intent}-limits`}
          name="limits"
          label={t("offers.catalogue.limits")}
          hint={t("offers.catalogue.limitsHint")}
          maxLength={TEXT_MAX}
          defaultValue={product?.limits}
          error={error("limits")}
        />
      </div>
      <div className="md:col-span-2">
        <Button type="submit">{t(intent === "create" ? "offers.catalogue.create" : "offers.catalogue.save")}</Button>
      </div>
    </Form>
  );
}
