import { useT } from "~/i18n/react";
import { ErrorSummary, summaryItems } from "~/ui/error-summary";

/**
 * One form's refusal as its error summary: its notice ("check the fields" unless it says
 * more), and a link to each field in error.
 */
export function FormProblems({
  id,
  result,
  fields,
}: {
  id: string;
  result: {
    errors: Partial<Record<string, string>>;
    notice?: { key: string; params?: Record<string, number> } | null;
  } | null;
  fields: Record<string, string>;
}) {
  const t = useT();
  if (!result) return null;
  const items = summaryItems(result.errors, fields, t);
  const notice = result.notice;
  return (
    <ErrorSummary
      id={id}
      title={t("problems.summary.title")}
      notice={notice ? t(notice.key, notice.params) : t("area.details.errors.notice")}
      items={items}
      attempt={result}
    />
  );
}
