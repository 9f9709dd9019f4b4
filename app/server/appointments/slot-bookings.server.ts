import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { Database, Transaction as Tx } from "~/server/db/client.server";
import { appointmentBookings } from "~/server/db/schema/appointments";

/** The slot cannot be booked: every adviser on duty is taken, or this customer has it already. */
export class SlotRefused extends Error {
  readonly reason: "full" | "alreadyBooked";
  constructor(reason: SlotRefused["reason"]) {
    super(`slot refused: ${reason}`);
    this.name = "SlotRefused";
    this.reason = reason;
  }
}

export type SlotBooking = { requestId: string; customerId: string; slotStart: Date };

/**
 * Takes a seat in a slot, inside the caller's transaction (the request's own), or throws
 * SlotRefused. Bookings of one slot wait for each other on a transaction-scoped advisory lock,
 * so the count each one reads includes every seat committed before it: of N concurrent
 * bookings, exactly `capacity` succeed, on PostgreSQL as on PGlite.
 */
export async function bookSlot(tx: Tx, booking: SlotBooking, capacity: number) {
  const slot = booking.slotStart;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`appointment-slot:${slot.toISOString()}`}))`);
  const seats = await tx
    .select({ customerId: appointmentBookings.customerId })
    .from(appointmentBookings)
    .where(eq(appointmentBookings.slotStart, slot));
  if (seats.some((seat) => seat.customerId === booking.customerId)) throw new SlotRefused("alreadyBooked");
  if (seats.length >= capacity) throw new SlotRefused("full");
  await tx.insert(appointmentBookings).values(booking);
}

/**
 * The slots between two instants that cannot be offered to this customer: full, or already
 * theirs. Keys are the slots' start instants in milliseconds.
 */
export async function unavailableSlots(db: Database, customerId: string, from: Date, to: Date, capacity: number) {
  const rows = await db
    .select({
      slotStart: appointmentBookings.slotStart,
      taken: count(),
      mine: sql<number>`count(*) filter (where ${appointmentBookings.customerId} = ${customerId})`.mapWith(Number),
    })
    .from(appointmentBookings)
    .where(and(gte(appointmentBookings.slotStart, from), lt(appointmentBookings.slotStart, to)))
    .groupBy(appointmentBookings.slotStart);
  return new Set(rows.filter((row) => row.taken >= capacity || row.mine > 0).map((row) => row.slotStart.getTime()));
}
