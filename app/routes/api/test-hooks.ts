import { timingSafeEqual } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { demoAreaCopy, seedDemoArea } from "~/features/customer-area/demo-areas.server";
import { DEMO_CUSTOMER, seedDemoCustomer } from "~/features/customer-auth/demo-customer.server";
import { getDb } from "~/server/db/index.server";
import { leads } from "~/server/db/schema/leads";
import { devMailbox } from "~/server/db/schema/outbox";
import { env } from "~/server/env.server";
import type { Route } from "./+types/test-hooks";

function authorised(request: Request) {
  const token = env().TEST_HOOKS_TOKEN;
  if (!token) return false;
  const given = Buffer.from(request.headers.get("Authorization") ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Read-only views for end-to-end tests, which cannot open the embedded database while the
 * server holds it: the leads and dev-mailbox emails of one address. 404 unless TEST_HOOKS_TOKEN
 * is set and presented.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!authorised(request)) return new Response("Not Found", { status: 404 });
  const email = new URL(request.url).searchParams.get("email") ?? "";
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
 * `POST /__test/customer`: a new customer with a copy of the sample customer's area (its own
 * references and code), for end-to-end tests that change what a customer sees. Same guard.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (!authorised(request) || params.resource !== "customer") return new Response("Not Found", { status: 404 });
  const db = await getDb();
  const unique = crypto.randomUUID().slice(0, 8);
  const customer = { ...DEMO_CUSTOMER, email: `client.${unique}@example.fr`, password: `Mot-de-passe-${unique}` };
  await seedDemoCustomer(db, customer);
  const area = demoAreaCopy(customer.email);
  await seedDemoArea(db, area);
  return Response.json({
    email: customer.email,
    password: customer.password,
    references: area.contracts.map((contract) => contract.reference),
  });
}
