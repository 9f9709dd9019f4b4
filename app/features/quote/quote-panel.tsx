import { type ReactNode, useState } from "react";
import { IslandSlot } from "~/islands/island";
import { cn } from "~/ui/cn";
import { QuoteCard, type QuoteCardProps } from "./quote-card";

/**
 * A product page's hero: the marketing text beside the quote card. Clicking the card brings it
 * forward: the text steps aside and the card narrows to the centre; its close button undoes that.
 */
export function QuotePanel({
  children,
  ...card
}: Omit<QuoteCardProps, "expanded" | "onExpand" | "onCollapse"> & {
  /** The page's text beside the card: server HTML, kept as it is when the card hydrates alone. */
  children?: ReactNode;
}) {
  // A visitor coming back with errors or a success is in the middle of the form: keep it forward.
  const [expanded, setExpanded] = useState(Boolean(card.serverState || card.sentReference));
  return (
    <section className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pt-14">
      <div className={cn("grid items-start gap-8", !expanded && "lg:grid-cols-[1fr_30rem] lg:gap-14")}>
        <IslandSlot id="marketing" className={cn(expanded && "hidden")} data-testid="quote-marketing">
          {children}
        </IslandSlot>
        <div className={cn("w-full", expanded && "mx-auto max-w-md")}>
          <QuoteCard
            {...card}
            expanded={expanded}
            onExpand={() => setExpanded(true)}
            onCollapse={() => setExpanded(false)}
          />
        </div>
      </div>
    </section>
  );
}
