import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  handleSecondFactor,
  handleStaffNewPassword,
  handleStaffResetRequest,
  handleStaffSignIn,
  handleStaffSignOut,
} from "~/features/backoffice-access/sign-in.server";
import type { StaffFormState } from "~/features/backoffice-access/staff-forms";
import "~/i18n/dictionaries.server";
import { getDb } from "~/server/db/index.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import { sessions } from "~/server/db/schema/auth";
import { outbox } from "~/server/db/schema/outbox";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, CookieJar, createUser, formPost, signedInJar } from "../support/customers";

/** A member of staff's password step: where it leads, and the browser's cookies after it. */
async function passwordStep(person: { email: string; password: string }) {
  const answer = await answerOf(
    await handleStaffSignIn(
      formPost("/backoffice/connexion", { email: person.email, password: person.password }),
      requestContextFor(),
    ),
  );
  return { location: answer.location, jar: new CookieJar().take(answer.headers) };
}

async function backupStep(jar: CookieJar, code: string) {
  return answerOf<StaffFormState>(
    await handleSecondFactor(formPost("/backoffice/connexion/code", { code }, jar), requestContextFor(), "backup"),
  );
}

const sessionsOf = async (userId: string) => (await getDb()).select().from(sessions).where(eq(sessions.userId, userId));

/** ASVS 5.0, 7.4.1, 6.5.1 and 6.4.3 for the staff door, at the integration layer. */
describe.each(appEngines())("staff factors and sign-out on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000" }));
  beforeAll(() => getDb());

  it("signing out deletes the session row, clears the cookie, and is audited", async () => {
    const staff = await createUser(await getDb(), "adviser");
    const jar = await signedInJar(staff);
    expect(await sessionsOf(staff.id)).toHaveLength(1);
    const out = await answerOf(
      await handleStaffSignOut(formPost("/backoffice/deconnexion", {}, jar), requestContextFor("203.0.113.7")),
    );
    expect(out.location).toBe("/backoffice/connexion?deconnexion=1");
    expect(await sessionsOf(staff.id)).toEqual([]);
    expect(jar.clone().take(out.headers).has("mc.session_token")).toBe(false);
    const audited = await (await getDb())
      .select({ action: staffAuditLog.action, ip: staffAuditLog.ip })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.actorId, staff.id), eq(staffAuditLog.action, "staff.sign-out")));
    expect(audited).toEqual([{ action: "staff.sign-out", ip: "203.0.113.7" }]);
  });

  it("a backup code opens one session, and is refused the second time", async () => {
    const staff = await createUser(await getDb(), "adviser");
    const code = ("backupCodes" in staff ? staff.backupCodes[0] : undefined) as string;
    const first = await passwordStep(staff);
    expect(first.location).toBe("/backoffice/connexion/code");
    expect((await backupStep(first.jar, code)).status).toBe(302);
    const second = await passwordStep(staff);
    const replay = await backupStep(second.jar, code);
    expect(replay.status).toBe(401);
    expect(replay.data?.notice?.key).toBe("staff.errors.wrongBackupCode");
    expect(await sessionsOf(staff.id)).toHaveLength(1);
  });

  it("a password reset keeps the second factor: the new password leads to the code, not into the back office", async () => {
    const db = await getDb();
    const staff = await createUser(db, "adviser");
    await handleStaffResetRequest(
      formPost("/backoffice/mot-de-passe-oublie", { email: staff.email }),
      requestContextFor(),
    );
    const rows = await db.select().from(outbox).where(eq(outbox.topic, "auth.password-reset"));
    const mail = rows.map((row) => row.payload as { to: string; text: string }).find((m) => m.to === staff.email);
    const link = new URL(/http\S+reset-password\S+/.exec(mail?.text ?? "")?.[0] as string);
    const token = link.pathname.split("/").pop() as string;
    const password = "Nouveau-Mot-2026-bis";
    const set = await answerOf(
      await handleStaffNewPassword(
        formPost("/backoffice/nouveau-mot-de-passe", { token, password, confirm: password }),
        requestContextFor(),
      ),
    );
    expect(set.location).toBe("/backoffice/connexion?motdepasse=1");
    const after = await passwordStep({ email: staff.email, password });
    expect(after.location).toBe("/backoffice/connexion/code");
    expect(after.jar.has("mc.session_token")).toBe(false);
    expect(await sessionsOf(staff.id)).toEqual([]);
  });
});
