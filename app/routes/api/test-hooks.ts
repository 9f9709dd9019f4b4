import { timingSafeEqual } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { createStaffForTests } from "~/features/backoffice-access/test-staff.server";
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

/** POST /__test/staff: a fresh member of staff for one end-to-end test (see createStaffForTests). */
export async function action({ request, params }: Route.ActionArgs) {
  if (!authorised(request) || params.resource !== "staff") return new Response("Not Found", { status: 404 });
  return createStaffForTests(await getDb(), request);
}
