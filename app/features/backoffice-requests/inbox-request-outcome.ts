import { isKindIntent } from "~/server/customer-requests/kinds/registry";
import type { InboxActionResult } from "./inbox-actions.server";

/** Complaints' and the kinds' own intents and refusals speak from their namespaces; the rest from the inbox's. */
const COMPLAINT_WORDS = new Set([
  "acknowledge",
  "outcomeRequired",
  "complaintNeedsAnswer",
  "notComplaint",
  "alreadyAcknowledged",
]);
/** The words for an action's outcome: its notice, or its refusal's message. */
export function resultKey(result: InboxActionResult) {
  const word = result.ok ? result.intent : result.error;
  const group = result.ok ? "notices" : "errors";
  if (COMPLAINT_WORDS.has(word)) return `complaints.${group}.${word}`;
  if (result.ok && isKindIntent(word)) return `handling.notices.${word}`;
  if (!result.ok && (word.startsWith("handling.") || word.startsWith("requests."))) return word;
  return `inbox.${group}.${word}`;
}

/** The field a refusal is about (its error summary's link), or none for the page's own troubles. */
export function problemField(intent: string, error: string) {
  if (intent === "answer")
    return error === "outcomeRequired"
      ? "answer-outcome"
      : error.startsWith("requests.") || error === "tooManyFiles"
        ? "answer-files"
        : "answer-text";
  if (intent === "note") return "note-text";
  if (intent === "status")
    return error.startsWith("reason") ? "status-reason" : error === "transition" ? "status" : null;
  if (intent === "assign") return error === "unknownAssignee" ? "assignee" : null;
  return null;
}

export type Problem = { field: string; message: string } | undefined;
export const errorOf = (problem: Problem, field: string) => (problem?.field === field ? problem.message : undefined);
