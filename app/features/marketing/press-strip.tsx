import { useT } from "~/i18n/react";

const OUTLETS = ["1", "2", "3", "4", "5"] as const;

/**
 * The press and partnerships strip, target of the header's anchor `press-partenariats`. Last on a
 * page, `flushWithFooter` lets it meet the footer without the footer's top margin.
 */
export function PressStrip({ flushWithFooter = false }: { flushWithFooter?: boolean }) {
  const t = useT();
  return (
    <section
      id="press-partenariats"
      aria-labelledby="press-title"
      data-flush-footer={flushWithFooter || undefined}
      className="scroll-mt-20 border-y border-line bg-sand"
    >
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="press-title" className="text-2xl">
          {t("pages.press.title")}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-soft">{t("pages.press.lead")}</p>
        <ul className="mt-6 flex flex-wrap items-center gap-x-10 gap-y-4">
          {OUTLETS.map((outlet) => (
            <li key={outlet} className="font-display text-lg text-ink-soft italic">
              {t(`home.press.${outlet}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
