import { useT } from "~/i18n/react";
import { ChoiceCard, FieldError, inputClasses } from "~/ui/form-controls";
import type { Field } from "./field-types";

/**
 * One field of a form described as data: radio or checkbox cards for choices, a labelled input
 * otherwise. `error` is the message to show, already in the visitor's language; the field points
 * to it (and to its hint) with aria-describedby.
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
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [field.hintKey ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  if (field.kind === "choice" || field.kind === "multi") {
    const chosen = new Set(
      value === undefined
        ? field.kind === "multi"
          ? (field.preselected ?? [])
          : []
        : Array.isArray(value)
          ? value
          : [value],
    );
    return (
      <fieldset aria-describedby={describedBy}>
        <legend className="mb-2 text-sm font-semibold">{t(field.labelKey)}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {field.options.map((option) => (
            <ChoiceCard
              key={option.value}
              type={field.kind === "choice" ? "radio" : "checkbox"}
              name={field.name}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
              aria-invalid={error ? true : undefined}
              label={t(option.labelKey)}
            />
          ))}
        </div>
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </fieldset>
    );
  }

  const labelAndHint = (
    <>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {t(field.labelKey)}
      </label>
      {field.hintKey && (
        <p id={hintId} className="-mt-1 mb-1.5 text-xs text-muted">
          {t(field.hintKey)}
        </p>
      )}
    </>
  );

  if (field.kind === "longText") {
    return (
      <div>
        {labelAndHint}
        <textarea
          id={id}
          name={field.name}
          rows={3}
          maxLength={field.maxLength}
          defaultValue={typeof value === "string" ? value : ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClasses} py-3`}
        />
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </div>
    );
  }

  const typeProps =
    field.kind === "email"
      ? { type: "email", autoComplete: "email", inputMode: "email" as const }
      : field.kind === "phone"
        ? { type: "tel", autoComplete: "tel", inputMode: "tel" as const }
        : field.kind === "amount"
          ? { type: "text", inputMode: "numeric" as const, placeholder: field.placeholder, autoComplete: "off" }
          : { type: "text", autoComplete: field.autoComplete, maxLength: field.maxLength };
  return (
    <div>
      {labelAndHint}
      <input
        id={id}
        name={field.name}
        defaultValue={typeof value === "string" ? value : ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses}
        {...typeProps}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
