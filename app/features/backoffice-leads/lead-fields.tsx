import type { ComponentProps, ReactNode } from "react";
import { LEAD_STATUSES, LOST_REASONS } from "~/server/leads/lead-pipeline";
import { Field } from "~/ui/form-controls";

/** One choice of a select: the value sent, the words shown. */
export type Choice = readonly [value: string, text: string];

type Translate = (key: string) => string;

export const statusChoices = (t: Translate): Choice[] => LEAD_STATUSES.map((s) => [s, t(`leads.status.${s}`)]);
export const lostReasonChoices = (t: Translate): Choice[] => LOST_REASONS.map((r) => [r, t(`leads.lostReasons.${r}`)]);

/**
 * A label and its select, as the lead screens draw them: the list's filters, the lead page's
 * forms, the board's moves and the assignment. Each keeps its own look through the two class
 * names, and its own frame (the field takes no room of its own: `display: contents`). `empty`,
 * when given, is a first choice without a value ("all", "unassigned", "—"); `hint` is tied to
 * the select like every field's (ui/form-controls).
 */
export function LabelledSelect({
  id,
  label,
  labelClassName,
  hint,
  choices,
  empty,
  ...select
}: Omit<ComponentProps<"select">, "id" | "children"> & {
  id: string;
  label: ReactNode;
  labelClassName: string;
  hint?: ReactNode;
  choices: readonly Choice[];
  empty?: string;
}) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      className="contents"
      labelClassName={labelClassName}
      hintClassName="text-xs text-muted"
    >
      {(aria) => (
        <select {...aria} {...select}>
          {empty !== undefined && <option value="">{empty}</option>}
          {choices.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
