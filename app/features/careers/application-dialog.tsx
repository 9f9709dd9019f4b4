import type { RefObject } from "react";
import { useT } from "~/i18n/react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/ui/dialog";
import type { ApplicationActionData } from "./application-action.server";
import { ApplicationForm } from "./application-form";

/** The spontaneous application form in a dialog, opened by the careers page's buttons. */
export default function ApplicationDialog({
  open,
  onOpenChange,
  opener,
  formToken,
  serverState,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLElement | null>;
  formToken: string;
  serverState: ApplicationActionData | undefined;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("careers.apply.close")}
        className="max-h-[90dvh] overflow-y-auto"
        data-testid="application-dialog"
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogTitle className="pr-12 text-2xl">{t("careers.apply.title")}</DialogTitle>
        <DialogDescription className="mt-2 mb-6 text-sm text-ink-soft">
          {t("careers.apply.dialogDescription")}
        </DialogDescription>
        <ApplicationForm origin="dialog" formToken={formToken} serverState={serverState} />
      </DialogContent>
    </Dialog>
  );
}
