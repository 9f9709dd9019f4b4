/** The day whose free times the slot proposal lists: a field of its form, and in the page's address when chosen without JavaScript. */
export const PROPOSE_DAY_PARAM = "jour";
