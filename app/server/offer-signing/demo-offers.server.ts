import { and, eq, gt } from "drizzle-orm";
import PDFDocument from "pdfkit";
import {
  DEMO_HEALTH_PRODUCTS,
  DEMO_HOME_NEEDS,
  DEMO_HOME_OPTIONS,
  DEMO_HOME_PRODUCTS,
  DEMO_HOME_RECOMMENDATION,
  DEMO_OFFER_LEAD,
} from "~/demo/demo-offers";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { catalogueProducts } from "~/server/db/schema/catalogue";
import { leads } from "~/server/db/schema/leads";
import { offers } from "~/server/db/schema/offers";
import { convertLead } from "~/server/leads/lead-conversion.server";
import { createOffer, sendOffer, setOptions, updateDraft } from "~/server/offers/offers.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import type { FileStore } from "~/server/storage.server";

type DemoProduct = (typeof DEMO_HOME_PRODUCTS)[number] | (typeof DEMO_HEALTH_PRODUCTS)[number];

/** A short demo PDF (pdfkit, as the product's documents are) standing for an insurer's document. */
function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(18).text(title).moveDown();
    doc.fontSize(11);
    for (const line of lines) doc.text(line).moveDown(0.5);
    doc.end();
  });
}

const PDF_RULE = { folder: "catalogue", accept: ["pdf"] as const, maxBytes: 10 * 1024 * 1024 };

/** The demo catalogue's product, made once (with its demo IPID and general conditions) and reused. */
async function demoProduct(db: Database, store: FileStore, product: DemoProduct) {
  const [existing] = await db
    .select()
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.insurer, product.insurer), eq(catalogueProducts.name, product.name)));
  if (existing) return existing;
  const save = async (kind: string, bytes: Buffer) =>
    store.save({ fileName: `${kind}.pdf`, bytes }, { ...PDF_RULE, accept: [...PDF_RULE.accept] }, async (file) => file);
  const about = `${product.insurer} — ${product.name}`;
  const ipid = await save(
    "ipid",
    await demoPdf(`Document d'information (IPID) — ${product.name}`, [
      `${about}. Assureur fictif : document de démonstration, il n'engage personne.`,
      `Garanties principales : ${product.guarantees.join(", ")}.`,
      product.limits,
    ]),
  );
  const conditions = await save(
    "conditions",
    await demoPdf(`Conditions générales — ${product.name}`, [
      `${about}. Conditions générales de démonstration.`,
      "Article 1 — Objet du contrat. Article 2 — Garanties. Article 3 — Exclusions. Article 4 — Cotisation.",
    ]),
  );
  const [row] = await db
    .insert(catalogueProducts)
    .values({
      insurer: product.insurer,
      name: product.name,
      productLine: product.contractProduct === "home" ? "home" : "health",
      contractProduct: product.contractProduct,
      guarantees: [...product.guarantees],
      limits: product.limits,
      ipidPath: ipid.storagePath,
      ipidName: ipid.fileName,
      conditionsPath: conditions.storagePath,
      conditionsName: conditions.fileName,
      firstYearCommissionBp: product.firstYearCommissionBp,
      renewalCommissionBp: product.renewalCommissionBp,
    })
    .returning();
  if (!row) throw new Error("demo product not stored");
  return row;
}

/**
 * The customer's home insurance offer with two options, sent and waiting for their signature (a
 * new one unless one is already waiting). Returns the waiting offer's id.
 */
export async function seedCustomerDemoOffer(
  db: Database,
  actor: StaffActor,
  customerId: string,
  store: FileStore,
  now = new Date(),
) {
  const home: Array<typeof catalogueProducts.$inferSelect> = [];
  for (const product of DEMO_HOME_PRODUCTS) home.push(await demoProduct(db, store, product));
  const [waiting] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.customerId, customerId), eq(offers.status, "sent"), gt(offers.expiresAt, now)));
  if (waiting) return waiting.id;
  const draft = await createOffer(db, actor, {
    customerId,
    questionnaire: "home",
    prefill: DEMO_HOME_NEEDS,
  });
  await setOptions(
    db,
    actor,
    draft.id,
    DEMO_HOME_OPTIONS.map((option, index) => ({
      catalogueProductId: home[index]?.id ?? "",
      monthlyPremiumCents: option.monthlyPremiumCents,
      annualPremiumCents: option.annualPremiumCents,
      excessCents: option.excessCents,
      guarantees: [...(DEMO_HOME_PRODUCTS[index]?.guarantees ?? [])],
      exclusions: option.exclusions,
    })),
  );
  await updateDraft(db, actor, draft.id, { recommendedPosition: 2, recommendationReason: DEMO_HOME_RECOMMENDATION });
  await sendOffer(db, actor, draft.id, now);
  return draft.id;
}

async function adviserActor(db: Database, email: string): Promise<StaffActor> {
  const [adviser] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
  if (!adviser) throw new Error(`no demo adviser ${email}`);
  return { id: adviser.id, name: adviser.name, email, ip: "127.0.0.1" };
}

/**
 * The demo's offers (issue 42): the demo customer has one home insurance offer with two options
 * waiting for their signature (a new one when the last was signed, declined or expired), and the
 * adviser has a prospect converted with a family health offer in progress (options chosen, not
 * sent). Safe to run on every seed.
 */
export async function seedDemoOffers(
  db: Database,
  input: { customerId: string; adviserEmail: string; site: SiteConfig; store: FileStore },
  now = new Date(),
) {
  const actor = await adviserActor(db, input.adviserEmail);
  const health: Array<typeof catalogueProducts.$inferSelect> = [];
  for (const product of DEMO_HEALTH_PRODUCTS) health.push(await demoProduct(db, input.store, product));

  await seedCustomerDemoOffer(db, actor, input.customerId, input.store, now);

  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.reference, DEMO_OFFER_LEAD.reference));
  if (lead) return;
  const at = now.toISOString();
  const [created] = await db
    .insert(leads)
    .values({
      reference: DEMO_OFFER_LEAD.reference,
      product: DEMO_OFFER_LEAD.product,
      answers: { situation: "famille", couverture: ["hospitalisation", "optique", "dentaire"] },
      lastName: DEMO_OFFER_LEAD.lastName,
      firstName: DEMO_OFFER_LEAD.firstName,
      email: DEMO_OFFER_LEAD.email,
      phone: DEMO_OFFER_LEAD.phone,
      lang: "fr",
      consents: {
        privacy: { text: "J'ai pris connaissance de l'utilisation de mes données.", at },
        callback: { given: true, text: "J'accepte d'être rappelé(e) par téléphone au sujet de ma demande.", at },
      },
      callbackConsent: true,
      source: { page: "/", referrer: null, firstTouch: null, lastTouch: null, referralCode: null, lang: "fr" },
      assignedTo: actor.id,
      status: "contacted",
    } as typeof leads.$inferInsert)
    .returning({ id: leads.id, version: leads.version });
  if (!created) return;
  const converted = await convertLead(
    db,
    actor,
    { leadId: created.id, version: created.version, attach: true },
    input.site,
    now,
  );
  await setOptions(
    db,
    actor,
    converted.offerId,
    health.map((product, index) => ({
      catalogueProductId: product.id,
      monthlyPremiumCents: index === 0 ? 14900 : 18900,
      annualPremiumCents: index === 0 ? 175000 : 222000,
      excessCents: null,
      guarantees: [...product.guarantees],
      exclusions: "Cures thermales non prises en charge.",
    })),
  );
}
