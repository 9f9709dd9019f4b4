import { type ComponentProps, type FormEvent, type ReactNode, useEffect, useState } from "react";
import { cn } from "./cn";
import { FORM_REFUSED_EVENT } from "./error-summary";

// The one family of form fields (docs/decisions/0024). Every field ties its control to its label
// (htmlFor/id), its hint and its error (aria-describedby, ids `<id>-hint` and `<id>-error`) and
// says when it is in error (aria-invalid). `error` is always the message itself, already in the
// reader's language (callers translate their keys), or nothing. No required mark is drawn: the
// optional fields say so in their label ("(facultatif)"); `required` stays the control's own.

export const inputClasses =
  "block min-h-12 w-full rounded-control border border-line bg-surface px-4 text-base text-ink placeholder:text-muted/80 " +
  "focus:border-gold-strong aria-[invalid=true]:border-error";

const labelClasses = "mb-1.5 block text-sm font-semibold";
const hintAfterClasses = "mt-1.5 text-xs text-muted";
const hintBeforeClasses = "-mt-1 mb-1.5 text-xs text-muted";

export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

/** What a control carries so that its hint and error are read with it. */
export type ControlAria = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/**
 * The attributes of a field's control: its id, aria-invalid while in error, and aria-describedby
 * naming its hint (when it has one) and its error (when shown).
 */
export function controlAria(id: string, { hint, error }: { hint?: boolean; error?: string }): ControlAria {
  const describedBy = [hint ? hintIdOf(id) : null, error ? errorIdOf(id) : null].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}

/** Whether a control, or its group of choices, now holds an answer its own checks accept. */
function answered(control: EventTarget) {
  if (
    !(
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    )
  )
    return false;
  if (control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox")) {
    const group = control.form && control.name ? control.form.elements.namedItem(control.name) : null;
    const boxes = group instanceof RadioNodeList ? [...group] : [control];
    return boxes.some((box) => box instanceof HTMLInputElement && box.checked);
  }
  if (control instanceof HTMLInputElement && control.type === "file") return (control.files?.length ?? 0) > 0;
  return control.value.trim() !== "" && control.checkValidity();
}

/**
 * A field's message until the person gives the field an answer its control accepts (the
 * server's message would otherwise stay under a field already put right); it comes back if
 * the answer goes, and with the next refusal (FORM_REFUSED_EVENT).
 */
export function useErrorUntilAnswered(error: string | undefined) {
  const [answeredSince, setAnsweredSince] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message is a new refusal, shown whatever was typed before.
  useEffect(() => {
    setAnsweredSince(false);
    const reset = () => setAnsweredSince(false);
    document.addEventListener(FORM_REFUSED_EVENT, reset);
    return () => document.removeEventListener(FORM_REFUSED_EVENT, reset);
  }, [error]);
  const onChange = (event: FormEvent<HTMLElement>) => {
    if (error) setAnsweredSince(answered(event.target));
  };
  return { onChange, shown: answeredSince ? undefined : error };
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-semibold text-error">
      {children}
    </p>
  );
}

export type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message, already in the reader's language. */
  error?: string;
  /** The wrapper's classes (its place in the form's grid). */
  className?: string;
  /** The hint between the label and the control (the quote engine's), rather than under the control. */
  hintFirst?: boolean;
  /** A screen's own look of the label and hint (the back office's denser forms). */
  labelClassName?: string;
  hintClassName?: string;
};

/**
 * A label, any control, a hint and an error: the control is drawn by `children` with the
 * attributes that tie it to the rest.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  hintFirst,
  labelClassName,
  hintClassName,
  children,
}: FieldProps & { children: (control: ControlAria) => ReactNode }) {
  const { onChange, shown } = useErrorUntilAnswered(error);
  const hintText = hint ? (
    <p id={hintIdOf(id)} className={hintClassName ?? (hintFirst ? hintBeforeClasses : hintAfterClasses)}>
      {hint}
    </p>
  ) : null;
  return (
    <div className={className} onChange={onChange}>
      <label htmlFor={id} className={labelClassName ?? labelClasses}>
        {label}
      </label>
      {hintFirst && hintText}
      {children(controlAria(id, { hint: Boolean(hint), error: shown }))}
      {!hintFirst && hintText}
      {shown && <FieldError id={errorIdOf(id)}>{shown}</FieldError>}
    </div>
  );
}

type Own<Element extends "input" | "textarea" | "select"> = Omit<ComponentProps<Element>, "id" | "className"> &
  FieldProps;

function fieldProps<P extends FieldProps>(props: P) {
  const { id, label, hint, error, className, hintFirst, labelClassName, hintClassName, ...control } = props;
  return { field: { id, label, hint, error, className, hintFirst, labelClassName, hintClassName }, control };
}

/** A labelled input with its hint and error. */
export function TextField(props: Own<"input">) {
  const { field, control } = fieldProps(props);
  return <Field {...field}>{(aria) => <input {...aria} className={inputClasses} {...control} />}</Field>;
}

