import type { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { takingTurns } from "./client.server";

/** A stand-in for PGlite that records what runs, in order. */
function fakeClient(log: string[]) {
  return {
    async query(sql: string) {
      log.push(`query ${sql}`);
      // What reaches the event loop while a statement runs (a request's bytes arriving).
      if (sql === "1") setImmediate(() => log.push("event loop"));
      return { rows: [] };
    },
    async transaction(run: (tx: unknown) => Promise<unknown>) {
      log.push("begin");
      const result = await run({});
      log.push("commit");
      return result;
    },
    waitReady: Promise.resolve(),
  } as unknown as PGlite;
}

describe("PGlite taking turns", () => {
  it("runs statements in the order they were asked for, letting the event loop turn between two", async () => {
    const log: string[] = [];
    const client = takingTurns(fakeClient(log));
    await Promise.all([client.query("1"), client.transaction(async () => log.push("inside")), client.query("2")]);
    // Handed from one to the next through promises alone, the transaction would come first.
    expect(log).toEqual(["query 1", "event loop", "begin", "inside", "commit", "query 2"]);
  });

  it("goes on after a failed statement", async () => {
    const log: string[] = [];
    const failing = {
      ...fakeClient(log),
      async query(sql: string) {
        log.push(`query ${sql}`);
        if (sql === "bad") throw new Error("syntax error");
        return { rows: [] };
      },
    } as unknown as PGlite;
    const client = takingTurns(failing);
    await expect(client.query("bad")).rejects.toThrow("syntax error");
    await expect(client.query("good")).resolves.toEqual({ rows: [] });
    expect(log).toEqual(["query bad", "query good"]);
  });
});
