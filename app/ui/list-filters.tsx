import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "./button";
import { cn } from "./cn";
import { SelectField, TextField } from "./form-controls";

/**
 * The back office's list screens (customers, inbox, leads, consent log) share one filter bar: a
 * GET form, so a filtered list is an address to share or reload, its fields under small labels,
 * "Filtrer" and "Réinitialiser" at its end.
 */
export const FILTER_LABEL = "mb-1 block text-xs font-semibold uppercase tracking-wide text-muted";

export function FilterBar({
  apply,
  reset,
  resetTo,
  children,
}: {
  apply: string;
  reset: string;
  /** The list without any filter. */
  resetTo: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      role="search"
      className="grid gap-3 rounded-card border border-line bg-surface p-4 md:grid-cols-4"
    >
      {children}
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClasses("primary")}>
          {apply}
        </button>
        <Link to={resetTo} className={buttonClasses("ghost")}>
          {reset}
        </Link>
      </div>
    </Form>
  );
}

/** The bar's search box (`q`), two columns wide unless told. */
export function SearchFilter({
  label,
  defaultValue,
  maxLength,
  placeholder,
  wide = true,
}: {
  label: string;
  defaultValue: string | undefined;
  maxLength?: number;
  placeholder?: string;
  wide?: boolean;
}) {
  return (
    <TextField
      id="q"
      name="q"
      type="search"
      className={wide ? "md:col-span-2" : undefined}
      label={label}
      labelClassName={FILTER_LABEL}
      defaultValue={defaultValue ?? ""}
      maxLength={maxLength}
      placeholder={placeholder}
    />
  );
}

/** A choice among values (`[value, words]`), the first one "all" when `empty` is given; sent under its id. */
export function ChoiceFilter({
  id,
  label,
  defaultValue,
  empty,
  choices,
}: {
  id: string;
  label: string;
  defaultValue: string | undefined;
  empty?: string;
  choices: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <SelectField id={id} name={id} label={label} labelClassName={FILTER_LABEL} defaultValue={defaultValue ?? ""}>
      {empty !== undefined && <option value="">{empty}</option>}
      {choices.map(([value, words]) => (
        <option key={value} value={value}>
          {words}
        </option>
      ))}
    </SelectField>
  );
}

/** How many rows a page shows (`taille`). */
export function PageSizeFilter({ label, sizes, value }: { label: string; sizes: readonly number[]; value: number }) {
  return (
    <ChoiceFilter
      id="taille"
      label={label}
      defaultValue={String(value)}
      choices={sizes.map((size) => [String(size), String(size)])}
    />
  );
}

/** A day bound (`du`, `au`, `from`, `to`), sent under its id. */
export function DayFilter({
  id,
  label,
  defaultValue,
}: {
  id: string;
  label: string;
  defaultValue: string | undefined;
}) {
  return (
    <TextField
      id={id}
      name={id}
      type="date"
      label={label}
      labelClassName={FILTER_LABEL}
      defaultValue={defaultValue ?? ""}
    />
  );
}

/** A yes/no filter, sent as `name=1` when ticked. */
export function CheckFilter({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold">
      <input
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={checked}
        className="size-5 accent-[var(--color-gold-strong)]"
      />
      {label}
    </label>
  );
}

/** The tabs above a list (by status, by contracts held): each an address, the current one marked. */
export function FilterTabs({
  label,
  tabs,
  children,
}: {
  label: string;
  tabs: ReadonlyArray<{ key: string; to: string; words: string; count: number; current: boolean }>;
  /** More links after the tabs (the inbox's "en retard"). */
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          aria-current={tab.current ? "page" : undefined}
          className={cn(
            "rounded-full px-3 py-2 text-sm font-semibold",
            tab.current ? "bg-ink text-surface" : "bg-sand text-ink hover:bg-line",
          )}
        >
          {tab.words} <span className="tabular-nums">({tab.count})</span>
        </Link>
      ))}
      {children}
    </nav>
  );
}

/** How many rows the filters found, said to screen readers as it changes. */
export function ListTotal({ children }: { children: ReactNode }) {
  return (
    <p className="text-sm text-muted" role="status">
      {children}
    </p>
  );
}

/** What a list says when nothing matches. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-card border border-dashed border-line p-8 text-center text-muted">{children}</p>;
}
