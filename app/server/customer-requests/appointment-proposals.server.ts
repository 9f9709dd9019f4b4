import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { appointmentBookings } from "~/server/db/schema/appointments";
import { customerRequests } from "~/server/db/schema/customer-requests";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { bookingOf, confirmBooking } from "./appointment-calendar.server";
import { checkSlot, parisInstant } from "./appointment-slots.server";
import { recordRequestEvent } from "./request-events.server";
import { expectOpenOfKind, lockCustomersRequest, lockRequest, requestRefusal } from "./request-records.server";
import { setStatus } from "./request-status.server";
import { recordCustomerStep, recordStaffStep, setStage, tellCustomer } from "./request-steps.server";

/*
 * An appointment's steps that are more than a status (issue 24): another slot offered by staff,
 * and the customer's answer to it. Its confirmation and its cancellation ride on the inbox's
 * "traitée" / "refusée" (request-status.server.ts, kinds/appointment.server.ts).
 */

/**
 * Staff offer another slot than the one the customer chose, within opening hours (the booking
 * form's own rules); the customer accepts or declines it in their area. Their seat stays where it
 * is until they accept.
 */
export async function proposeAppointmentSlot(
  db: Database,
  actor: StaffActor,
  input: { requestId: string; version: number; day: string; time: string; capacity: number },
  site: SiteConfig,
  now = new Date(),
) {
  const slot = checkSlot(input.day, input.time, site.openingHours, now);
  if (slot !== "ok") throw requestRefusal(400, `handling.errors.slot.${slot}`);
  const start = parisInstant(input.day, input.time);
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId, input.version);
    expectOpenOfKind(request, "appointment");
    const booking = await bookingOf(tx, request.id);
    if (!booking) throw requestRefusal(409, "transition");
    if (booking.slotStart.getTime() === start.getTime()) throw requestRefusal(400, "handling.errors.sameSlot");
    // A slot every adviser on duty already holds cannot be offered (the customer could not take it).
    const seats = await tx
      .select({ customerId: appointmentBookings.customerId })
      .from(appointmentBookings)
      .where(eq(appointmentBookings.slotStart, start));
    if (seats.length >= input.capacity || seats.some((seat) => seat.customerId === request.customerId)) {
      throw requestRefusal(409, "handling.errors.slotFull");
    }
    await tx
      .update(appointmentBookings)
      .set({ proposedStart: start })
      .where(eq(appointmentBookings.requestId, request.id));
    if (request.status === "sent") await setStatus(tx, actor, request, "in_progress", null, now);
    await setStage(tx, request.id, "proposed", now);
    await recordStaffStep(
      tx,
      actor,
      request,
      "appointmentProposed",
      { slot: start.toISOString(), previous: booking.proposedStart?.toISOString() ?? null },
      now,
    );
    await tellCustomer(tx, request, "appointmentProposed", site, now);
  });
}

/**
 * The customer's answer to a proposed slot. Accepted, their seat moves there (if the slot is still
 * free), the appointment is confirmed and a new invitation replaces the old one; declined, the
 * proposal is withdrawn and staff see the request unread.
 */
export async function answerAppointmentProposal(
  db: Database,
  customerId: string,
  input: { reference: string; accept: boolean; capacity: number },
  site: SiteConfig,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const request = await lockCustomersRequest(tx, customerId, input.reference);
    const booking = request.kind === "appointment" ? await bookingOf(tx, request.id) : null;
    if (!booking?.proposedStart || request.status === "done" || request.status === "refused") {
      throw requestRefusal(409, "handling.errors.noProposal");
    }
    const slot = booking.proposedStart;
    if (!input.accept) {
      await tx
        .update(appointmentBookings)
        .set({ proposedStart: null })
        .where(eq(appointmentBookings.requestId, request.id));
      await setStage(tx, request.id, "declined", now);
      await recordCustomerStep(tx, request, "appointmentDeclined", { slot: slot.toISOString() }, now);
      return;
    }
    if (slot <= now) throw requestRefusal(409, "handling.errors.slotPast");
    const taken = await tx
      .select({ customerId: appointmentBookings.customerId })
      .from(appointmentBookings)
      .where(and(eq(appointmentBookings.slotStart, slot), ne(appointmentBookings.requestId, request.id)));
    if (taken.length >= input.capacity || taken.some((seat) => seat.customerId === customerId)) {
      throw requestRefusal(409, "handling.errors.slotTaken");
    }
    const calendar = await confirmBooking(tx, request, slot, site, now);
    await setStage(tx, request.id, "confirmed", now);
    await recordCustomerStep(tx, request, "appointmentAccepted", { slot: slot.toISOString() }, now);
    // Accepting the slot staff offered settles the request: nothing is left for staff to do.
    await recordRequestEvent(tx, request.id, { kind: "status", details: { from: request.status, to: "done" } }, now);
    await tx
      .update(customerRequests)
      .set({ status: "done", closedAt: now, staffActivityAt: now })
      .where(eq(customerRequests.id, request.id));
    await tellCustomer(tx, request, "appointmentConfirmed", site, now, calendar ? [calendar] : undefined);
  });
}
