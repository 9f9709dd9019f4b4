import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";

export const inputClasses =
  "block min-h-12 w-full rounded-control border border-line bg-surface px-4 text-base text-ink placeholder:text-muted/80 " +
  "focus:border-gold-strong focus:outline-3 focus:outline-offset-1 focus:outline-gold-strong/40 aria-[invalid=true]:border-error";

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-semibold text-error">
      {children}
    </p>
  );
}

/** A radio or checkbox drawn as a card; the native input stays, so keyboards and forms just work. */
export function ChoiceCard({ label, className, ...input }: ComponentProps<"input"> & { label: ReactNode }) {
  return (
    <label
      className={cn(
        "flex min-h-12 cursor-pointer items-center gap-3 rounded-control border border-line bg-surface px-4 py-2.5 text-sm font-medium",
        "transition-colors hover:border-gold-strong has-[:checked]:border-gold-strong has-[:checked]:bg-gold-soft",
        "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-strong",
        className,
      )}
    >
      <input className="size-5 shrink-0 accent-[var(--color-gold-strong)]" {...input} />
      <span>{label}</span>
    </label>
  );
}

/**
 * A labelled text input with an optional hint and error, both tied to it by aria-describedby
 * (the error is read out with the field when it gets focus).
 */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: Omit<ComponentProps<"input">, "id"> & { id: string; label: ReactNode; hint?: ReactNode; error?: ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClasses}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