/** A labelled text area (four lines unless told) with its hint and error. */
export function TextAreaField(props: Own<"textarea">) {
  const { field, control } = fieldProps(props);
  return (
    <Field {...field}>
      {(aria) => <textarea {...aria} rows={4} className={`${inputClasses} py-3`} {...control} />}
    </Field>
  );
}

/** A labelled select with its hint and error; its options are the children. */
export function SelectField(props: Own<"select">) {
  const { field, control } = fieldProps(props);
  return <Field {...field}>{(aria) => <select {...aria} className={inputClasses} {...control} />}</Field>;
}

/** A radio or checkbox drawn as a card; the native input stays, so keyboards and forms just work. */
export function ChoiceCard({ label, className, ...input }: ComponentProps<"input"> & { label: ReactNode }) {
  return (
    <label
      className={cn(
        "flex min-h-12 cursor-pointer items-center gap-3 rounded-control border border-line bg-surface px-4 py-2.5 text-sm font-medium",
        "transition-colors hover:border-gold-strong has-[:checked]:border-gold-strong has-[:checked]:bg-gold-soft",
        "has-[:focus-visible]:focus-ring",
        className,
      )}
    >
      <input className="size-5 shrink-0 accent-[var(--color-gold-strong)]" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** The smaller choice of the customer's request forms: one per line, no hover. */
function ChoiceRow({ label, ...input }: ComponentProps<"input"> & { label: ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-line bg-surface px-4 py-2 text-sm has-[:checked]:border-gold-strong has-[:checked]:bg-gold-soft">
      <input className="size-5 shrink-0 accent-[var(--color-gold-strong)]" {...input} />
      <span>{label}</span>
    </label>
  );
}

/**
 * Radio buttons (one choice) or checkboxes (several) under a legend, with the group's error:
 * the fieldset points to it and every box says it is invalid. `cards` draws the quote forms'
 * two-column cards; otherwise one choice per line.
 */
export function ChoiceGroup({
  id,
  name,
  type,
  legend,
  options,
  checked,
  error,
  cards,
}: {
  /** Names the error (`<id>-error`). */
  id: string;
  name: string;
  type: "radio" | "checkbox";
  legend: ReactNode;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  /** The value, or values, ticked at first. */
  checked?: string | readonly string[];
  error?: string;
  cards?: boolean;
}) {
  const Choice = cards ? ChoiceCard : ChoiceRow;
  const ticked = new Set(typeof checked === "string" ? [checked] : checked);
  const { onChange, shown } = useErrorUntilAnswered(error);
  return (
    <fieldset id={id} onChange={onChange} aria-describedby={shown ? errorIdOf(id) : undefined}>
      <legend className={cards ? "mb-2 text-sm font-semibold" : "mb-1.5 text-sm font-semibold"}>{legend}</legend>
      <div className={cards ? "grid gap-2 sm:grid-cols-2" : "grid gap-2"}>
        {options.map((option) => (
          <Choice
            key={option.value}
            type={type}
            name={name}
            value={option.value}
            defaultChecked={ticked.has(option.value)}
            aria-invalid={shown ? true : undefined}
            label={option.label}
          />
        ))}
      </div>
      {shown && <FieldError id={errorIdOf(id)}>{shown}</FieldError>}
    </fieldset>
  );
}

/** One checkbox and its words (a consent), with its error under it. */
export function CheckboxField({
  id,
  name,
  label,
  error,
}: {
  id?: string;
  name: string;
  label: ReactNode;
  error?: string;
}) {
  const { onChange, shown } = useErrorUntilAnswered(error);
  const aria = id ? controlAria(id, { error: shown }) : undefined;
  return (
    <div onChange={onChange}>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name={name}
          className="mt-0.5 size-5 shrink-0 accent-[var(--color-gold-strong)]"
          {...aria}
        />
        <span>{label}</span>
      </label>
      {id && shown && <FieldError id={errorIdOf(id)}>{shown}</FieldError>}
    </div>
  );
}
