import { refusalsIn } from "~/server/action-error";

/** The payments domain's refusals: messages under `payments.errors` (every language). */
export const paymentRefusal = refusalsIn("payments.errors");
