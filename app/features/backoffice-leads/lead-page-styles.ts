/** The lead page's sections share one look: a card, its heading, its form labels. */
export const sectionClasses = "rounded-card border border-line bg-surface p-5";
export const h2 = "mb-3 font-display text-lg text-ink";
export const labelClasses = "text-sm font-semibold";
