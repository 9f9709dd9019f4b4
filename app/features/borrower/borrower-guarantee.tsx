import { useT } from "~/i18n/react";
import { ShieldIcon } from "~/ui/icons";
import { RevealCard } from "~/ui/reveal-card";

export const GUARANTEES = ["death", "invalidity", "incapacity"] as const;

/** A guarantee whose detail unfolds (hover, tap, Enter): an island of its own on this page. */
export function GuaranteeCard({ guarantee }: { guarantee: (typeof GUARANTEES)[number] }) {
  const t = useT();
  return (
    <RevealCard
      id={`guarantee-${guarantee}`}
      className="h-full p-5 shadow-card"
      title={
        <>
          <span className="flex items-center gap-3 font-display text-xl">
            <ShieldIcon className="size-6 text-gold-strong" />
            {t(`borrower.guarantees.${guarantee}.title`)}
          </span>
          <span className="mt-2 block text-sm text-muted">{t(`borrower.guarantees.${guarantee}.short`)}</span>
        </>
      }
    >
      {t(`borrower.guarantees.${guarantee}.detail`)}
    </RevealCard>
  );
}
