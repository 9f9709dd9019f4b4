import { applicationLeadKind } from "~/features/careers/application-lead-kind";
import { callbackLeadKind } from "~/features/chat/callback-lead-kind";
import { QUOTE_LEAD_KINDS } from "~/features/quote/quote-lead-kind";
import { leadKindRegistry } from "~/server/leads/lead-kind";

/**
 * Every kind of request the public site takes, each defined by the feature that takes it: the
 * seven quote products, the concierge's callback request and the spontaneous application. The
 * back office names and describes any lead from here (answers in words, in the reader's
 * language), without knowing the features. Like root.tsx and routes.ts, this file composes
 * features; nothing under features/ or server/ imports it.
 */
export const LEAD_KINDS = leadKindRegistry([...QUOTE_LEAD_KINDS, callbackLeadKind, applicationLeadKind]);
