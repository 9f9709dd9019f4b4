import { describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/support/databases";
import { hitRateLimit, peekRateLimit } from "./rate-limit.server";

const rule = { limit: 3, windowMs: 60_000 };

describe.each(testDatabases())("rate limits on $name", ({ handle }) => {
  it("counts hits and limits after the threshold", async () => {
    const db = handle().db;
    const key = `test:${crypto.randomUUID()}`;
    const now = new Date("2026-01-01T10:00:00Z");
    expect((await peekRateLimit(db, key, rule, now)).limited).toBe(false);
    await hitRateLimit(db, key, rule, now);
    await hitRateLimit(db, key, rule, now);
    const third = await hitRateLimit(db, key, rule, now);
    expect(third.count).toBe(3);
    expect(third.limited).toBe(false);
    expect((await hitRateLimit(db, key, rule, now)).limited).toBe(true);
    const peek = await peekRateLimit(db, key, rule, new Date(now.getTime() + 1000));
    expect(peek.limited).toBe(true);
    expect(peek.retryAfterSeconds).toBe(59);
  });

  it("starts a new window once the old one has passed", async () => {
    const db = handle().db;
    const key = `test:${crypto.randomUUID()}`;
    const now = new Date("2026-01-01T10:00:00Z");
    for (let i = 0; i < 3; i++) await hitRateLimit(db, key, rule, now);
    const later = new Date(now.getTime() + 61_000);
    expect((await peekRateLimit(db, key, rule, later)).limited).toBe(false);
    const fresh = await hitRateLimit(db, key, rule, later);
    expect(fresh.count).toBe(1);
  });

  it("counts concurrent hits exactly", async () => {
    const db = handle().db;
    const key = `test:${crypto.randomUUID()}`;
    const now = new Date();
    await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(db, key, { limit: 100, windowMs: 60_000 }, now)));
    expect((await peekRateLimit(db, key, { limit: 100, windowMs: 60_000 }, now)).count).toBe(20);
  });
});
