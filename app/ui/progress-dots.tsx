import { cn } from "./cn";

/** Step progress as dots plus "n/total" (the dots are decorative; the label says it in words). */
export function ProgressDots({ current, total, label }: { current: number; total: number; label: string }) {
  return (
    <div className="flex items-center gap-3">
      <div className="flex gap-1.5" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: positional dots
            key={index}
            className={cn("h-2 rounded-full transition-all", index < current ? "w-6 bg-gold-strong" : "w-2 bg-line")}
          />
        ))}
      </div>
      <span className="text-sm font-semibold text-muted" data-testid="quote-progress">
        <span className="sr-only">{label}</span>
        <span aria-hidden="true">
          {current}/{total}
        </span>
      </span>
    </div>
  );
}
