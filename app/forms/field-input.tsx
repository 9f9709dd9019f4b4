import { useT } from "~/i18n/react";
import { ChoiceGroup, TextAreaField, TextField } from "~/ui/form-controls";
import type { Field } from "./field-types";

/**
 * One field of a form described as data, drawn with the ui's field family: radio or checkbox
 * cards for choices, a labelled input otherwise (its hint between label and input). `error` is
 * the message to show, already in the visitor's language.
 */
export function FieldInput({
  field,
  id,
  value,
  error,
}: {
  field: Field;
  id: string;
  value: string | string[] | undefined;
  error: string | undefined;
}) {
  const t = useT();

  if (field.kind === "choice" || field.kind === "multi") {
    const chosen = value === undefined ? (field.kind === "multi" ? field.preselected : undefined) : value;
    return (
      <ChoiceGroup
        id={id}
        name={field.name}
        type={field.kind === "choice" ? "radio" : "checkbox"}
        legend={t(field.labelKey)}
        options={field.options.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
        checked={chosen}
        error={error}
        cards
      />
    );
  }

  const common = {
    id,
    name: field.name,
    label: t(field.labelKey),
    hint: field.hintKey ? t(field.hintKey) : undefined,
    hintFirst: true,
    error,
    defaultValue: typeof value === "string" ? value : "",
  };

  if (field.kind === "longText") return <TextAreaField {...common} rows={3} maxLength={field.maxLength} />;

  const typeProps =
    field.kind === "email"
      ? { type: "email", autoComplete: "email", inputMode: "email" as const }
      : field.kind === "phone"
        ? { type: "tel", autoComplete: "tel", inputMode: "tel" as const }
        : field.kind === "amount"
          ? { type: "text", inputMode: "numeric" as const, placeholder: field.placeholder, autoComplete: "off" }
          : field.kind === "number"
            ? {
                type: "text",
                inputMode: field.decimals ? ("decimal" as const) : ("numeric" as const),
                autoComplete: "off",
              }
            : field.kind === "registration"
              ? { type: "text", autoComplete: "off", autoCapitalize: "characters", maxLength: 20 }
              : { type: "text", autoComplete: field.autoComplete, maxLength: field.maxLength };
  return <TextField {...common} {...typeProps} />;
}
