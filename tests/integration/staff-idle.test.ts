import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import "~/i18n/dictionaries.server";
import { requireStaff } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import { appEngines, runAgainstApp } from "../support/app-under-test";
import { createUser, pageRequest, signedInJar } from "../support/customers";

/** Let through (the role), or sent away (the status). */
async function guard(request: Request) {
  try {
    return (await requireStaff(request)).role;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

// The shortest idle window an admin can set: activity must still extend it (issue 27).
describe.each(appEngines())("a one-minute idle window on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000", STAFF_SESSION_IDLE_MINUTES: "1" }));
  beforeAll(() => getDb());
  afterEach(() => vi.useRealTimers());

  it("a request every 10 seconds keeps the session for minutes; 61 quiet seconds end it", async () => {
    const staff = await createUser(await getDb(), "adviser");
    const jar = await signedInJar(staff);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    let at = 0;
    for (at = 10_000; at <= 180_000; at += 10_000) {
      vi.setSystemTime(start + at);
      expect(await guard(pageRequest("/backoffice", jar)), `after ${at / 1000} s`).toBe("adviser");
    }
    vi.setSystemTime(start + at - 10_000 + 61_000);
    expect(await guard(pageRequest("/backoffice", jar))).toBe(302);
  });
});
