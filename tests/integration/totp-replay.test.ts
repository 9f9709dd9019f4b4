import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { handleSecondFactor, handleStaffSignIn } from "~/features/backoffice-access/sign-in.server";
import type { StaffFormState } from "~/features/backoffice-access/staff-forms";
import "~/i18n/dictionaries.server";
import { createAuth } from "~/server/auth/auth.server";
import { authRequestHeaders } from "~/server/auth/session.server";
import { openDatabase } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import { sessions } from "~/server/db/schema/auth";
import { env } from "~/server/env.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, CookieJar, createUser, formPost, pageRequest, totpCode } from "../support/customers";

/** A member of staff's first step: the password, which leaves a challenge cookie for the code. */
async function challenge(person: { email: string; password: string }) {
  const answer = await answerOf(
    await handleStaffSignIn(
      formPost("/backoffice/connexion", { email: person.email, password: person.password }),
      requestContextFor(),
    ),
  );
  expect(answer.location).toBe("/backoffice/connexion/code");
  return new CookieJar().take(answer.headers);
}

async function sendCode(jar: CookieJar, code: string) {
  return answerOf<StaffFormState>(
    await handleSecondFactor(formPost("/backoffice/connexion/code", { code }, jar), requestContextFor(), "totp"),
  );
}

async function sessionCount(userId: string) {
  return (await (await getDb()).select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe.each(appEngines())("a TOTP code opens one session on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000" }));
  beforeAll(() => getDb());

  it("refuses the same code on a second sign-in, one after the other", async () => {
    const staff = await createUser(await getDb(), "adviser");
    const first = await challenge(staff);
    const second = await challenge(staff);
    const code = totpCode(staff.totpSecret as string);
    expect((await sendCode(first, code)).status).toBe(302);
    const replay = await sendCode(second, code);
    expect(replay.status).toBe(401);
    expect(replay.data?.notice?.key).toBe("staff.errors.codeUsed");
    expect(await sessionCount(staff.id)).toBe(1);
  });

  it("lets exactly one of a parallel burst of the same code through", async () => {
    const staff = await createUser(await getDb(), "adviser");
    // The passwords one after the other: a burst of them from six new browsers would meet the
    // sign-in's progressive delay (issue 48), which counts each try until it succeeds.
    const jars = [];
    for (let i = 0; i < 6; i++) jars.push(await challenge(staff));
    const code = totpCode(staff.totpSecret as string);
    const answers = await Promise.all(jars.map((jar) => sendCode(jar, code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 401, 401, 401, 401, 401]);
    expect(await sessionCount(staff.id)).toBe(1);
  });

  it("refuses a replay sent to better-auth's own endpoint as well", async () => {
    const staff = await createUser(await getDb(), "adviser");
    const [first, second] = [await challenge(staff), await challenge(staff)];
    const code = totpCode(staff.totpSecret as string);
    expect((await sendCode(first, code)).status).toBe(302);
    const auth = createAuth(await getDb(), { secret: env().BETTER_AUTH_SECRET, site: buildSiteConfig(env()) });
    const replay = await auth.handler(
      new Request("http://localhost:3000/api/auth/two-factor/verify-totp", {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: second.header(), Origin: "http://localhost:3000" },
        body: JSON.stringify({ code }),
      }),
    );
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { code?: string }).code).toBe("TOTP_CODE_ALREADY_USED");
    expect(await sessionCount(staff.id)).toBe(1);
  });

  it.runIf(engine === "postgres")("holds across two app instances on one database, in parallel", async () => {
    const staff = await createUser(await getDb(), "adviser");
    const other = await openDatabase({ url: process.env.DATABASE_URL as string, maxConnections: 5 });
    try {
      const settings = { secret: env().BETTER_AUTH_SECRET, site: buildSiteConfig(env()) };
      const instances = [createAuth(await getDb(), settings), createAuth(other.db, settings)];
      const jars = await Promise.all(instances.flatMap(() => [challenge(staff), challenge(staff)]));
      const code = totpCode(staff.totpSecret as string);
      const results = await Promise.allSettled(
        jars.map((jar, index) =>
          instances[index % 2]?.api.verifyTOTP({
            body: { code },
            headers: authRequestHeaders(pageRequest("/", jar), crypto.randomUUID()),
          }),
        ),
      );
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      expect(await sessionCount(staff.id)).toBe(1);
    } finally {
      await other.close();
    }
  });
});
