import { refusalsIn } from "~/server/action-error";

/** A change refused for a reason the screen can say (the route turns it into a 4xx; messages under `leads.errors`). */
export const leadRefusal = refusalsIn("leads.errors");
