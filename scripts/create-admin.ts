// `npm run create-admin -- --email admin@example.fr [--name "Prénom Nom"]`: creates the first
// administrator of the back office (or another one) and prints a one-time link, valid 72 hours,
// to choose the password; TOTP enrolment follows at the first sign-in. Uses DATABASE_URL, or the
// embedded database in PGLITE_DIR (stop the server first: one process per directory).

import { parseArgs } from "node:util";
import { z } from "zod";
import {
  createStaffMember,
  INVITATION_TTL_HOURS,
  mintPasswordLink,
  StaffExistsError,
} from "~/features/backoffice-access/staff-accounts.server";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { getDb, stopDatabase } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { buildSiteConfig } from "~/server/site-config.server";

const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });
const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success) {
  process.stderr.write('Usage: npm run create-admin -- --email admin@example.fr [--name "Prénom Nom"]\n');
  process.exit(2);
}
const name = (values.name?.trim() || email.data.split("@")[0] || "Administrateur").slice(0, 120);

try {
  const db = await getDb();
  const id = await createStaffMember(db, { email: email.data, name, role: "admin" }, async (tx, userId) => {
    await recordStaffAction(
      tx,
      { id: null, email: "create-admin", ip: "command line" },
      {
        action: "staff.create-admin",
        target: { type: "user", id: userId },
        details: { email: email.data },
      },
    );
  });
  const link = await mintPasswordLink(buildSiteConfig(env()).siteUrl, id);
  process.stdout.write(
    `Administrator ${email.data} created.\nChoose the password within ${INVITATION_TTL_HOURS} hours (the link works once):\n\n  ${link}\n\nThen sign in at /backoffice/connexion and set up your authenticator app.\n`,
  );
} catch (error) {
  if (!(error instanceof StaffExistsError)) throw error;
  process.stderr.write(`An account already exists for ${email.data}.\n`);
  process.exitCode = 1;
} finally {
  await stopDatabase();
}
