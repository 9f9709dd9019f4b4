import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/support/databases";
import type { Database } from "./db/client.server";
import { rateLimits } from "./db/schema/rate-limits";
import { hitRateLimit, refundRateLimit, spendBudgets } from "./rate-limit.server";

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
});
