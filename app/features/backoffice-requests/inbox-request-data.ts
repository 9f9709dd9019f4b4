import type { SlotDay } from "~/server/customer-requests/appointment-slots.server";
import type { KindView } from "~/server/customer-requests/kind-view.server";
import type { RequestClock } from "~/server/customer-requests/request-clock";
import type { SummaryRow } from "~/server/customer-requests/request-summary";
import type { ThreadEntry } from "~/server/customer-requests/request-thread.server";
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
  /** `id` is the account's, for the link to the customer's page; null without an account. */
  customer: { id: string | null; name: string; email: string; memberSince: string | null; account: boolean };
  contract: { reference: string; product: string; insurer: string; status: string } | null;
  /** The thread as the customer-requests domain reads it, its files' sizes in words. */
  entries: Array<Omit<ThreadEntry, "files"> & { files: FileView[] }>;
  nextStatuses: CustomerRequestStatus[];
  staff: Array<{ id: string; name: string }>;
  handling: KindView;
  proposable: SlotDay[];
  proposeDay: string | null;
};
