import type { ComponentProps, ReactNode } from "react";
import { LEAD_STATUSES, LOST_REASONS } from "~/server/leads/lead-pipeline";

/** One choice of a select: the value sent, the words shown. */
export type Choice = readonly [value: string, text: string];

type Translate = (key: string) => string;

export const statusChoices = (t: Translate): Choice[] => LEAD_STATUSES.map((s) => [s, t(`leads.status.${s}`)]);
export const lostReasonChoices = (t: Translate): Choice[] => LOST_REASONS.map((r) => [r, t(`leads.lostReasons.${r}`)]);

/**
 * A label and its select, as the lead screens draw them: the list's filters, the lead page's
 * forms, the board's moves and the assignment. Each keeps its own look through the two class
 * names, and its own frame (the pair is a fragment). `empty`, when given, is a first choice
 * without a value ("all", "unassigned", "—").
 */
export function LabelledSelect({
  id,
  label,
  labelClassName,
  choices,
  empty,
  ...select
}: Omit<ComponentProps<"select">, "id" | "children"> & {
  id: string;
  label: ReactNode;
  labelClassName: string;
  choices: readonly Choice[];
  empty?: string;
}) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} {...select}>
        {empty !== undefined && <option value="">{empty}</option>}
        {choices.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}
