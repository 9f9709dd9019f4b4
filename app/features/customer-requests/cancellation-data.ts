import type { CancellationReason, RequestFailure } from "~/server/customer-requests/request-forms";
import type { CancellationDetails } from "~/server/customer-requests/request-summary";

export type CancellationPageData = {
  /** The contract's terms; null on the public entry, where nothing is said of any contract before it is matched. */
  terms: {
    reference: string;
    product: string;
    insurer: string;
    formula: string | null;
    status: string;
    monthlyPremiumCents: number;
    startDate: string;
    anniversary: string;
    earliest: string;
    atAnniversary: string;
    /** The line's rights (keys of requests.cancel.rights), its consequence, and the reasons offered. */
    rights: string[];
    consequence: string;
    reasons: CancellationReason[];
  } | null;
  /** The public entry (no account): the earliest effect date any contract allows, and when its request was taken. */
  open?: {
    earliest: string;
    /** Written by the loader: a public page creates no date formatter while it hydrates. */
    earliestText: string;
    sentAtText: string | null;
  };
  step: "info" | "form" | "done";
  /** The request already asking to cancel this contract, when it is "en cours de résiliation". */
  pending: { reference: string; effectDate: string | null } | null;
  receipt: { reference: string; createdAt: string; details: CancellationDetails } | null;
  prefill: { name: string; email: string };
  formToken: string;
};

export type CancellationActionData =
  | RequestFailure
  | { ok: false; step: "form"; notice: string; errors: Record<string, string>; values: Record<string, string> }
  | { ok: true; step: "summary"; values: Record<string, string>; effectDate: string | null };
