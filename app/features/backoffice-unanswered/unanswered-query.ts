/** The page's filters in the address, shared by its loader and its form. */
export const PERIOD_PARAMS = { since: "depuis", until: "jusqua", lang: "langue" } as const;
