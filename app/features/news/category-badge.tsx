import { useT } from "~/i18n/react";
import { cn } from "~/ui/cn";
import { CATEGORIES, type CategoryId } from "./categories";

/** The category's own colours, so not the shared Badge (whose gold colours would compete with them). */
export function CategoryBadge({ category }: { category: CategoryId }) {
  const t = useT();
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold",
        CATEGORIES[category].badge,
      )}
      data-testid="article-category"
    >
      {t(`news.categories.${category}`)}
    </span>
  );
}
