import { timingSafeEqual } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { DEMO_CUSTOMER } from "~/demo/demo-customers";
import { createStaffForTests } from "~/features/backoffice-access/test-staff.server";
import { demoAreaCopy, seedDemoArea } from "~/features/customer-area/demo-areas.server";
import { seedDemoCustomer } from "~/features/customer-auth/demo-customer.server";
import { queryOf } from "~/forms/form-reader";
import { createContract } from "~/server/contracts/contracts.server";
import { getDb } from "~/server/db/index.server";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import { leads } from "~/server/db/schema/leads";
import { devMailbox, outbox } from "~/server/db/schema/outbox";
import { env } from "~/server/env.server";
import { seedCustomerDemoOffer } from "~/server/offer-signing/demo-offers.server";
import { offerForCustomer } from "~/server/offers/offers.server";
import { seedDemoPayments } from "~/server/payments/demo-payments.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { seedDemoSignature } from "~/server/signatures/demo-signature.server";
import { fileStore } from "~/server/storage.server";
import { registerSignaturePurposes } from "~/signature-purposes.server";
import type { Route } from "./+types/test-hooks";

function authorised(request: Request) {
  const token = env().TEST_HOOKS_TOKEN;
  if (!token) return false;
  const given = Buffer.from(request.headers.get("Authorization") ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Views for end-to-end tests, which cannot open the embedded database while the
 * server holds it: the leads and dev-mailbox emails of one address. 404 unless TEST_HOOKS_TOKEN
 * is set and presented.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!authorised(request)) return new Response("Not Found", { status: 404 });
  const email = queryOf(request.url).get("email") ?? "";
  const db = await getDb();
  if (params.resource === "leads") {
    const rows = await db
      .select()
      .from(leads)
      .where(eq(leads.email, email.toLowerCase()))
      .orderBy(desc(leads.createdAt));
    return Response.json({ leads: rows });
  }
  if (params.resource === "mailbox") {
    const rows = await db
      .select({ to: devMailbox.to, subject: devMailbox.subject, text: devMailbox.text })
      .from(devMailbox)
      .where(eq(devMailbox.to, email.toLowerCase()))
      .orderBy(devMailbox.createdAt);
    return Response.json({ emails: rows });
  }
  return new Response("Not Found", { status: 404 });
}

/**
 * Throw-away customers and staff for end-to-end tests that change what a customer sees, without touching
 * the demo customers other tests read. Same token as the views above; 404 without it.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (!authorised(request)) return new Response("Not Found", { status: 404 });
  const create = CREATORS[params.resource];
  return create ? create(request) : new Response("Not Found", { status: 404 });
}

const CREATORS: Record<string, ((request: Request) => Promise<Response>) | undefined> = {
  customer: async () => Response.json(await customerWithDemoArea()),
  customers: async () => Response.json(await customerWithTwoContracts()),
  // A customer with a document waiting for their signature (issue 41).
  signature: async () => Response.json(await customerWithSignature()),
  // A customer with a signed mandate and a schedule on each contract (issue 43).
  payments: async () => Response.json(await customerWithPayments()),
  // A customer with a home insurance offer of two options to sign (issue 42).
  offer: async () => Response.json(await customerWithOffer()),
  // A fresh member of staff for one end-to-end test (see createStaffForTests).
  staff: async (request) => createStaffForTests(await getDb(), request),
  // A webhook that died after its last try, for the deliveries monitor (issue 26); its error names it.
  "dead-delivery": async () => {
    const marker = `e2e-${crypto.randomUUID().slice(0, 8)}`;
    const [row] = await (await getDb())
      .insert(outbox)
      .values({
        channel: "webhook",
        topic: "lead.created",
        payload: { event: { marker } },
        status: "dead",
        attempts: 8,
        lastError: `webhook answered 500 (${marker})`,
      })
      .returning({ id: outbox.id });
    return Response.json({ id: row?.id, marker });
  },
};

/** `POST /__test/customer`: a new customer with a copy of the sample customer's area (its own references and code). */
async function customerWithDemoArea() {
  const db = await getDb();
  const unique = crypto.randomUUID().slice(0, 8);
  const customer = { ...DEMO_CUSTOMER, email: `client.${unique}@example.fr`, password: `Mot-de-passe-${unique}` };
  const { userId } = await seedDemoCustomer(db, customer);
  const area = demoAreaCopy(customer.email);
  await seedDemoArea(db, area);
  return {
    id: userId,
    email: customer.email,
    password: customer.password,
    references: area.contracts.map((contract) => contract.reference),
  };
}

/** `POST /__test/signature`: a new customer (sample area) with the demo document to sign. */
async function customerWithSignature() {
  const customer = await customerWithDemoArea();
  const db = await getDb();
  return { ...customer, signatureId: await seedDemoSignature(db, customer.id, await siteConfig(db)) };
}

/** `POST /__test/payments`: a new customer (sample area) with the demo's mandate and schedules. */
async function customerWithPayments() {
  const customer = await customerWithDemoArea();
  const db = await getDb();
  // The mandates are signed here: their purpose's callbacks must be known in this process.
  registerSignaturePurposes();
  await seedDemoPayments(db, [customer.id]);
  const own = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.customerId, customer.id));
  return { ...customer, contractIds: own.map((row) => row.id) };
}

/** `POST /__test/offer`: a new customer (sample area) with the demo's home offer, two options, sent. */
async function customerWithOffer() {
  const customer = await customerWithDemoArea();
  const db = await getDb();
  const tag = crypto.randomUUID().slice(0, 8);
  const adviser = { id: crypto.randomUUID(), name: `Conseil ${tag}`, email: `conseil.${tag}@staff.example.fr` };
  await db.insert(users).values({ ...adviser, role: "adviser" });
  const offerId = await seedCustomerDemoOffer(
    db,
    { ...adviser, ip: "127.0.0.1" },
    customer.id,
    fileStore(env().UPLOADS_DIR),
  );
  const view = await offerForCustomer(db, customer.id, offerId);
  return { ...customer, customerId: customer.id, offerId, optionIds: view?.options.map((option) => option.id) ?? [] };
}

/** `POST /__test/customers`: a customer with an active vehicle and health contract (cancellations). */
async function customerWithTwoContracts() {
  const db = await getDb();
  const unique = crypto.randomUUID().replaceAll("-", "").slice(0, 10).toUpperCase();
  const person = {
    ...DEMO_CUSTOMER,
    email: `e2e.${unique.toLowerCase()}@example.fr`,
    password: `Mot-de-passe-${unique}`,
    firstName: "Alex",
    lastName: "Essai",
  };
  const { userId } = await seedDemoCustomer(db, person);
  const vehicle = await createContract(db, {
    customerId: userId,
    reference: `E2E-VEH-${unique}`,
    product: "vehiclesStandard",
    insurer: "Assureur Essai",
    monthlyPremiumCents: 6150,
    startDate: "2024-03-01",
    anniversaryDate: "2024-03-01",
    guarantees: ["civilLiability", "theftFire"],
    vehicle: { registration: "AB-123-CD", make: "Peugeot", model: "308" },
  });
  const health = await createContract(db, {
    customerId: userId,
    reference: `E2E-SAN-${unique}`,
    product: "healthFamily",
    insurer: "Mutuelle Essai",
    monthlyPremiumCents: 11_990,
    startDate: "2024-01-01",
    anniversaryDate: "2024-01-01",
    guarantees: ["hospitalisation"],
    peopleCovered: [{ name: "Alex Essai", relation: "holder" }],
  });
  return {
    email: person.email,
    password: person.password,
    contracts: [vehicle.reference, health.reference],
  };
}
