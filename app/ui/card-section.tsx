import type { ReactNode } from "react";
import { cn } from "./cn";

const TONES = {
  paper: "",
  sand: "bg-sand",
  ink: "bg-ink text-surface focus-on-dark",
} as const;

/**
 * A band of the marketing pages: a heading, then its cards in a grid (the cards are the
 * children: `li` for the default list, anything for a `div`), then what follows them (`after`).
 */
export function CardSection({
  titleId,
  title,
  tone = "paper",
  grid = "gap-4 md:grid-cols-3",
  as: List = "ul",
  id,
  flushTop = false,
  after,
  children,
}: {
  titleId: string;
  title: ReactNode;
  tone?: keyof typeof TONES;
  /** Columns and gaps of the grid. */
  grid?: string;
  as?: "ul" | "ol" | "div";
  /** An anchor for links to the band. */
  id?: string;
  /** No space above: the band follows one that already has its own. */
  flushTop?: boolean;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={cn(TONES[tone], id && "scroll-mt-20")}>
      <div className={cn("mx-auto max-w-6xl px-4 pb-16 sm:px-6", !flushTop && "pt-16")}>
        <h2 id={titleId} className="text-3xl">
          {title}
        </h2>
        <List className={cn("mt-6 grid", grid)}>{children}</List>
        {after}
      </div>
    </section>
  );
}
