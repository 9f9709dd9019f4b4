import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/support/databases";
import type { Database } from "./db/client.server";
import { rateLimits } from "./db/schema/rate-limits";
import { hitProgressiveDelay, hitRateLimit, refundRateLimit, spendBudgets } from "./rate-limit.server";

const rule = { limit: 3, windowMs: 60_000 };
const newKey = () => `test:${crypto.randomUUID()}`;

async function countOf(db: Database, key: string) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.count ?? 0;
}

describe.each(testDatabases())("rate limits on $name", ({ handle }) => {
  it("counts hits and says which one went over the limit", async () => {
    const db = handle().db;
    const key = newKey();
    const now = new Date("2026-01-01T10:00:00Z");
    await hitRateLimit(db, key, rule, now);
    await hitRateLimit(db, key, rule, now);
    const third = await hitRateLimit(db, key, rule, now);
    expect(third).toMatchObject({ count: 3, limited: false });
    const fourth = await hitRateLimit(db, key, rule, new Date(now.getTime() + 1000));
    expect(fourth).toMatchObject({ count: 4, limited: true, retryAfterSeconds: 59 });
  });

  it("starts a new window once the old one has passed", async () => {
    const db = handle().db;
    const key = newKey();
    const now = new Date("2026-01-01T10:00:00Z");
    for (let i = 0; i < 4; i++) await hitRateLimit(db, key, rule, now);
    const fresh = await hitRateLimit(db, key, rule, new Date(now.getTime() + 61_000));
    expect(fresh).toMatchObject({ count: 1, limited: false });
  });

  it("counts a parallel burst exactly: as many pass as the limit allows, not one more", async () => {
    const db = handle().db;
    const key = newKey();
    const burst = { limit: 10, windowMs: 60_000 };
    const states = await Promise.all(Array.from({ length: 60 }, () => hitRateLimit(db, key, burst)));
    expect(states.filter((state) => !state.limited)).toHaveLength(10);
    expect(states.map((state) => state.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    expect(await countOf(db, key)).toBe(60);
  });

  it("gives an event back within its window, never below zero nor into the next window", async () => {
    const db = handle().db;
    const key = newKey();
    const now = new Date("2026-01-01T10:00:00Z");
    await hitRateLimit(db, key, rule, now);
    await refundRateLimit(db, key, now);
    await refundRateLimit(db, key, now);
    expect(await countOf(db, key)).toBe(0);
    for (let i = 0; i < 3; i++) await hitRateLimit(db, key, rule, now);
    await refundRateLimit(db, key, new Date(now.getTime() + 61_000));
    expect(await countOf(db, key)).toBe(3);
  });

  it("spends several budgets in order, and one that refuses leaves the later ones untouched", async () => {
    const db = handle().db;
    const client = { key: newKey(), rule: { limit: 2, windowMs: 60_000 } };
    const account = { key: newKey(), rule: { limit: 5, windowMs: 60_000 } };
    expect(await spendBudgets(db, [client, account])).toBeNull();
    expect(await spendBudgets(db, [client, account])).toBeNull();
    const wait = await spendBudgets(db, [client, account]);
    expect(wait).toBeGreaterThan(50);
    expect(await countOf(db, account.key)).toBe(2);

    // The account's budget refusing gives back what the client's had just counted.
    const other = { key: newKey(), rule: { limit: 10, windowMs: 60_000 } };
    for (let i = 0; i < 3; i++) await spendBudgets(db, [other, account]);
    expect(await spendBudgets(db, [other, account])).toBeGreaterThan(0);
    expect(await countOf(db, other.key)).toBe(3);
  });

  describe("progressive delays", () => {
    const delay = { freeFailures: 2, firstDelaySeconds: 1, capSeconds: 8, forgetAfterMs: 60_000 };
    const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

    it("lets attempts through at the schedule's pace, never refusing for longer than the cap", async () => {
      const db = handle().db;
      const key = newKey();
      const start = new Date("2026-01-01T10:00:00Z");
      // Failures 1 and 2 are free; the 3rd pushes the next try 1 s on, the 4th 2 s, the 5th 4 s.
      for (let i = 0; i < 3; i++) expect((await hitProgressiveDelay(db, key, delay, start)).limited).toBe(false);
      expect(await hitProgressiveDelay(db, key, delay, start)).toEqual({ limited: true, retryAfterSeconds: 1 });
      expect((await hitProgressiveDelay(db, key, delay, at(start, 1))).limited).toBe(false);
      expect(await hitProgressiveDelay(db, key, delay, at(start, 2))).toEqual({ limited: true, retryAfterSeconds: 1 });
      expect((await hitProgressiveDelay(db, key, delay, at(start, 3))).limited).toBe(false);
      expect(await hitProgressiveDelay(db, key, delay, at(start, 3))).toEqual({ limited: true, retryAfterSeconds: 4 });
      // Refusals are not failures: they push nothing further.
      for (let i = 0; i < 20; i++) await hitProgressiveDelay(db, key, delay, at(start, 4));
      expect(await countOf(db, key)).toBe(5);
      let now = at(start, 7);
      for (let i = 0; i < 5; i++) {
        expect((await hitProgressiveDelay(db, key, delay, now)).limited).toBe(false);
        const refused = await hitProgressiveDelay(db, key, delay, now);
        expect(refused.retryAfterSeconds).toBeLessThanOrEqual(delay.capSeconds);
        now = at(now, refused.retryAfterSeconds);
      }
    });

    it("forgets the failures after a quiet while, and gives a right attempt back", async () => {
      const db = handle().db;
      const key = newKey();
      const start = new Date("2026-01-01T10:00:00Z");
      for (let i = 0; i < 3; i++) await hitProgressiveDelay(db, key, delay, at(start, i * 10));
      await refundRateLimit(db, key, at(start, 20));
      expect(await countOf(db, key)).toBe(2);
      const later = at(start, 20 + 61);
      expect((await hitProgressiveDelay(db, key, delay, later)).limited).toBe(false);
      expect(await countOf(db, key)).toBe(1);
    });

    it("lets exactly one attempt of a parallel burst through once the wait has begun", async () => {
      const db = handle().db;
      const key = newKey();
      const start = new Date("2026-01-01T10:00:00Z");
      const states = await Promise.all(Array.from({ length: 30 }, () => hitProgressiveDelay(db, key, delay, start)));
      // Two free failures, and the third (which starts the first wait) goes through too.
      expect(states.filter((state) => !state.limited)).toHaveLength(3);
      expect(await countOf(db, key)).toBe(3);
    });
  });
});
