import { Toaster as Sonner } from "sonner";

/** The one toast region of the app (announced politely to screen readers by sonner). */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  return (
    <Sonner
      position="top-center"
      closeButton
      richColors
      toastOptions={{ closeButton: true, classNames: { toast: "font-sans" } }}
      containerAriaLabel={closeLabel}
    />
  );
}

export { toast } from "sonner";
