import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { buttonClasses } from "./button";

/**
 * The back office's one way between the pages of a list: previous, "Page 2 sur 7", next. Each
 * list says how a page's address is written (its filters kept); a single page shows nothing.
 */
export function Pager({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const t = useT();
  if (pages <= 1) return null;
  const label = t("common.pages.label", { page, pages });
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className={buttonClasses("outline")}>
          {t("common.pages.previous")}
        </Link>
      )}
      <span className="text-sm text-muted">{label}</span>
      {page < pages && (
        <Link to={hrefFor(page + 1)} className={buttonClasses("outline")}>
          {t("common.pages.next")}
        </Link>
      )}
    </nav>
  );
}
