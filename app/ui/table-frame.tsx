import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * The one frame of a back-office table. The table fits a 1280 px screen; on a narrower one it
 * scrolls inside this frame (sideways and down, its header row staying in view: `TABLE_HEAD`)
 * instead of widening the page, and keyboards can reach the frame to scroll it. `relative`
 * keeps absolutely placed descendants (visually hidden labels) inside the frame: without it,
 * they escaped the scrolling box and widened a phone's page.
 */
export function TableFrame({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls inside its frame, so keyboards must reach it.
      tabIndex={0}
      aria-label={label}
      data-testid="table-frame"
      className={cn(
        "relative max-h-[calc(100dvh-6rem)] overflow-auto overscroll-x-contain rounded-card border border-line bg-surface",
        className,
      )}
    >
      {children}
    </section>
  );
}

/** A framed table's header row: it stays at the top of the frame while the rows scroll under it. */
export const TABLE_HEAD = "sticky top-0 z-10 bg-sand";
/** The dense tables' column titles (leads, inbox, deliveries). */
export const TABLE_HEAD_TEXT = "text-xs uppercase tracking-wide text-ink-soft";
/** A framed table's cell: tight enough for the back office's widest tables to fit at 1280 px. */
export const TABLE_CELL = "px-2.5 py-3";

/** A list's table: its hidden caption and its column titles, the rows given as children. */
export function ListTable({
  caption,
  columns,
  className,
  framed = true,
  children,
}: {
  caption: string;
  columns: readonly string[];
  /** The table's width (`min-w-[56rem]`): below it, the frame scrolls. */
  className: string;
  /**
   * Framed (the dense tables: inbox, leads), the header stays in view as the rows scroll; else a
   * plain scrolling box with roomier cells (customers, consent log).
   */
  framed?: boolean;
  children: ReactNode;
}) {
  const table = (
    <table className={cn("w-full text-left text-sm", className)}>
      <caption className="sr-only">{caption}</caption>
      <thead
        className={framed ? cn(TABLE_HEAD, TABLE_HEAD_TEXT) : "bg-sand text-xs uppercase tracking-wide text-ink-soft"}
      >
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={framed ? TABLE_CELL : PLAIN_CELL}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  if (!framed) return <div className="overflow-x-auto rounded-card border border-line bg-surface">{table}</div>;
  return <TableFrame label={caption}>{table}</TableFrame>;
}

/** A plain list table's cell. */
export const PLAIN_CELL = "px-4 py-3";
