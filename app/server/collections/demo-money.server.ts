import { and, desc, eq, sql } from "drizzle-orm";
import { ActionError } from "../action-error";
import { createCatalogueProduct } from "../catalogue/catalogue.server";
import { importStatement, saveStatementMapping } from "../commissions/statements.server";
import { parisToday } from "../contracts/contract-dates";
import type { Database } from "../db/client.server";
import { users } from "../db/schema/auth";
import { catalogueProducts } from "../db/schema/catalogue";
import { contracts } from "../db/schema/customer-area";
import { paymentInstalments } from "../db/schema/payments";
import { siteSettings } from "../db/schema/settings";
import { env } from "../env.server";
import { addMonthsClamped } from "../payments/due-dates";
import { applySiteSettings } from "../settings/site-settings";
import { storedSiteSettings } from "../settings/site-settings.server";
import { buildSiteConfig } from "../site-config.server";
import type { StaffActor } from "../staff/staff-actor";
import { importRejects } from "./reject-imports.server";
import { sendPremiumReminder } from "./unpaid-premiums.server";

/** The demo broker's own account (a test IBAN of La Banque Postale's example), stored when none is set. */
export const DEMO_BROKER_IBAN = "FR1420041010050500013M02606";
export const DEMO_BROKER_BIC = "PSSTFRPPPAR";

const siteConfigNow = async (db: Database) =>
  applySiteSettings(buildSiteConfig(env()), (await storedSiteSettings(db, Number.POSITIVE_INFINITY)).values);

async function ensureBrokerAccount(db: Database) {
  const site = await siteConfigNow(db);
  if (site.brokerIban && site.brokerBic) return;
  await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  await db
    .update(siteSettings)
    .set({
      values: sql`${siteSettings.values} || ${JSON.stringify({ brokerIban: DEMO_BROKER_IBAN, brokerBic: DEMO_BROKER_BIC })}::jsonb`,
      version: sql`${siteSettings.version} + 1`,
    })
    .where(eq(siteSettings.id, 1));
}

/** A refusal the seed expects on a second run (the same file again) is no failure. */
async function again<T>(run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ActionError && error.status === 409) return null;
    throw error;
  }
}

/**
 * The second demo customer's last debit came back (insufficient funds) through a bank's rejects
 * file, and staff reminded them: the unpaid premium and its reminder show in "Impayés".
 */
async function seedReject(db: Database, actor: StaffActor, customerId: string) {
  const [already] = await db
    .select({ id: paymentInstalments.id })
    .from(paymentInstalments)
    .innerJoin(contracts, eq(contracts.id, paymentInstalments.contractId))
    .where(and(eq(contracts.customerId, customerId), eq(paymentInstalments.status, "rejected")))
    .limit(1);
  if (already) return;
  const [last] = await db
    .select({ id: paymentInstalments.id })
    .from(paymentInstalments)
    .innerJoin(contracts, eq(contracts.id, paymentInstalments.contractId))
    .where(and(eq(contracts.customerId, customerId), eq(paymentInstalments.status, "paid")))
    .orderBy(desc(paymentInstalments.dueDate))
    .limit(1);
  if (!last) return;
  const endToEnd = `DEMO-RJ-${last.id.slice(0, 8).toUpperCase()}`;
  // The demo's past debits share a reference per day; this one gets its own, as a real file's would.
  await db.update(paymentInstalments).set({ collectionReference: endToEnd }).where(eq(paymentInstalments.id, last.id));
  const csv = `Date de rejet;Référence de bout en bout;Code motif;Montant\n${parisToday()};${endToEnd};AM04;\n`;
  await again(() => importRejects(db, actor, { fileName: "rejets-demo.csv", bytes: new TextEncoder().encode(csv) }));
  await again(async () => sendPremiumReminder(db, actor, await siteConfigNow(db), last.id));
}

/**
 * Last month's statement of the demo customer's vehicle insurer, imported and waiting to be
 * reconciled: one contract paid as expected, one short, a line naming no contract of ours.
 * The catalogue gets the insurer's products (15 % / 10 %) when it has none for them.
 */
async function seedStatement(db: Database, actor: StaffActor, customerId: string) {
  const own = await db.select().from(contracts).where(eq(contracts.customerId, customerId));
  const insurer = own[0]?.insurer;
  if (!insurer) return;
  const theirs = own.filter((contract) => contract.insurer === insurer);
  for (const contract of theirs) {
    const [known] = await db
      .select({ id: catalogueProducts.id })
      .from(catalogueProducts)
      .where(and(eq(catalogueProducts.insurer, insurer), eq(catalogueProducts.productLine, contract.productLine)));
    if (known) continue;
    await createCatalogueProduct(db, actor, {
      insurer,
      name: contract.formula ?? insurer,
      contractProduct: contract.product,
      guarantees: contract.guarantees.slice(0, 1),
      limits: "",
      firstYearCommission: "15",
      renewalCommission: "10",
    });
  }
  await saveStatementMapping(db, actor, insurer, {
    reference: "N° de police",
    commission: "Commission",
    premium: "Prime TTC",
  });
  const month = addMonthsClamped(`${parisToday().slice(0, 7)}-01`, -1).slice(0, 7);
  const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
  const lines = theirs.map((contract, i) => {
    // 10 % of the premium (a contract in its following years); the second one short by 2 €.
    const due = Math.round(contract.monthlyPremiumCents / 10) - (i === 1 ? 200 : 0);
    return `${contract.reference};${euros(contract.monthlyPremiumCents)};${euros(due)}`;
  });
  const csv = [`N° de police;Prime TTC;Commission`, ...lines, `XX-INCONNU-0001;50,00;5,00`].join("\r\n");
  await again(() =>
    importStatement(db, actor, {
      insurer,
      month,
      fileName: `bordereau-${month}.csv`,
      bytes: new TextEncoder().encode(csv),
    }),
  );
}

/**
 * The money's second half in the demo (issue 43): the broker's account, one debit rejected and
 * reminded (Impayés), one insurer's statement waiting to be reconciled (Commissions). The
 * collection due soon comes from the payments' demo (its debit five days ahead, announced).
 */
export async function seedDemoMoney(db: Database, staffEmail: string, customers: { primary: string; second: string }) {
  await ensureBrokerAccount(db);
  const [staff] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.email, staffEmail));
  if (!staff) return;
  const actor: StaffActor = { id: staff.id, email: staff.email, name: staff.name, ip: "127.0.0.1" };
  await seedReject(db, actor, customers.second);
  await seedStatement(db, actor, customers.primary);
}
