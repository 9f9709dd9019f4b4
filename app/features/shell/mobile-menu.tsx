import { lazy, Suspense, useState } from "react";
import { useT } from "~/i18n/react";
import { MenuIcon } from "~/ui/icons";

// The drawer (dialog, accordion) loads on the first tap: pages do not carry it otherwise.
const MobileDrawer = lazy(() => import("./mobile-drawer"));

/** The phone menu button; the drawer comes in on demand. */
export function MobileMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={() => setWanted(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t("nav.openMenu")}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand xl:hidden"
      >
        <MenuIcon />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
