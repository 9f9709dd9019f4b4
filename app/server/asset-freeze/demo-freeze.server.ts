import { eq } from "drizzle-orm";
import { DEMO_FREEZE_LEAD, DEMO_REGISTER, DEMO_REGISTER_PUBLISHED_AT } from "~/demo/demo-compliance";
import { SITE_PATHS } from "~/paths/site";
import { ActionError } from "~/server/action-error";
import type { Database } from "~/server/db/client.server";
import { freezeMatches } from "~/server/db/schema/asset-freeze";
import { leads } from "~/server/db/schema/leads";
import type { SiteConfig } from "~/server/site-config.server";
import { importRegister } from "./register-import.server";
import { registerJson } from "./register-json";
import { personKeyOf, screenPerson } from "./screening.server";

/**
 * The demo's asset-freeze register and the prospect whose name possibly matches it, screened: the
 * admins find a match waiting for their decision on "Gel des avoirs" (and its alert in the dev
 * mailbox). Reset on every seed. When a newer real register was imported, the demo's is not
 * (an older publication is refused) and the prospect is screened against the real one.
 */
export async function seedDemoFreeze(db: Database, site: SiteConfig, now = new Date()) {
  try {
    await importRegister(db, { raw: registerJson(DEMO_REGISTER_PUBLISHED_AT, DEMO_REGISTER), source: "demo" }, now);
  } catch (error) {
    if (!(error instanceof ActionError && error.code === "olderThanCurrent")) throw error;
  }
  const person = { firstName: DEMO_FREEZE_LEAD.firstName, lastName: DEMO_FREEZE_LEAD.lastName, birthDate: null };
  await db.delete(leads).where(eq(leads.reference, DEMO_FREEZE_LEAD.reference));
  await db.delete(freezeMatches).where(eq(freezeMatches.personKey, personKeyOf(person)));
  const at = new Date(now.getTime() - 2 * 86_400_000).toISOString();
  const [lead] = await db
    .insert(leads)
    .values({
      reference: DEMO_FREEZE_LEAD.reference,
      product: DEMO_FREEZE_LEAD.product,
      answers: {},
      lastName: DEMO_FREEZE_LEAD.lastName,
      firstName: DEMO_FREEZE_LEAD.firstName,
      email: DEMO_FREEZE_LEAD.email,
      phone: DEMO_FREEZE_LEAD.phone,
      lang: "fr",
      consents: {
        privacy: { text: "J'ai pris connaissance de l'utilisation de mes données.", at },
        callback: { given: false, text: "J'accepte d'être rappelé(e) par téléphone au sujet de ma demande.", at },
      },
      callbackConsent: false,
      source: {
        page: SITE_PATHS.vehiclesStandard,
        referrer: null,
        firstTouch: null,
        lastTouch: null,
        referralCode: null,
        lang: "fr",
      },
      status: "quoted",
      createdAt: new Date(at),
      updatedAt: now,
    })
    .returning({ id: leads.id });
  if (!lead) return;
  await db.transaction((tx) => screenPerson(tx, { ...person, leadId: lead.id }, { trigger: "demo", site }, now));
}
