import type { ReactNode } from "react";

/** A link inside a legal page's text (the notice, the accessibility statement). */
export const legalLinkClasses = "font-semibold text-gold-strong underline underline-offset-4 hover:text-ink";

/** One titled section of a legal page; its id is the anchor the page's contents link to. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-title`} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
