import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_STAFF } from "~/demo/demo-staff";
import { seedDemoStaff } from "~/features/backoffice-access/demo-staff.server";
import {
  handleEnrolment,
  handleSecondFactor,
  handleStaffNewPassword,
  handleStaffResetRequest,
  handleStaffSignIn,
} from "~/features/backoffice-access/sign-in.server";
import { changeStaff } from "~/features/backoffice-access/staff-accounts.server";
import type { StaffFormState } from "~/features/backoffice-access/staff-forms";
import { pendingEnrolment } from "~/features/backoffice-access/two-factor.server";
import "~/i18n/dictionaries.server";
import { requireStaff } from "~/server/auth/guards.server";
import { staffSessionVerdict } from "~/server/auth/staff-sessions.server";
import { getDb } from "~/server/db/index.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import { sessions, users } from "~/server/db/schema/auth";
import { outbox } from "~/server/db/schema/outbox";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import {
  answerOf,
  CookieJar,
  createCustomer,
  createUser,
  formPost,
  pageRequest,
  signedInJar,
  totpCode,
} from "../support/customers";

/** What a guard did: let the person through, or answered with a status and a place. */
async function outcome(guard: Promise<{ role: string }>) {
  try {
    return { passed: (await guard).role };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

/** A wrong six-digit code for this secret (never the one shown now, nor a step either side). */
function wrongCode(secret: string) {
  const right = totpCode(secret);
  return right === "000000" ? "111111" : "000000";
}

const MINUTE = 60_000;

describe("staff sessions' verdict", () => {
  const policy = { maxMinutes: 480, idleMinutes: 30 };
  const start = new Date("2026-11-23T08:00:00Z");
  const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
  it.each([
    [{ createdAt: start, updatedAt: start }, at(29), "active"],
    [{ createdAt: start, updatedAt: start }, at(30), "idle"],
    [{ createdAt: start, updatedAt: at(470) }, at(479), "active"],
    [{ createdAt: start, updatedAt: at(479) }, at(480), "too-old"],
  ] as const)("%o at %s is %s", (session, now, verdict) => {
    expect(staffSessionVerdict(session, now, policy)).toBe(verdict);
  });
});

describe.each(appEngines())("staff access on %s", (engine) => {
  runAgainstApp(engine, () => ({
    SITE_URL: "http://localhost:3000",
    STAFF_SESSION_MAX_MINUTES: "120",
    STAFF_SESSION_IDLE_MINUTES: "30",
  }));
  beforeAll(() => getDb());
  afterEach(() => vi.useRealTimers());

  it("enrols a member of staff at first sign-in, then lets them in; every step is audited", async () => {
    const db = await getDb();
    const staff = await createUser(db, "admin", { enrolled: false });
    const context = requestContextFor();
    const signIn = await answerOf(
      await handleStaffSignIn(
        formPost("/backoffice/connexion", { email: staff.email, password: staff.password }),
        context,
      ),
    );
    expect(signIn).toMatchObject({ status: 302, location: "/backoffice/connexion/activation" });
    const jar = new CookieJar().take(signIn.headers);
    // Before enrolment, the back office sends them to the enrolment screen and nowhere else.
    expect(await outcome(requireStaff(pageRequest("/backoffice", jar)))).toEqual({
      status: 302,
      location: "/backoffice/connexion/activation",
    });
    const enrolment = await pendingEnrolment(db, staff, "Maison Courtage");
    expect(enrolment?.uri).toMatch(/^otpauth:\/\/totp\/Maison%20Courtage:admin\.[^?]+\?secret=[A-Z2-7]+&issuer=/);
    // The same secret on a second visit (a reload must not invalidate a scanned QR code).
    expect((await pendingEnrolment(db, staff, "Maison Courtage"))?.secretText).toBe(enrolment?.secretText);

    const wrong = await answerOf<StaffFormState>(
      await handleEnrolment(
        formPost("/backoffice/connexion/activation", { code: wrongCode(enrolment?.secretText as string) }, jar),
        context,
      ),
    );
    expect(wrong.status).toBe(401);
    const enrolled = await answerOf(
      await handleEnrolment(
        formPost("/backoffice/connexion/activation", { code: totpCode(enrolment?.secretText as string) }, jar),
        context,
      ),
    );
    expect(enrolled).toMatchObject({ status: 302, location: "/backoffice" });
    jar.take(enrolled.headers);
    expect(await outcome(requireStaff(pageRequest("/backoffice", jar), "admin"))).toEqual({ passed: "admin" });
    // Enrolment is shown once: afterwards there is nothing to show.
    expect(await pendingEnrolment(db, staff, "Maison Courtage")).toBeNull();
    const audited = await db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.actorId, staff.id));
    expect(audited.map((row) => row.action).sort()).toEqual(["staff.sign-in.password", "staff.two-factor.enrol"]);
  });

  it("asks an enrolled member of staff for a code, refuses a wrong one, and signs in with the right one", async () => {
    const db = await getDb();
    const staff = await createUser(db, "adviser");
    const context = requestContextFor();
    const first = await answerOf(
      await handleStaffSignIn(
        formPost("/backoffice/connexion?redirectTo=%2Fbackoffice%2Fleads", {
          email: staff.email,
          password: staff.password,
        }),
        context,
      ),
    );
    expect(first).toMatchObject({
      status: 302,
      location: "/backoffice/connexion/code?redirectTo=%2Fbackoffice%2Fleads",
    });
    const jar = new CookieJar().take(first.headers);
    // No session yet: only the challenge.
    expect(jar.has("mc.session_token")).toBe(false);
    expect(jar.has("mc.two_factor")).toBe(true);
    const wrong = await answerOf<StaffFormState>(
      await handleSecondFactor(
        formPost("/backoffice/connexion/code", { code: wrongCode(staff.totpSecret as string) }, jar),
        context,
        "totp",
      ),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.data?.notice?.key).toBe("staff.errors.wrongCode");
    const right = await answerOf(
      await handleSecondFactor(
        formPost(
          "/backoffice/connexion/code?redirectTo=%2Fbackoffice%2Fleads",
          { code: totpCode(staff.totpSecret as string) },
          jar,
        ),
        context,
        "totp",
      ),
    );
    expect(right).toMatchObject({ status: 302, location: "/backoffice/leads" });
    jar.take(right.headers);
    expect(await outcome(requireStaff(pageRequest("/backoffice", jar)))).toEqual({ passed: "adviser" });
    // The staff session ends at the staff maximum, not the customers' week.
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, staff.id));
    expect(session?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 120 * MINUTE);
  });

  it("counts second-factor codes atomically: a parallel burst on one challenge gets 5 tries, then 429", async () => {
    const db = await getDb();
    const staff = await createUser(db, "adviser");
    const context = requestContextFor();
    const first = await answerOf(
      await handleStaffSignIn(
        formPost("/backoffice/connexion", { email: staff.email, password: staff.password }),
        context,
      ),
    );
    const jar = new CookieJar().take(first.headers);
    const code = wrongCode(staff.totpSecret as string);
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () =>
        answerOf(
          await handleSecondFactor(formPost("/backoffice/connexion/code", { code }, jar), requestContextFor(), "totp"),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    // Even the right code is refused on this challenge now.
    const right = await answerOf(
      await handleSecondFactor(
        formPost("/backoffice/connexion/code", { code: totpCode(staff.totpSecret as string) }, jar),
        context,
        "totp",
      ),
    );
    expect(right.status).toBe(429);
  });

  it("refuses a customer at the staff door, with no session left behind", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const answer = await answerOf<StaffFormState>(
      await handleStaffSignIn(
        formPost("/backoffice/connexion", { email: customer.email, password: customer.password }),
        requestContextFor(),
      ),
    );
    expect(answer.status).toBe(401);
    expect(answer.data?.notice?.key).toBe("staff.errors.wrongCredentials");
    expect(await db.select().from(sessions).where(eq(sessions.userId, customer.id))).toEqual([]);
  });

  it("ends a staff session after 30 idle minutes, and keeps a busy one until the maximum (fake clock)", async () => {
    const db = await getDb();
    const staff = await createUser(db, "adviser");
    const jar = await signedInJar(staff);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    // Busy: a request every 29 minutes keeps it going.
    for (const minutes of [29, 58, 87]) {
      vi.setSystemTime(start + minutes * MINUTE);
      expect(await outcome(requireStaff(pageRequest("/backoffice", jar)))).toEqual({ passed: "adviser" });
    }
    // Past the maximum (120 min here), it ends however busy.
    vi.setSystemTime(start + 121 * MINUTE);
    const ended = await outcome(requireStaff(pageRequest("/backoffice/leads", jar)));
    expect(ended.status).toBe(302);
    expect(ended.location).toMatch(/^\/backoffice\/connexion/);

    // Idle: 31 minutes without a request.
    vi.setSystemTime(start);
    const idleJar = await signedInJar(staff);
    vi.setSystemTime(start + 31 * MINUTE);
    expect(await outcome(requireStaff(pageRequest("/backoffice/leads", idleJar)))).toEqual({
      status: 302,
      location: "/backoffice/connexion?session-expiree=1&redirectTo=%2Fbackoffice%2Fleads",
    });
    // The session row is gone: going back a minute later opens nothing either.
    vi.setSystemTime(start + 32 * MINUTE);
    expect((await outcome(requireStaff(pageRequest("/backoffice", idleJar)))).status).toBe(302);
  });

  it("a deactivated member of staff loses their sessions and cannot sign in; reactivated, they can", async () => {
    const db = await getDb();
    const admin = await createUser(db, "admin");
    const staff = await createUser(db, "adviser");
    const jar = await signedInJar(staff);
    const actor = { id: admin.id, email: admin.email, ip: "203.0.113.9" };
    expect(await changeStaff(db, actor, staff.id, "deactivate")).toBe("done");
    expect(await db.select().from(sessions).where(eq(sessions.userId, staff.id))).toEqual([]);
    expect((await outcome(requireStaff(pageRequest("/backoffice", jar)))).status).toBe(302);
    const refused = await answerOf<StaffFormState>(
      await handleStaffSignIn(
        formPost("/backoffice/connexion", { email: staff.email, password: staff.password }),
        requestContextFor(),
      ),
    );
    expect(refused.status).toBe(403);
    expect(refused.data?.notice?.key).toBe("staff.errors.deactivated");
    // An admin cannot deactivate themselves.
    expect(await changeStaff(db, actor, admin.id, "deactivate")).toBe("self");

    expect(await changeStaff(db, actor, staff.id, "reactivate")).toBe("done");
    expect(await outcome(requireStaff(pageRequest("/backoffice", await signedInJar(staff))))).toEqual({
      passed: "adviser",
    });
    const audited = await db
      .select({ action: staffAuditLog.action, ip: staffAuditLog.ip })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.actorId, admin.id), eq(staffAuditLog.targetId, staff.id)));
    expect(audited).toEqual([
      { action: "staff.deactivate", ip: "203.0.113.9" },
      { action: "staff.reactivate", ip: "203.0.113.9" },
    ]);
  });

  it("an admin's reset of the second factor sends the member back to enrolment", async () => {
    const db = await getDb();
    const admin = await createUser(db, "admin");
    const staff = await createUser(db, "adviser");
    await changeStaff(db, { id: admin.id, email: admin.email, ip: "203.0.113.9" }, staff.id, "reset-2fa");
    const [row] = await db
      .select({ twoFactorEnabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, staff.id));
    expect(row?.twoFactorEnabled).toBe(false);
    const answer = await answerOf(
      await handleStaffSignIn(
        formPost("/backoffice/connexion", { email: staff.email, password: staff.password }),
        requestContextFor(),
      ),
    );
    expect(answer.location).toBe("/backoffice/connexion/activation");
  });

  it("seeds the demo admin and adviser, unenrolled, and resets them on every run", async () => {
    const db = await getDb();
    await seedDemoStaff(db);
    for (const member of DEMO_STAFF) {
      const answer = await answerOf(
        await handleStaffSignIn(
          formPost("/backoffice/connexion", { email: member.email, password: member.password }),
          requestContextFor(),
        ),
      );
      expect(answer.location).toBe("/backoffice/connexion/activation");
    }
    const [admin] = await db.select().from(users).where(eq(users.email, "admin@maison-courtage.fr"));
    await db
      .update(users)
      .set({ deactivatedAt: new Date(), twoFactorEnabled: true })
      .where(eq(users.id, admin?.id as string));
    await seedDemoStaff(db);
    const [again] = await db.select().from(users).where(eq(users.email, "admin@maison-courtage.fr"));
    expect(again).toMatchObject({ id: admin?.id, role: "admin", deactivatedAt: null, twoFactorEnabled: false });
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, admin?.id as string)),
    ).toEqual([]);
  });

  it("e-mails a member of staff a reset link to the back office's screen, which sets the password once", async () => {
    const db = await getDb();
    const staff = await createUser(db, "adviser");
    const asked = await answerOf(
      await handleStaffResetRequest(
        formPost("/backoffice/mot-de-passe-oublie", { email: staff.email }),
        requestContextFor(),
      ),
    );
    expect(asked.location).toBe("/backoffice/mot-de-passe-oublie?envoye=1");
    const rows = await db.select().from(outbox).where(eq(outbox.topic, "auth.password-reset"));
    const mail = rows
      .map((row) => row.payload as { to: string; subject: string; text: string })
      .find((m) => m.to === staff.email);
    expect(mail?.subject).toContain("mot de passe collaborateur");
    const link = new URL(/http\S+reset-password\S+/.exec(mail?.text ?? "")?.[0] as string);
    expect(link.searchParams.get("callbackURL")).toBe("/backoffice/nouveau-mot-de-passe");
    const token = link.pathname.split("/").pop() as string;
    const fields = { token, password: "Nouveau-Mot-2026", confirm: "Nouveau-Mot-2026" };
    const set = await answerOf(
      await handleStaffNewPassword(formPost("/backoffice/nouveau-mot-de-passe", fields), requestContextFor()),
    );
    expect(set.location).toBe("/backoffice/connexion?motdepasse=1");
    const again = await answerOf<StaffFormState>(
      await handleStaffNewPassword(formPost("/backoffice/nouveau-mot-de-passe", fields), requestContextFor()),
    );
    expect(again.data?.notice?.key).toBe("staff.reset.invalid");
    // A customer's address gets nothing from the staff screen, and the same answer.
    const customer = await createCustomer(db);
    const other = await answerOf(
      await handleStaffResetRequest(
        formPost("/backoffice/mot-de-passe-oublie", { email: customer.email }),
        requestContextFor(),
      ),
    );
    expect(other.location).toBe("/backoffice/mot-de-passe-oublie?envoye=1");
    const toCustomer = (await db.select().from(outbox)).filter(
      (row) => (row.payload as { to?: string }).to === customer.email,
    );
    expect(toCustomer).toEqual([]);
  });
});
