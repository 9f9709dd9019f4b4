import { eq } from "drizzle-orm";
import { DEMO_CALL_LEAD, DEMO_CALLS } from "~/demo/demo-calls";
import { SITE_PATHS } from "~/paths/site";
import { addDays, parisToday } from "~/server/contracts/contract-dates";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { leads } from "~/server/db/schema/leads";
import { salesCalls } from "~/server/db/schema/sales-calls";
import { isWorkingDay } from "~/server/working-days";
import { parisInstant } from "./sales-call-rules";
import { personOf } from "./sales-calls.server";

const atParis = (day: string, time: string) =>
  parisInstant(day, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)));

function workingDayBefore(day: string, count: number) {
  let current = day;
  for (let left = count; left > 0; ) {
    current = addDays(current, -1);
    if (isWorkingDay(current)) left--;
  }
  return current;
}

/**
 * The demo prospect and their call log, so that a newcomer sees the calling rules at work on the
 * lead page: reset on every seed, dated from today (working days only, inside the windows).
 */
export async function seedDemoCalls(db: Database, adviserEmail: string, now = new Date()) {
  const today = parisToday(now);
  const [adviser] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, adviserEmail));
  await db.delete(leads).where(eq(leads.reference, DEMO_CALL_LEAD.reference));
  const consentAt = atParis(workingDayBefore(today, 8), "09:12").toISOString();
  const [lead] = await db
    .insert(leads)
    .values({
      reference: DEMO_CALL_LEAD.reference,
      product: DEMO_CALL_LEAD.product,
      answers: { situation: "couple", couverture: ["hospitalisation", "dentaire"] },
      lastName: DEMO_CALL_LEAD.lastName,
      firstName: DEMO_CALL_LEAD.firstName,
      email: DEMO_CALL_LEAD.email,
      phone: DEMO_CALL_LEAD.phone,
      lang: "fr",
      consents: {
        privacy: { text: "J'ai pris connaissance de l'utilisation de mes données.", at: consentAt },
        callback: {
          given: true,
          text: "J'accepte d'être rappelé(e) par téléphone au sujet de ma demande.",
          at: consentAt,
        },
      },
      callbackConsent: true,
      source: {
        page: SITE_PATHS.healthSenior,
        referrer: null,
        firstTouch: null,
        lastTouch: null,
        referralCode: null,
        lang: "fr",
      },
      status: "contacted",
      assignedTo: adviser?.id ?? null,
      createdAt: new Date(consentAt),
      updatedAt: now,
    })
    .returning({ id: leads.id });
  if (!lead) return;
  let nextDay = addDays(today, 1);
  while (!isWorkingDay(nextDay)) nextDay = addDays(nextDay, 1);
  await db.insert(salesCalls).values(
    DEMO_CALLS.map((call) => {
      const at = atParis(workingDayBefore(today, call.workingDaysAgo), call.time);
      return {
        leadId: lead.id,
        phoneDigits: personOf(DEMO_CALL_LEAD.phone),
        at,
        outcome: call.outcome,
        callBackAt: call.outcome === "callBack" ? atParis(nextDay, "14:30") : null,
        legalBasis: "optIn",
        note: call.note,
        actorId: adviser?.id ?? null,
        actorName: adviser?.name ?? null,
      };
    }),
  );
}
