import { useT } from "~/i18n/react";
import { ShieldIcon } from "~/ui/icons";
import { RevealCard } from "~/ui/reveal-card";

export const BENEFITS = ["1", "2", "3"] as const;

/**
 * One benefit row that unfolds on hover, tap or Enter: an island of its own on variant B's page
 * (docs/decisions/0047), inside the quote card's slot, whose other content stays server HTML.
 */
export function BenefitRow({ benefit }: { benefit: (typeof BENEFITS)[number] }) {
  const t = useT();
  return (
    <RevealCard
      id={`benefit-${benefit}`}
      className="p-4"
      title={
        <span className="flex items-center gap-3 font-semibold">
          <ShieldIcon className="size-5 shrink-0 text-gold-strong" />
          {t(`borrower.v2.benefits.${benefit}.title`)}
        </span>
      }
    >
      <span className="block pl-8">{t(`borrower.v2.benefits.${benefit}.text`)}</span>
    </RevealCard>
  );
}
