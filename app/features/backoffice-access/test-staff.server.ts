import { generateRandomString } from "better-auth/crypto";
import type { Database } from "~/server/db/client.server";
import { createStaffMember } from "./staff-accounts.server";
import { enrolWithSecret } from "./two-factor.server";

/**
 * For the end-to-end tests' hook (POST /__test/staff {"role", "enrolled"?}): a fresh member of
 * staff per test (parallel tests never share an account), with a password and, unless `enrolled`
 * is false, a TOTP secret the test knows (base32, as an authenticator app reads it) and its
 * backup codes.
 */
export async function createStaffForTests(db: Database, request: Request) {
  const body = (await request.json().catch(() => null)) as { role?: unknown; enrolled?: unknown } | null;
  const role = body?.role === "admin" ? "admin" : body?.role === "adviser" ? "adviser" : null;
  if (!role) return Response.json({ error: "role must be admin or adviser" }, { status: 400 });
  const tag = crypto.randomUUID().slice(0, 8);
  const email = `${role}.${tag}@staff.example.fr`;
  const name = `${role === "admin" ? "Admin" : "Conseil"} ${tag}`;
  const password = `Test-${generateRandomString(16)}`;
  const id = await createStaffMember(db, { email, name, role, password });
  if (body?.enrolled === false) return Response.json({ id, email, name, password });
  const { secretText, backupCodes } = await enrolWithSecret(db, id, generateRandomString(32));
  return Response.json({ id, email, name, password, totpSecret: secretText, backupCodes });
}
