import { useId } from "react";
import { useT } from "~/i18n/react";
import { ShieldIcon } from "~/ui/icons";

const TIPS = ["tailored", "advisers", "french"] as const;

/** The hero's three promises; hovering or focusing one reveals its explanation. */
export function HoverTips() {
  const t = useT();
  const id = useId();
  return (
    <ul className="mt-8 flex flex-wrap gap-3">
      {TIPS.map((tip) => (
        <li key={tip} className="group relative">
          <button
            type="button"
            aria-describedby={`${id}-${tip}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:border-gold-strong"
          >
            <ShieldIcon className="size-5 text-gold-strong" />
            {t(`home.tips.${tip}.title`)}
          </button>
          <span
            id={`${id}-${tip}`}
            role="tooltip"
            className="pointer-events-none absolute top-full left-0 z-20 mt-2 w-64 rounded-control border border-line bg-surface p-3 text-sm text-ink-soft opacity-0 shadow-card transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
          >
            {t(`home.tips.${tip}.text`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
