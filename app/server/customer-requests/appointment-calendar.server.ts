import { eq, sql } from "drizzle-orm";
import { createEvent } from "ics";
import { DEFAULT_LANG, isLang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import type { Database } from "~/server/db/client.server";
import { appointmentBookings } from "~/server/db/schema/appointments";
import { users } from "~/server/db/schema/auth";
import { customerRequests } from "~/server/db/schema/customer-requests";
import type { EmailAttachment } from "~/server/outbox/email.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { Tx } from "./request-steps.server";
import type { AppointmentDetails } from "./request-summary";

/** Appointments are booked from the area: a customer always (null only types a public complaint). */
type AppointmentRequest = { id: string; customerId: string | null; lang: string; details: Record<string, unknown> };

/**
 * The appointment as a calendar file (RFC 5545) under the UID of the invitation sent at booking
 * (request-announcements): a calendar replaces the event it holds when SEQUENCE grows, and
 * removes it on METHOD:CANCEL.
 */
export function appointmentCalendar(input: {
  requestId: string;
  start: Date;
  details: AppointmentDetails;
  sequence: number;
  method: "REQUEST" | "CANCEL";
  customer: { name: string; email: string };
  site: SiteConfig;
  lang: string;
}): EmailAttachment {
  const t = createTranslator(isLang(input.lang) ? input.lang : DEFAULT_LANG);
  const { details, site } = input;
  const { error, value } = createEvent({
    uid: `${input.requestId}@${new URL(site.siteUrl).hostname}`,
    sequence: input.sequence,
    start: input.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: details.durationMinutes },
    title: t("requests.emails.invitationTitle", { brand: site.brandName }),
    description: `${t(`requests.appointment.channels.${details.channel}`)} — ${details.motif}`,
    location: details.channel === "office" ? (site.address ?? site.brandName) : undefined,
    status: input.method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    method: input.method,
    organizer: { name: site.brandName, email: site.contactEmail },
    attendees: [{ name: input.customer.name, email: input.customer.email, rsvp: false, role: "REQ-PARTICIPANT" }],
    productId: "maison-courtage/requests",
  });
  if (error || !value) throw error ?? new Error("could not build the calendar file");
  return {
    filename: input.method === "CANCEL" ? "rendez-vous-annule.ics" : "rendez-vous.ics",
    contentType: `text/calendar; charset=utf-8; method=${input.method}`,
    content: value,
  };
}

async function customerOf(tx: Tx, customerId: string | null) {
  const [customer] = customerId
    ? await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, customerId))
    : [];
  return customer ?? { name: "", email: "" };
}

/**
 * The appointment's time is (again) confirmed: the seat moves to `start` if it changed, the
 * invitation's sequence grows, and the new calendar file comes back for the e-mail.
 */
export async function confirmBooking(tx: Tx, request: AppointmentRequest, start: Date, site: SiteConfig, now: Date) {
  const [booking] = await tx
    .update(appointmentBookings)
    .set({
      slotStart: start,
      proposedStart: null,
      confirmedAt: now,
      sequence: sql`${appointmentBookings.sequence} + 1`,
    })
    .where(eq(appointmentBookings.requestId, request.id))
    .returning({ sequence: appointmentBookings.sequence });
  if (!booking) return null;
  return appointmentCalendar({
    requestId: request.id,
    start,
    details: request.details as AppointmentDetails,
    sequence: booking.sequence,
    method: "REQUEST",
    customer: await customerOf(tx, request.customerId),
    site,
    lang: request.lang,
  });
}

/** The appointment will not take place: its seat is freed and the cancelling calendar file comes back. */
export async function cancelBooking(tx: Tx, request: AppointmentRequest, site: SiteConfig) {
  const [booking] = await tx
    .delete(appointmentBookings)
    .where(eq(appointmentBookings.requestId, request.id))
    .returning({ slotStart: appointmentBookings.slotStart, sequence: appointmentBookings.sequence });
  if (!booking) return null;
  return appointmentCalendar({
    requestId: request.id,
    start: booking.slotStart,
    details: request.details as AppointmentDetails,
    sequence: booking.sequence + 1,
    method: "CANCEL",
    customer: await customerOf(tx, request.customerId),
    site,
    lang: request.lang,
  });
}

export async function bookingOf(tx: Tx | Database, requestId: string) {
  const [booking] = await tx.select().from(appointmentBookings).where(eq(appointmentBookings.requestId, requestId));
  return booking ?? null;
}

/** What an appointment e-mail states (issue 46): when, for how long, how or where. */
export type AppointmentFacts = { start: Date; durationMinutes: number; channel: string };

/**
 * The confirmed slot (or, for a proposal, the one offered) with the request's channel and length,
 * for the e-mail that tells the customer; null when the booking is gone.
 */
export async function appointmentFacts(tx: Tx, requestId: string, which: "confirmed" | "proposed") {
  const [row] = await tx
    .select({
      slotStart: appointmentBookings.slotStart,
      proposedStart: appointmentBookings.proposedStart,
      details: customerRequests.details,
    })
    .from(appointmentBookings)
    .innerJoin(customerRequests, eq(customerRequests.id, appointmentBookings.requestId))
    .where(eq(appointmentBookings.requestId, requestId));
  const start = which === "proposed" ? row?.proposedStart : row?.slotStart;
  if (!row || !start) return null;
  const details = row.details as Partial<AppointmentDetails>;
  return {
    start,
    durationMinutes: Number(details.durationMinutes) || 0,
    channel: String(details.channel ?? ""),
  } satisfies AppointmentFacts;
}
