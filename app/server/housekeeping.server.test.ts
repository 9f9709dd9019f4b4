import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "./db/client.server";
import { startHousekeeping, stopHousekeeping } from "./housekeeping.server";

afterEach(async () => {
  await stopHousekeeping();
});

const db = {} as Database;

describe("startHousekeeping", () => {
  it("runs every job with the same clock, and a failing job does not stop the next one", async () => {
    const seen: Array<[string, Date]> = [];
    const now = new Date("2026-11-21T10:00:00Z");
    const keeper = startHousekeeping(db, [
      {
        name: "broken",
        run: async () => {
          throw new Error("database unavailable");
        },
      },
      {
        name: "working",
        run: async (_db, at) => {
          seen.push(["working", at]);
          return 3;
        },
      },
    ]);
    await keeper.runOnce(now);
    expect(seen).toEqual([["working", now]]);
  });

  it("runs one pass at a time and starts once per process", async () => {
    let passes = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job = {
      name: "slow",
      run: async () => {
        passes++;
        await gate;
        return 0;
      },
    };
    const keeper = startHousekeeping(db, [job]);
    expect(startHousekeeping(db, [job])).toBe(keeper);
    const first = keeper.runOnce();
    const second = keeper.runOnce();
    release();
    await Promise.all([first, second]);
    expect(passes).toBe(1);
  });
});
