import type { ReactNode } from "react";
import { useT } from "~/i18n/react";
import { cn } from "~/ui/cn";
import { TABLE_HEAD, TableFrame } from "~/ui/table-frame";

/**
 * A staff screen's table: its caption and column headings are `texts`.caption and
 * `texts`.columns.*; it scrolls inside its frame on narrow screens (TableFrame).
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
    <TableFrame label={t(`${texts}.caption`)}>
      <table className={cn("w-full text-left text-sm", className)}>
        <caption className="sr-only">{t(`${texts}.caption`)}</caption>
        <thead className={TABLE_HEAD}>
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
    </TableFrame>
  );
}
