import { useT } from "~/i18n/react";
import { Badge } from "~/ui/card";
import { cn } from "~/ui/cn";
import { CATEGORIES, type CategoryId } from "./categories";

export function CategoryBadge({ category }: { category: CategoryId }) {
  const t = useT();
  return (
    <Badge className={cn(CATEGORIES[category].badge)} data-testid="article-category">
      {t(`news.categories.${category}`)}
    </Badge>
  );
}
