import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointmentAction, loadAppointmentPage } from "~/features/customer-requests/simple-requests.server";
import "~/i18n/dictionaries.server";
import type { CustomerIdentity } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { appointmentBookings } from "~/server/db/schema/appointments";
import { customerRequests } from "~/server/db/schema/customer-requests";
import { parseEnv, resetEnvCache } from "~/server/env.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { answerOf, createCustomer } from "../support/customers";
import { testDatabases } from "../support/databases";

/** Two advisers on duty: each slot holds two appointments. */
const CAPACITY = 2;
beforeAll(() => {
  process.env.APPOINTMENT_ADVISERS_ON_DUTY = String(CAPACITY);
  resetEnvCache();
});
afterAll(() => {
  delete process.env.APPOINTMENT_ADVISERS_ON_DUTY;
  resetEnvCache();
});

// Monday 23 November 2026, 10:10 in Paris; the slots booked are on the days after.
const NOW = new Date("2026-11-23T09:10:00Z");

async function customer(db: Database): Promise<CustomerIdentity> {
  const person = await createCustomer(db);
  return { id: person.id, email: person.email, name: "Prise Rendez-vous", role: "customer" };
}

function book(db: Database, who: CustomerIdentity, date: string, time: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    _token: issueFormToken(),
    motif: "Bilan",
    date,
    time,
    channel: "phone",
  }))
    form.append(name, value);
  const request = new Request("http://localhost/espace-client/rendez-vous", { method: "POST", body: form });
  return appointmentAction(db, request, who, "fr", NOW).then((result) =>
    answerOf<{ notice: string; errors: Record<string, string> }>(result),
  );
}

describe.each(testDatabases())("appointment slots on $name (issue 27, item 8)", ({ handle }) => {
  it("holds one appointment per adviser on duty, even when customers book at the same moment", async () => {
    const db = handle().db;
    const people = await Promise.all(Array.from({ length: 8 }, () => customer(db)));
    const answers = await Promise.all(people.map((who) => book(db, who, "2026-11-24", "14:00")));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 302)).toHaveLength(CAPACITY);
    expect(statuses.filter((status) => status === 409)).toHaveLength(people.length - CAPACITY);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.data?.notice).toBe("requests.appointment.errors.full");
    expect(refused?.data?.errors.time).toBe("requests.appointment.errors.full");
    const stored = await db.select().from(customerRequests).where(eq(customerRequests.kind, "appointment"));
    const inSlot = stored.filter((row) => row.details.date === "2026-11-24" && row.details.time === "14:00");
    expect(inSlot).toHaveLength(CAPACITY);
  });

  it("gives a customer one appointment per slot: a second request is a clear 409, four at once make one", async () => {
    const db = handle().db;
    const who = await customer(db);
    expect((await book(db, who, "2026-11-25", "10:00")).status).toBe(302);
    const again = await book(db, who, "2026-11-25", "10:00");
    expect(again.status).toBe(409);
    expect(again.data?.notice).toBe("requests.appointment.errors.alreadyBooked");
    const other = await customer(db);
    const four = await Promise.all([1, 2, 3, 4].map(() => book(db, other, "2026-11-25", "10:30")));
    expect(four.map((answer) => answer.status).sort()).toEqual([302, 409, 409, 409]);
    expect(
      await db.select().from(appointmentBookings).where(eq(appointmentBookings.customerId, other.id)),
    ).toHaveLength(1);
  });

  it("does not offer a full slot, nor one the customer already has", async () => {
    const db = handle().db;
    const [first, second, third] = [await customer(db), await customer(db), await customer(db)];
    expect((await book(db, first, "2026-11-26", "09:00")).status).toBe(302);
    const timesOn = async (who: CustomerIdentity, day: string) => {
      const page = await loadAppointmentPage(db, who, new URL("http://x/espace-client/rendez-vous"), "fr", NOW);
      return page.slots.find((slot) => slot.day === day)?.times ?? [];
    };
    expect(await timesOn(first, "2026-11-26")).not.toContain("09:00");
    expect(await timesOn(third, "2026-11-26")).toContain("09:00");
    expect((await book(db, second, "2026-11-26", "09:00")).status).toBe(302);
    expect(await timesOn(third, "2026-11-26")).not.toContain("09:00");
    expect(await timesOn(third, "2026-11-26")).toContain("09:30");
  });
});

describe("APPOINTMENT_ADVISERS_ON_DUTY", () => {
  it("defaults to one (each slot exclusive) and refuses what is not a count of advisers", () => {
    expect(parseEnv({}).APPOINTMENT_ADVISERS_ON_DUTY).toBe(1);
    expect(parseEnv({ APPOINTMENT_ADVISERS_ON_DUTY: "3" }).APPOINTMENT_ADVISERS_ON_DUTY).toBe(3);
    for (const bad of ["0", "-1", "1.5", "many", "1000"])
      expect(() => parseEnv({ APPOINTMENT_ADVISERS_ON_DUTY: bad }), bad).toThrow(/APPOINTMENT_ADVISERS_ON_DUTY/);
  });
});
