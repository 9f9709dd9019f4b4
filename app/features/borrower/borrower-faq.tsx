import { useT } from "~/i18n/react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/ui/accordion";

export const FAQ_ITEMS = ["1", "2", "3", "4", "5", "6"] as const;

/** Six questions; one answer open at a time, and all can be closed (spec §4). */
export function BorrowerFaq() {
  const t = useT();
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id="faq-title" className="text-3xl">
        {t("borrower.faq.title")}
      </h2>
      <Accordion type="single" collapsible className="mt-6" data-testid="faq">
        {FAQ_ITEMS.map((id) => (
          <AccordionItem key={id} value={id}>
            <AccordionTrigger>{t(`borrower.faq.items.${id}.question`)}</AccordionTrigger>
            <AccordionContent className="text-ink-soft">{t(`borrower.faq.items.${id}.answer`)}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
