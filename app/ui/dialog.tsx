import { Dialog as RadixDialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";
import { CloseIcon } from "./icons";

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;
export const DialogTitle = RadixDialog.Title;
export const DialogDescription = RadixDialog.Description;

const overlay = "fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in";

/** A centred modal dialog with a labelled close button. */
export function DialogContent({
  className,
  children,
  closeLabel,
  ...props
}: ComponentProps<typeof RadixDialog.Content> & { closeLabel: string; children: ReactNode }) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlay} />
      <RadixDialog.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2",
          "rounded-card bg-surface p-6 shadow-card focus:outline-none",
          className,
        )}
        {...props}
      >
        {children}
        <RadixDialog.Close
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand"
          aria-label={closeLabel}
        >
          <CloseIcon />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** A side panel (drawer) built on the same dialog: focus trapped, Escape closes. */
export function SheetContent({
  className,
  children,
  closeLabel,
  side = "right",
  ...props
}: ComponentProps<typeof RadixDialog.Content> & { closeLabel: string; side?: "left" | "right" }) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlay} />
      <RadixDialog.Content
        className={cn(
          "fixed inset-y-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-paper shadow-card focus:outline-none",
          side === "right" ? "right-0" : "left-0",
          className,
        )}
        {...props}
      >
        <RadixDialog.Close
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand"
          aria-label={closeLabel}
        >
          <CloseIcon />
        </RadixDialog.Close>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
