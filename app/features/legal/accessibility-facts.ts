/**
 * The accessibility statement's facts: the date it was last drawn up (a real date, never
 * "today": update it with every change to accessibility.json or to what the suite checks) and the
 * order of its lists, whose texts are keys of accessibility.json.
 */
export const STATEMENT_DATE = "2026-11-28";

export const COVERED = ["contrast", "alt", "labels", "structure", "aria", "lang", "keyboard"] as const;
export const NOT_COVERED = ["meaning", "order", "screenReaders", "zoom", "documents"] as const;
export const KNOWN_EXCEPTIONS = ["pdf", "chart", "audit"] as const;
export const PLAN_YEARS = ["y2026", "y2027", "y2028"] as const;

/** The Défenseur des droits' addresses for a complaint about accessibility (the RGAA's model statement). */
export const DEFENSEUR_FORM = "https://formulaire.defenseurdesdroits.fr/";
export const DEFENSEUR_DELEGATES = "https://www.defenseurdesdroits.fr/carte-des-delegues";
