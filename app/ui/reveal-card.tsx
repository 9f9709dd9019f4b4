import { type ReactNode, useId, useState } from "react";
import { cn } from "./cn";

/**
 * A card whose detail unfolds on hover (pointer), on tap or Enter (touch, keyboard); the button
 * says whether it is open (aria-expanded) and the detail stays in the page for crawlers.
 */
export function RevealCard({
  title,
  children,
  className,
  id: givenId,
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
  /** Given when the card hydrates as (part of) an island, where React's own ids differ from the server's. */
  id?: string;
}) {
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only previews; the button inside is the control.
    <div
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      className={cn(
        "rounded-card border bg-surface transition",
        open ? "border-gold-strong" : "border-line",
        className,
      )}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setPinned((value) => !value)}
        className="block w-full text-left"
      >
        {title}
      </button>
      <p
        id={id}
        className={cn(
          "overflow-hidden text-sm text-ink-soft transition-all duration-300",
          open ? "mt-2 max-h-40 opacity-100" : "max-h-0 opacity-0",
        )}
      >
        {children}
      </p>
    </div>
  );
}
