import type { SlotDay } from "~/server/customer-requests/appointment-slots.server";
import type { KindView } from "~/server/customer-requests/kind-view.server";
import type { RequestClock } from "~/server/customer-requests/request-clock";
import type { SummaryRow } from "~/server/customer-requests/request-summary";
import type {
  ComplaintOutcome,
  CustomerRequestKind,
  CustomerRequestStatus,
  RequestChannel,
} from "~/server/db/schema/customer-requests";

export type FileView = { id: string; fileName: string; size: string };

export type InboxRequestData = {
  request: {
    id: string;
    reference: string;
    kind: CustomerRequestKind;
    status: CustomerRequestStatus;
    version: number;
    refusalReason: string | null;
    createdAt: string;
    dueAt: string | null;
    assignedTo: string | null;
    clock: RequestClock;
    channel: RequestChannel;
    acknowledgeClock: RequestClock | null;
    acknowledgeDueAt: string | null;
    acknowledgedAt: string | null;
    outcome: ComplaintOutcome | null;
    summary: SummaryRow[];
    files: FileView[];
  };
  customer: { name: string; email: string; memberSince: string | null; account: boolean };
  contract: { reference: string; product: string; insurer: string; status: string } | null;
  entries: Array<{
    id: string;
    at: string;
    kind: "status" | "assignment" | "note" | "answer" | "reply" | "step";
    actorName: string | null;
    text: string | null;
    details: Record<string, unknown>;
    files: FileView[];
  }>;
  nextStatuses: CustomerRequestStatus[];
  staff: Array<{ id: string; name: string }>;
  handling: KindView;
  proposable: SlotDay[];
};
