import type { ReactNode } from "react";
import { useT } from "~/i18n/react";
import { cn } from "~/ui/cn";

/**
 * A staff screen's table: its caption and column headings are `texts`.caption and
 * `texts`.columns.*; on narrow screens it scrolls sideways, so keyboards can reach it.
 */
export function StaffTable({
  texts,
  columns,
  className,
  children,
}: {
  texts: "staff.team" | "staff.journal";
  columns: string[];
  /** The table's least width (a Tailwind class), past which it scrolls. */
  className: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on narrow screens, so keyboards must reach it.
      tabIndex={0}
      aria-label={t(`${texts}.caption`)}
      className="overflow-x-auto rounded-card border border-line bg-surface"
    >
      <table className={cn("w-full text-left text-sm", className)}>
        <caption className="sr-only">{t(`${texts}.caption`)}</caption>
        <thead className="bg-sand">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {t(`${texts}.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
