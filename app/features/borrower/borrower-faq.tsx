import { useT } from "~/i18n/react";
import { DisclosureGroup } from "~/ui/disclosure-group";

export const FAQ_ITEMS = ["1", "2", "3", "4", "5", "6"] as const;

/** Six questions; one answer open at a time, and all can be closed (spec §4). */
export function BorrowerFaq() {
  const t = useT();
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id="faq-title" className="mb-6 text-3xl">
        {t("borrower.faq.title")}
      </h2>
      <DisclosureGroup
        name="faq"
        data-testid="faq"
        items={FAQ_ITEMS.map((id) => ({
          id,
          summary: t(`borrower.faq.items.${id}.question`),
          content: t(`borrower.faq.items.${id}.answer`),
        }))}
      />
    </section>
  );
}
