/** How many people a health contract's form lists (a family): shared by the screen and the form's reader. */
export const PEOPLE_ROWS = 6;
export const RELATIONS = ["holder", "spouse", "child", "other"] as const;
/** The rows' field names, fixed: a row is a place in the form, not an item that moves. */
export const PEOPLE_ROW_IDS = Array.from({ length: PEOPLE_ROWS }, (_, row) => `person${row}`);
