import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptAccess, GATE_RATE_LIMIT } from "~/features/access-gate/access-gate.server";
import { resetEnvCache } from "~/server/env.server";
import { testDatabases } from "../support/databases";

beforeAll(() => {
  process.env.SITE_ACCESS_CODE = "4821";
  resetEnvCache();
});
afterAll(() => {
  delete process.env.SITE_ACCESS_CODE;
  resetEnvCache();
});

describe.each(testDatabases())("access gate on $name", ({ handle }) => {
  const client = () => `198.51.100.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}`;

  it("admits the right code and refuses a wrong one", async () => {
    const ip = client();
    expect(await attemptAccess(handle().db, ip, "4821")).toEqual({ outcome: "admitted" });
    expect(await attemptAccess(handle().db, ip, "0000")).toEqual({ outcome: "wrong" });
  });

  it("limits a client after 10 wrong codes, even when the 11th is right", async () => {
    const ip = client();
    for (let i = 0; i < GATE_RATE_LIMIT.limit; i++) {
      expect((await attemptAccess(handle().db, ip, "0000")).outcome).toBe("wrong");
    }
    const limited = await attemptAccess(handle().db, ip, "4821");
    expect(limited.outcome).toBe("limited");
    if (limited.outcome === "limited") expect(limited.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // Another client is not affected.
    expect(await attemptAccess(handle().db, client(), "4821")).toEqual({ outcome: "admitted" });
  });

  it("lets a parallel burst of wrong codes try exactly the limit, the rest refused", async () => {
    const ip = client();
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => attemptAccess(handle().db, ip, "0000").then((attempt) => attempt.outcome)),
    );
    expect(outcomes.filter((outcome) => outcome === "wrong")).toHaveLength(GATE_RATE_LIMIT.limit);
    expect(outcomes.filter((outcome) => outcome === "limited")).toHaveLength(40 - GATE_RATE_LIMIT.limit);
  });

  it("does not count the right code against the client", async () => {
    const ip = client();
    for (let i = 0; i < GATE_RATE_LIMIT.limit - 1; i++) await attemptAccess(handle().db, ip, "0000");
    for (let i = 0; i < 5; i++) expect((await attemptAccess(handle().db, ip, "4821")).outcome).toBe("admitted");
    expect((await attemptAccess(handle().db, ip, "0000")).outcome).toBe("wrong");
    expect((await attemptAccess(handle().db, ip, "4821")).outcome).toBe("limited");
  });
});
