import { CONTRACT_STATUSES } from "~/server/contracts/contract-types";

/** How many people a health contract's form lists (a family): shared by the screen and the form's reader. */
export const PEOPLE_ROWS = 6;
export const RELATIONS = ["holder", "spouse", "child", "other"] as const;
/** The rows' field names, fixed: a row is a place in the form, not an item that moves. */
export const PEOPLE_ROW_IDS = Array.from({ length: PEOPLE_ROWS }, (_, row) => `person${row}`);

/** The statuses staff may give a contract typed by hand: "pending" is an offer's contract waiting to start. */
export const MANUAL_STATUSES = CONTRACT_STATUSES.filter((status) => status !== "pending");
