import { Toaster as Sonner } from "sonner";

/** The toast region's name and its close buttons' label, in the page's language. */
export type ToastLabels = { region: string; close: string };

/** sonner's toast region, styled with our tokens; loaded on the first toast (see toaster.tsx). */
export function Toaster({ labels }: { labels: ToastLabels }) {
  return (
    <Sonner
      position="top-center"
      closeButton
      toastOptions={{
        closeButton: true,
        // sonner's own "Close toast" is English whatever the page's language.
        closeButtonAriaLabel: labels.close,
        // Our tokens rather than sonner's rich colours, whose pairs miss WCAG AA contrast.
        classNames: {
          toast: "!rounded-control !border-line !bg-surface !text-ink !shadow-card font-sans",
          success: "!border-success/40 !bg-success-soft !text-success",
          error: "!border-error/40 !bg-error-soft !text-error",
          closeButton: "!bg-surface !text-ink !border-line",
        },
      }}
      containerAriaLabel={labels.region}
    />
  );
}

export { toast as sonnerToast } from "sonner";
