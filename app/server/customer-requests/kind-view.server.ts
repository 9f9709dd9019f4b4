import { eq } from "drizzle-orm";
import { unavailableSlots } from "~/server/appointments/slot-bookings.server";
import type { Database } from "~/server/db/client.server";
import type { CustomerRequestKind } from "~/server/db/schema/customer-requests";
import { customerRequestStages, type RequestStage } from "~/server/db/schema/request-kinds";
import type { SiteConfig } from "~/server/site-config.server";
import { availableSlots, parisInstant, type SlotDay } from "./appointment-slots.server";
import { REQUEST_KINDS } from "./kinds/registry";
import { REQUEST_KIND_HANDLING } from "./kinds/registry.server";

export type ClaimPieceView = {
  id: string;
  name: string;
  state: "requested" | "received" | "accepted" | "rejected";
  reason: string | null;
  fileId: string | null;
};

/** What each kind's own handling shows (issue 24), for staff and, without the slot list, for the customer. */
export type KindView = {
  stage: RequestStage | null;
  paidCents: number | null;
  cancellation?: { receivedAt: string; effectDate: string };
  appointment?: { slot: string; proposed: string | null; confirmedAt: string | null };
  pieces?: ClaimPieceView[];
};

export async function loadKindView(
  db: Database,
  request: { id: string; kind: CustomerRequestKind; createdAt: Date; details: Record<string, unknown> },
): Promise<KindView> {
  const [stage] = await db.select().from(customerRequestStages).where(eq(customerRequestStages.requestId, request.id));
  const own = (await REQUEST_KIND_HANDLING[request.kind].loadView?.(db, request)) ?? {};
  // A request staff have not moved yet stands where its kind starts (a claim is "déclaré").
  return {
    stage: stage?.stage ?? REQUEST_KINDS[request.kind].initialStage,
    paidCents: stage?.paidCents ?? null,
    ...own,
  };
}

/**
 * The slots a customer may take, as the booking form offers them and as staff may propose one
 * instead (issue 46: staff saw every slot, the full ones too): opening hours, holidays, the
 * horizon, less those already full (`capacity` advisers on duty) or already the customer's.
 */
export async function freeSlots(
  db: Database,
  site: SiteConfig,
  customerId: string,
  capacity: number,
  now = new Date(),
): Promise<SlotDay[]> {
  const offered = availableSlots(site.openingHours, now);
  const last = offered.at(-1);
  if (!last) return [];
  const taken = await unavailableSlots(db, customerId, now, parisInstant(last.day, "23:59"), capacity);
  return offered
    .map(({ day, times }) => ({ day, times: times.filter((time) => !taken.has(parisInstant(day, time).getTime())) }))
    .filter((day) => day.times.length > 0);
}

/** The same for the customer's page (its request as the thread loads it, dates as text). */
export function loadCustomerKindView(
  db: Database,
  request: { id: string; kind: CustomerRequestKind; createdAt: string; details: Record<string, unknown> },
) {
  return loadKindView(db, { ...request, createdAt: new Date(request.createdAt) });
}
