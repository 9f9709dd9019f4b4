import { useT } from "~/i18n/react";

/** The target of the header's "Presse & partenariats" entry (anchor `press-partenariats`). */
export function PressSection() {
  const t = useT();
  return (
    <section
      id="press-partenariats"
      aria-labelledby="press-title"
      className="scroll-mt-20 border-y border-line bg-sand"
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="press-title" className="text-2xl">
          {t("pages.press.title")}
        </h2>
        <p className="mt-3 max-w-2xl text-ink-soft">{t("pages.press.lead")}</p>
      </div>
    </section>
  );
}
