/** The request page's sections and labels, one look for all its panels. */
export const section = "rounded-card border border-line bg-surface p-5";
export const h2 = "mb-3 font-display text-xl text-ink";
export const labelClasses = "text-sm font-semibold";
