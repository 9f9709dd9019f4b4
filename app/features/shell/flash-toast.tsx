import { useEffect } from "react";
import { useT } from "~/i18n/react";
import { toast } from "~/ui/toaster";

type Flash = { kind: "success" | "error" | "info"; key: string } | null;

/** Shows the one-shot message the server left for this page (e.g. after the gate's redirect). */
export function FlashToast({ flash }: { flash: Flash }) {
  const t = useT();
  useEffect(() => {
    if (!flash) return;
    const show = flash.kind === "success" ? toast.success : flash.kind === "error" ? toast.error : toast.info;
    show(t(flash.key));
  }, [flash, t]);
  return null;
}
