import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/ui/accordion";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { Dialog, DialogTitle, SheetContent } from "~/ui/dialog";
import { UserIcon } from "~/ui/icons";
import { PageLink } from "~/ui/page-link";
import { NAV_SECTIONS, PRESS_ANCHOR } from "./nav-items";

/** The phone menu's drawer: one accordion section per menu; any link closes it. */
export default function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent closeLabel={t("nav.closeMenu")} aria-describedby={undefined} data-testid="mobile-drawer">
        <div className="px-5 pt-5 pb-8">
          <DialogTitle className="font-display text-xl">{t("nav.menuTitle")}</DialogTitle>
          <nav aria-label={t("nav.mainLabel")} className="mt-6">
            <PageLink to="/" onClick={close} className="flex min-h-12 items-center border-b border-line font-semibold">
              {t("nav.home")}
            </PageLink>
            <Accordion type="single" collapsible>
              {NAV_SECTIONS.map((section) => (
                <AccordionItem key={section.id} value={section.id}>
                  <AccordionTrigger>{t(`nav.sections.${section.id}`)}</AccordionTrigger>
                  <AccordionContent>
                    <ul className="space-y-1">
                      {section.links.map((link) => (
                        <li key={link.to}>
                          <PageLink
                            to={link.to}
                            onClick={close}
                            className="flex min-h-11 items-center rounded-xl px-3 hover:bg-sand"
                          >
                            {t(`nav.links.${link.key}.label`)}
                          </PageLink>
                        </li>
                      ))}
                    </ul>
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
            <PageLink
              to={PRESS_ANCHOR}
              onClick={close}
              className="flex min-h-12 items-center border-b border-line font-semibold"
            >
              {t("nav.press")}
            </PageLink>
          </nav>
          <PageLink
            to={CUSTOMER_PATHS.home}
            onClick={close}
            className={cn(buttonClasses("secondary", "lg"), "mt-8 w-full")}
          >
            <UserIcon className="size-5" />
            {t("nav.myAccount")}
          </PageLink>
        </div>
      </SheetContent>
    </Dialog>
  );
}
