import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { handleSecondFactor, handleStaffSignIn } from "~/features/backoffice-access/sign-in.server";
import "~/i18n/dictionaries.server";
import { requireStaff } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import { setLogLevel } from "~/server/logger.server";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, CookieJar, createUser, formPost, pageRequest, signedInJar, totpCode } from "../support/customers";

/** The JSON lines written to stderr (warnings and errors) while `act` runs. */
async function warningsOf(act: () => Promise<unknown>) {
  setLogLevel("warn");
  const written = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    await act();
    return written.mock.calls.map(([line]) => String(line));
  } finally {
    written.mockRestore();
    setLogLevel("silent");
  }
}

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

/** ASVS 5.0, 16.3.1 and 16.3.2: failed authentication and authorization attempts are logged. */
describe.each(appEngines())("security events in the logs on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000" }));
  beforeAll(() => getDb());
  afterEach(() => setLogLevel("silent"));

  it("a wrong password at the staff door is a warning naming the step and the refusal, never the secret", async () => {
    const staff = await createUser(await getDb(), "adviser");
    const lines = await warningsOf(async () => {
      const answer = await answerOf(
        await handleStaffSignIn(
          formPost("/backoffice/connexion", { email: staff.email, password: "Pas-le-bon-secret" }),
          requestContextFor(),
        ),
      );
      expect(answer.status).toBe(401);
    });
    expect(parsed(lines)).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "staff sign-in refused",
        step: "password",
        status: 401,
        code: "INVALID_EMAIL_OR_PASSWORD",
      }),
    );
    expect(lines.join("")).not.toContain("Pas-le-bon-secret");
    expect(lines.join("")).not.toContain(staff.email);
  });

  it("a wrong second-factor code is a warning too", async () => {
    const staff = await createUser(await getDb(), "adviser");
    const context = requestContextFor();
    const first = await answerOf(
      await handleStaffSignIn(
        formPost("/backoffice/connexion", { email: staff.email, password: staff.password }),
        context,
      ),
    );
    const jar = new CookieJar().take(first.headers);
    const right = totpCode(staff.totpSecret as string);
    const wrong = right === "000000" ? "111111" : "000000";
    const lines = await warningsOf(async () => {
      const answer = await answerOf(
        await handleSecondFactor(formPost("/backoffice/connexion/code", { code: wrong }, jar), context, "totp"),
      );
      expect(answer.status).toBe(401);
    });
    expect(parsed(lines)).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "staff sign-in refused", step: "totp", status: 401 }),
    );
    expect(lines.join("")).not.toContain(wrong);
  });

  it("an adviser refused an admin screen is a warning naming who, what they lacked and where", async () => {
    const adviser = await createUser(await getDb(), "adviser");
    const request = pageRequest("/backoffice/equipe", await signedInJar(adviser));
    const lines = await warningsOf(async () => {
      await expect(requireStaff(request, "admin")).rejects.toMatchObject({ status: 403 });
    });
    expect(parsed(lines)).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "authorization refused",
        userId: adviser.id,
        role: "adviser",
        needed: "admin",
        method: "GET",
        path: "/backoffice/equipe",
      }),
    );
  });
});
