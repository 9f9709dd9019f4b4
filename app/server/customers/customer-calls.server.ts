import { and, eq } from "drizzle-orm";
import { refusalsIn } from "~/server/action-error";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { recordSalesCall, type SalesCallOutcome } from "~/server/calls/sales-calls.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { customerContactDetails } from "~/server/db/schema/customers";
import { leadRefusal } from "~/server/leads/lead-action-error";
import type { LegalBasis } from "~/server/leads/lead-pipeline";
import { NOTE_MAX } from "~/server/leads/lead-pipeline";
import type { StaffActor } from "~/server/staff/staff-actor";

const customerRefusal = refusalsIn("customers-admin.errors");

/**
 * A call to a customer, logged from their page (issue 44): checked by the same calling rules as
 * a lead's (Paris hours, holidays, 4 in 30 days, 60 days after a refusal; an answer to their own
 * call is not counted), against their number across every lead and account. The customer's
 * "contact by phone" choice is their consent; without it staff name the lawful basis (a
 * contract in force, their call-back request, their own call). `now` decides the hours.
 */
export async function logCustomerCall(
  db: Database,
  actor: StaffActor,
  input: {
    customerId: string;
    outcome: SalesCallOutcome;
    note: string;
    legalBasis: LegalBasis | null;
    callBackAt: Date | null;
  },
  now = new Date(),
) {
  const note = input.note.trim();
  if (note.length > NOTE_MAX) throw leadRefusal(400, "noteTooLong");
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: users.id, phone: customerContactDetails.phone, byPhone: customerContactDetails.byPhone })
      .from(users)
      .leftJoin(customerContactDetails, eq(customerContactDetails.userId, users.id))
      .where(and(eq(users.id, input.customerId), eq(users.role, "customer")));
    if (!customer) throw customerRefusal(404, "notFound");
    if (!customer.phone) throw customerRefusal(400, "noPhone");
    const basis = input.legalBasis ?? (customer.byPhone ? "optIn" : null);
    if (!basis) throw leadRefusal(400, "legalBasisRequired");
    await recordSalesCall(
      tx,
      actor,
      {
        phone: customer.phone,
        customerId: customer.id,
        outcome: input.outcome,
        callBackAt: input.callBackAt,
        legalBasis: basis,
        consent: true,
        inbound: basis === "inboundCall",
        note,
      },
      now,
    );
    await recordStaffAction(tx, actor, {
      action: "customer.call",
      target: { type: "customer", id: customer.id },
      details: { outcome: input.outcome, legalBasis: basis },
    });
  });
}
