import { useLang, useT } from "~/i18n/react";
import type { LeadStatus, PromiseState } from "~/server/leads/lead-pipeline";
import { cn } from "~/ui/cn";
import { promiseView } from "./formatting";

const STATUS_TONES: Record<LeadStatus, string> = {
  new: "bg-azure-soft text-azure",
  contacted: "bg-teal-soft text-teal",
  quoted: "bg-gold-soft text-ink",
  offerSent: "bg-azure-soft text-ink",
  won: "bg-success-soft text-success",
  lost: "bg-sand text-muted",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  const t = useT();
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", STATUS_TONES[status])}>
      {t(`leads.status.${status}`)}
    </span>
  );
}

const PROMISE_TONES: Record<string, string> = {
  info: "text-ink-soft",
  warning: "bg-warning-soft text-warning",
  error: "bg-error-soft text-error",
  success: "text-success",
  muted: "text-muted",
};

/** Time left on the 24-hour call-back promise; overdue leads stand out. */
export function PromiseBadge({ promise }: { promise: PromiseState }) {
  const t = useT();
  const lang = useLang();
  const view = promiseView(promise, lang, t);
  return (
    <span
      data-promise={promise.state}
      className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-semibold", PROMISE_TONES[view.tone])}
    >
      {view.text}
    </span>
  );
}

/** "Pas d'appel commercial": the prospect did not opt in to sales calls (loi 2025-594). */
export function NoSalesCallBadge() {
  const t = useT();
  return (
    <span className="inline-flex max-w-full rounded-full border border-error/40 bg-error-soft px-2 py-0.5 text-xs font-semibold text-error">
      {t("leads.noSalesCall")}
    </span>
  );
}
