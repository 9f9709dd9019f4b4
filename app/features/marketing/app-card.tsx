import { useEffect, useState } from "react";
import { useT } from "~/i18n/react";
import { cn } from "~/ui/cn";
import { ChevronDownIcon } from "~/ui/icons";

export const WIGGLE_INTERVAL_MS = 10_000;
const FEATURES = ["contracts", "reimbursements", "adviser", "documents"] as const;

/** The coming-soon mobile app: wiggles every 10 s to be noticed, opens and closes on click. */
export function AppCard() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [wiggle, setWiggle] = useState(false);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setWiggle(true);
      window.setTimeout(() => setWiggle(false), 800);
    }, WIGGLE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <aside
      aria-labelledby="app-card-title"
      data-testid="app-card"
      data-wiggle={wiggle}
      className={cn("rounded-card border border-line bg-surface p-5 shadow-card", wiggle && "animate-wiggle")}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="app-card-body"
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-3 text-left"
      >
        <span>
          <span className="block text-xs font-bold tracking-wider text-gold-strong uppercase">
            {t("home.app.soon")}
          </span>
          <span id="app-card-title" className="mt-1 block font-display text-xl">
            {t("home.app.title")}
          </span>
        </span>
        <ChevronDownIcon className={cn("size-6 shrink-0 transition-transform", open && "rotate-180")} />
      </button>
      <div id="app-card-body" hidden={!open} className="mt-4">
        <ul className="space-y-2 text-sm text-ink-soft">
          {FEATURES.map((feature) => (
            <li key={feature}>✓ {t(`home.app.features.${feature}`)}</li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap gap-2">
          {["appStore", "googlePlay"].map((store) => (
            <span
              key={store}
              className="inline-flex min-h-11 flex-col justify-center rounded-control bg-ink px-4 py-1.5 text-surface"
              aria-disabled="true"
            >
              <span className="text-sm font-semibold">{t(`home.app.${store}`)}</span>
              <span className="text-xs text-gold">{t("home.app.comingSoon")}</span>
            </span>
          ))}
        </div>
      </div>
    </aside>
  );
}
