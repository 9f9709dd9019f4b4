import type { Lang } from "~/i18n/config";
import type { Translate } from "~/i18n/translate";
import type { RequestStage } from "~/server/db/schema/request-kinds";

export type SummaryRow = { label: string; value: string };

/** What a kind's summary reads with: the reader's words and language. */
export type SummaryContext = {
  t: Translate;
  lang: Lang;
  /** A `requests.summary.*` label. */
  k: (key: string, params?: Record<string, string>) => string;
  /** The reader lists the request's files itself: no row about them. */
  filesListed: boolean;
};

/**
 * The "Fichiers joints" row of a summary: only where the reader does not list the files itself,
 * and never "0" (issue 46 item 14: "Fichiers joints 0", or "1" above the list of that one file).
 */
export function fileCountRows(count: number, { k, filesListed }: Pick<SummaryContext, "k" | "filesListed">) {
  return filesListed || !(count > 0) ? [] : [{ label: k("files"), value: String(count) }];
}

/**
 * How long customer service takes to answer, in working days from the day the request arrives
 * or in calendar months (a complaint, on the regulator's clock); some kinds must also be
 * acknowledged sooner.
 */
export type RequestKindClock = {
  answer: { workingDays: number } | { months: number };
  acknowledge?: { workingDays: number };
};

/**
 * One kind of customer request as every screen and service reads it (issue 40): what is safe in
 * the browser too. Its server side (announcements, handling, staff intents' work) is its
 * `<kind>.server.ts`, held by `registry.server.ts`.
 */
/** A kind with no handling of its own beyond the inbox's answer and status (a message, a complaint). */
export const NO_OWN_STEPS = { staffIntents: [], staffSteps: [], closingSteps: [], customerSteps: [] } as const;

export type RequestKindDefinition = {
  /** The reference's three capital letters (`RES-7KQ2M9XA`), its own among the kinds, quoted in e-mails. */
  prefix: string;
  clock: RequestKindClock;
  /** Where a request of this kind stands before staff move it (a claim is "déclaré"). */
  initialStage: RequestStage | null;
  /** The rows that describe a request to its reader (history, thread, inbox, e-mails). */
  summary: (details: Record<string, unknown>, context: SummaryContext) => SummaryRow[];
  /** The request page's forms proper to this kind (their words are `handling.notices.<intent>`). */
  staffIntents: readonly string[];
  /** Steps staff take (news for the customer: `handling.emails.<step>`), those that close it, and the customer's own. */
  staffSteps: readonly string[];
  closingSteps: readonly string[];
  customerSteps: readonly string[];
};
