import type { CustomerRequestKind } from "~/server/db/schema/customer-requests";
import { appointmentHandling } from "./appointment.server";
import { cancellationHandling } from "./cancellation.server";
import { claimHandling } from "./claim.server";
import { complaintHandling } from "./complaint.server";
import { documentHandling } from "./document.server";
import { messageHandling } from "./message.server";
import type { RequestKindHandling } from "./request-kind.server";

/**
 * Every kind's server side (issue 40): its announcements, its own handling's view, and what
 * closing it does. A kind missing here fails the typecheck; its browser-safe half is `registry.ts`.
 */
export const REQUEST_KIND_HANDLING: Record<CustomerRequestKind, RequestKindHandling> = {
  cancellation: cancellationHandling,
  document: documentHandling,
  appointment: appointmentHandling,
  claim: claimHandling,
  message: messageHandling,
  complaint: complaintHandling,
} satisfies Record<CustomerRequestKind, RequestKindHandling>;
