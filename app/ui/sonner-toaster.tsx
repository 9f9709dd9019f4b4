import { Toaster as Sonner } from "sonner";

/** sonner's toast region, styled with our tokens; loaded on the first toast (see toaster.tsx). */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  return (
    <Sonner
      position="top-center"
      closeButton
      toastOptions={{
        closeButton: true,
        // Our tokens rather than sonner's rich colours, whose pairs miss WCAG AA contrast.
        classNames: {
          toast: "!rounded-control !border-line !bg-surface !text-ink !shadow-card font-sans",
          success: "!border-success/40 !bg-success-soft !text-success",
          error: "!border-error/40 !bg-error-soft !text-error",
          closeButton: "!bg-surface !text-ink !border-line",
        },
      }}
      containerAriaLabel={closeLabel}
    />
  );
}

export { toast as sonnerToast } from "sonner";
