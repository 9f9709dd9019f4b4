import { useEffect, useState } from "react";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { ChevronDownIcon } from "~/ui/icons";

export const WIGGLE_INTERVAL_MS = 10_000;
const FEATURES = ["contracts", "reimbursements", "adviser", "documents"] as const;

/** The mobile app (the installable customer area): wiggles every 10 s to be noticed, opens and closes on click. */
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
        {/* The app is the customer area, installed from there (its manifest is not on this page). */}
        <a href={CUSTOMER_PATHS.home} className={cn(buttonClasses("secondary"), "mt-4 inline-flex items-center")}>
          {t("home.app.install")}
        </a>
        <p className="mt-2 text-xs text-ink-soft">{t("home.app.installHint")}</p>
        <p className="mt-1 text-xs text-ink-soft">{t("home.app.ios")}</p>
      </div>
    </aside>
  );
}
