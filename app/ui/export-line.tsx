import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { buttonClasses } from "~/ui/button";

/** What a data export line shows: staff's privacy entry and the customer's "Mes données" list the same ZIPs. */
export type ExportLineRow = {
  status: string;
  progress: number;
  totalSteps: number;
  createdAt: string;
  expiresAt: string | null;
};

/** One GDPR export: when, its state, the progress while it builds, the download link while it lasts. */
export function ExportLine({ row, href, testId }: { row: ExportLineRow; href: string; testId: string }) {
  const t = useT();
  const lang = useLang();
  const percent = row.totalSteps > 0 ? Math.round((row.progress / row.totalSteps) * 100) : 0;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-control border border-line p-3" data-testid={testId}>
      <span>{formatMoment(new Date(row.createdAt), lang)}</span>
      <span className="font-semibold">{t(`privacy.exportStatuses.${row.status}`)}</span>
      {(row.status === "pending" || row.status === "running") && (
        <progress max={100} value={percent} aria-label={t("privacy.export.progress", { percent })}>
          {percent} %
        </progress>
      )}
      {row.status === "ready" && row.expiresAt && (
        <>
          <a href={href} className={buttonClasses("outline")} download>
            {t("privacy.export.download")}
          </a>
          <span className="text-sm text-muted">
            {t("privacy.export.until", { date: formatMoment(new Date(row.expiresAt), lang) })}
          </span>
        </>
      )}
    </li>
  );
}
