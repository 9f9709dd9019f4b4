import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { cn } from "~/ui/cn";

const DAY = 24 * 60 * 60_000;

/** The answer's deadline and what is left of it; an open request past it stands out. */
export function ClockBadge({
  dueAt,
  extended,
  open,
  now,
}: {
  dueAt: string;
  extended: boolean;
  open: boolean;
  now: string;
}) {
  const t = useT();
  const lang = useLang();
  const left = Math.ceil((new Date(dueAt).getTime() - new Date(now).getTime()) / DAY);
  const overdue = open && left < 0;
  return (
    <span className="flex flex-col gap-1">
      <span className="whitespace-nowrap">{formatMoment(new Date(dueAt), lang)}</span>
      {open && (
        <span
          className={cn(
            "w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold",
            overdue ? "bg-error-soft text-error" : left <= 7 ? "bg-gold-soft text-ink" : "bg-success-soft text-success",
          )}
        >
          {overdue ? t("privacy.clock.overdue", { count: -left }) : t("privacy.clock.left", { count: left })}
        </span>
      )}
      {extended && <span className="text-xs text-muted">{t("privacy.clock.extended")}</span>}
    </span>
  );
}
