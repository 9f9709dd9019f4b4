import { useT } from "~/i18n/react";
import { Toaster } from "~/ui/toaster";

/** The toasts' region (the chat's errors) on a page hydrated as islands (docs/decisions/0047). */
export function ToasterIsland() {
  const t = useT();
  return <Toaster labels={{ region: t("common.toast.region"), close: t("common.toast.close") }} />;
}
