import { OTPInput, type SlotProps } from "input-otp";
import { cn } from "./cn";

/** Separate boxes for a short code (access code, one-time codes), typed or pasted as one field. */
export function CodeSlots({
  length,
  value,
  onChange,
  name,
  label,
  autoFocus,
  invalid,
  id,
  describedBy,
  digitsOnly,
}: {
  length: number;
  value: string;
  onChange: (value: string) => void;
  name: string;
  label: string;
  autoFocus?: boolean;
  invalid?: boolean;
  id?: string;
  /** Ids of the hint and error that explain the field. */
  describedBy?: string;
  /** One-time codes sent by email: digits, a numeric keypad, and the browser's code autofill. */
  digitsOnly?: boolean;
}) {
  // Six boxes must fit a 390 px screen inside a card: smaller boxes and gaps when there are many.
  const compact = length > 4;
  return (
    <OTPInput
      maxLength={length}
      value={value}
      onChange={onChange}
      name={name}
      id={id}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      autoFocus={autoFocus}
      autoComplete={digitsOnly ? "one-time-code" : "off"}
      inputMode={digitsOnly ? "numeric" : "text"}
      pattern={digitsOnly ? "^[0-9]*$" : "^[A-Za-z0-9]*$"}
      containerClassName={cn(
        "flex items-center justify-center has-[:disabled]:opacity-50",
        compact ? "gap-1.5 sm:gap-2" : "gap-3",
      )}
      render={({ slots }) => (
        <>
          {slots.map((slot, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positional by nature
            <Slot key={index} {...slot} invalid={invalid} compact={compact} />
          ))}
        </>
      )}
    />
  );
}

function Slot({ char, isActive, hasFakeCaret, invalid, compact }: SlotProps & { invalid?: boolean; compact: boolean }) {
  return (
    <div
      className={cn(
        "relative flex items-center justify-center rounded-control border-2 bg-surface font-display",
        compact ? "h-13 w-11 text-xl sm:w-12" : "size-14 text-2xl",
        "transition-colors",
        invalid ? "border-error" : isActive ? "border-gold-strong" : "border-line",
        isActive && "focus-ring",
      )}
    >
      {char}
      {hasFakeCaret && <span aria-hidden="true" className="h-7 w-px animate-pulse bg-ink" />}
    </div>
  );
}
