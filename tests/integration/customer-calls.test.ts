import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parisInstant } from "~/server/calls/sales-call-rules";
import { customerCallLog } from "~/server/calls/sales-calls.server";
import { NO_DETAILS, saveContactDetails } from "~/server/customers/contact-details.server";
import { logCustomerCall } from "~/server/customers/customer-calls.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import type { StaffActor } from "~/server/staff/staff-actor";
import { createCustomer, createUser } from "../support/customers";
import { testDatabases } from "../support/databases";

// A Tuesday with no public holiday, at Paris times.
const at = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return parisInstant("2026-12-01", h * 60 + m);
};

describe.each(testDatabases())("calls logged from the customer's page (issue 44) on $name", (database) => {
  async function setUp(byPhone: boolean, phone: string | null = `+336${String(Date.now()).slice(-8)}`) {
    const { db } = database.handle();
    const user = await createUser(db, "adviser");
    const actor: StaffActor = { id: user.id, email: user.email, name: "Thomas Girard", ip: "203.0.113.9" };
    const customer = await createCustomer(db);
    await saveContactDetails(db, customer.id, { ...NO_DETAILS, phone, byPhone }, { kind: "customer" });
    return { db, actor, customer, phone };
  }

  it("keeps Paris calling hours for an outbound call, and logs one made within them, audited", async () => {
    const { db, actor, customer, phone } = await setUp(true);
    const call = { customerId: customer.id, outcome: "reached" as const, note: "Point annuel", legalBasis: null };
    await expect(logCustomerCall(db, actor, { ...call, callBackAt: null }, at("21:00"))).rejects.toMatchObject({
      status: 400,
      code: "callRefused_outsideHours",
    });
    await logCustomerCall(db, actor, { ...call, callBackAt: null }, at("10:30"));
    const log = await customerCallLog(db, { customerId: customer.id, leadIds: [], phone });
    expect(log.map((entry) => [entry.outcome, entry.note, entry.actorName])).toEqual([
      ["reached", "Point annuel", "Thomas Girard"],
    ]);
    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, customer.id));
    expect(audit.map((entry) => [entry.action, entry.details])).toContainEqual([
      "customer.call",
      { outcome: "reached", legalBasis: "optIn" },
    ]);
    // The first test of the file opens the database under a loaded machine.
  }, 120_000);

  it("asks for a lawful basis without the customer's consent, and answers their own call at any hour", async () => {
    const { db, actor, customer } = await setUp(false);
    const call = { customerId: customer.id, outcome: "reached" as const, note: "", callBackAt: null };
    await expect(logCustomerCall(db, actor, { ...call, legalBasis: null }, at("10:30"))).rejects.toMatchObject({
      status: 400,
      code: "legalBasisRequired",
    });
    await logCustomerCall(db, actor, { ...call, legalBasis: "inboundCall" }, at("21:30"));
  });

  it("refuses a customer without a number, and an unknown customer, with a 4xx", async () => {
    const { db, actor, customer } = await setUp(true, null);
    const call = { outcome: "reached" as const, note: "", legalBasis: null, callBackAt: null };
    await expect(logCustomerCall(db, actor, { ...call, customerId: customer.id }, at("10:30"))).rejects.toMatchObject({
      status: 400,
      code: "noPhone",
    });
    await expect(logCustomerCall(db, actor, { ...call, customerId: actor.id }, at("10:30"))).rejects.toMatchObject({
      status: 404,
    });
  });
});
