import type { CustomerRequestKind } from "~/server/db/schema/customer-requests";
import { appointmentKind } from "./appointment";
import { cancellationKind } from "./cancellation";
import { claimKind } from "./claim";
import { complaintKind } from "./complaint";
import { documentKind } from "./document";
import { messageKind } from "./message";
import type { RequestKindDefinition } from "./request-kind";

/**
 * Every kind of customer request, one module each (issue 40): the screens and services read a
 * kind's reference prefix, clock, summary, steps and staff intents from here instead of
 * branching on the kind. A kind added to CUSTOMER_REQUEST_KINDS and missing here (or in
 * `registry.server.ts`) fails the typecheck. Safe in the browser; the server side is
 * `registry.server.ts`.
 */
export const REQUEST_KINDS = {
  cancellation: cancellationKind,
  document: documentKind,
  appointment: appointmentKind,
  claim: claimKind,
  message: messageKind,
  complaint: complaintKind,
} as const satisfies Record<CustomerRequestKind, RequestKindDefinition>;

type Kinds = typeof REQUEST_KINDS;
/** The request page's forms proper to kind K. */
export type StaffIntentOf<K extends CustomerRequestKind> = Kinds[K]["staffIntents"][number];
export type KindIntent = StaffIntentOf<CustomerRequestKind>;
export type StaffStep = Kinds[CustomerRequestKind]["staffSteps"][number];
export type CustomerStep = Kinds[CustomerRequestKind]["customerSteps"][number];

const all = <T>(pick: (kind: RequestKindDefinition) => readonly T[]) =>
  Object.values(REQUEST_KINDS as Record<CustomerRequestKind, RequestKindDefinition>).flatMap(pick);

export const KIND_INTENTS = all((kind) => kind.staffIntents) as readonly KindIntent[];
export const STAFF_STEPS = all((kind) => kind.staffSteps) as readonly StaffStep[];
export const CUSTOMER_STEPS = all((kind) => kind.customerSteps) as readonly CustomerStep[];
export const CLOSING_STEPS = all((kind) => kind.closingSteps) as readonly StaffStep[];

export const isKindIntent = (intent: string): intent is KindIntent =>
  (KIND_INTENTS as readonly string[]).includes(intent);

export function requestKind(kind: CustomerRequestKind): RequestKindDefinition {
  return REQUEST_KINDS[kind];
}
