import type { ReactNode } from "react";
import { cn } from "./cn";
import { LockIcon } from "./icons";

/**
 * The card of a locked door (the access gate, the sign-in screens): the lock badge, a title, a
 * line of explanation, then what opens it. `centered` is the gate's larger, centred variant.
 */
export function LockCard({
  title,
  lead,
  leadId,
  centered = false,
  className,
  children,
}: {
  title: string;
  lead?: ReactNode;
  leadId?: string;
  centered?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        "rounded-card border border-line bg-surface shadow-card",
        centered ? "p-8 text-center" : "p-6 sm:p-8",
        className,
      )}
    >
      <span
        className={cn(
          "inline-flex items-center justify-center rounded-full bg-ink text-gold",
          centered ? "mx-auto size-14" : "size-12",
        )}
      >
        <LockIcon className={centered ? "size-7" : "size-6"} />
      </span>
      <h1 className="mt-5 text-2xl sm:text-3xl">{title}</h1>
      {lead && (
        <p id={leadId} className="mt-3 text-ink-soft">
          {lead}
        </p>
      )}
      {children}
    </div>
  );
}
