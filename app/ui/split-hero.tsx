import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A page's first view: the words on the left, the page's illustration on the right (below the
 * words on phones, where the text and its call to action come first).
 */
export function SplitHero({
  aside,
  children,
  className,
}: {
  aside: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("grid items-center gap-8 lg:grid-cols-[1.1fr_1fr] lg:gap-12", className)}>
      <div>{children}</div>
      <div className="mx-auto w-full max-w-md lg:max-w-none">{aside}</div>
    </div>
  );
}

/** The display title of a hero: large on desktops, a size a long Russian word fits on phones. */
export const HERO_TITLE = "text-3xl sm:text-4xl lg:text-5xl";
