import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/react";
import { Button, buttonClasses } from "~/ui/button";
import type { ApplicationActionData } from "./application-action.server";
import { APPLY_ANCHOR } from "./application-fields";

// The dialog (Radix Dialog, focus trap, scroll lock) loads with the first "apply" click: the
// page itself already holds the same form in its own section.
const ApplicationDialog = lazy(() => import("./application-dialog"));

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Opens the application dialog once the page is interactive; before that (or without
 * JavaScript) it is a link to the form's section, so it always does something (PRODUCT.md 14).
 */
function ApplyButton({
  onOpen,
  variant,
  children,
}: {
  onOpen: () => void;
  variant: "primary" | "outline";
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={`#${APPLY_ANCHOR}`} className={buttonClasses(variant, "lg")}>
        {children}
      </a>
    );
  }
  return (
    <Button
      type="button"
      variant={variant}
      size="lg"
      aria-haspopup="dialog"
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </Button>
  );
}

/**
 * The careers hero's two buttons and the dialog they open: an island on the careers page
 * (docs/decisions/0047). The dialog's form is posted as the browser posts a form: when the server
 * finds a problem the browser could not (a file that is not a PDF), the page comes back with the
 * dialog's errors, and the dialog opens again to show them beside the fields.
 */
export function ApplyButtons({
  formToken,
  serverState,
}: {
  formToken: string;
  serverState: ApplicationActionData | undefined;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // The dialog opens from two buttons: focus goes back to the one used when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const openDialog = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setWanted(true);
    setOpen(true);
  };

  const dialogErrors = serverState?.origin === "dialog";
  useEffect(() => {
    if (dialogErrors) {
      setWanted(true);
      setOpen(true);
    }
  }, [dialogErrors]);

  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <ApplyButton variant="primary" onOpen={openDialog}>
        {t("careers.hero.discover")}
      </ApplyButton>
      <ApplyButton variant="outline" onOpen={openDialog}>
        {t("careers.hero.offers")}
      </ApplyButton>
      {wanted && (
        <Suspense fallback={null}>
          <ApplicationDialog
            open={open}
            onOpenChange={setOpen}
            opener={opener}
            formToken={formToken}
            serverState={serverState}
          />
        </Suspense>
      )}
    </div>
  );
}
