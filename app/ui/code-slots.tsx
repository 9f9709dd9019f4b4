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
}: {
  length: number;
  value: string;
  onChange: (value: string) => void;
  name: string;
  label: string;
  autoFocus?: boolean;
  invalid?: boolean;
}) {
  return (
    <OTPInput
      maxLength={length}
      value={value}
      onChange={onChange}
      name={name}
      aria-label={label}
      aria-invalid={invalid || undefined}
      autoFocus={autoFocus}
      autoComplete="off"
      inputMode="text"
      pattern="^[A-Za-z0-9]*$"
      containerClassName="flex items-center justify-center gap-3 has-[:disabled]:opacity-50"
      render={({ slots }) => (
        <>
          {slots.map((slot, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positional by nature
            <Slot key={index} {...slot} invalid={invalid} />
          ))}
        </>
      )}
    />
  );
}

function Slot({ char, isActive, hasFakeCaret, invalid }: SlotProps & { invalid?: boolean }) {
  return (
    <div
      className={cn(
        "relative flex size-14 items-center justify-center rounded-control border-2 bg-surface font-display text-2xl",
        "transition-colors",
        invalid ? "border-error" : isActive ? "border-gold-strong" : "border-line",
        isActive && "outline-3 outline-offset-2 outline-gold-strong",
      )}
    >
      {char}
      {hasFakeCaret && <span aria-hidden="true" className="h-7 w-px animate-pulse bg-ink" />}
    </div>
  );
}
