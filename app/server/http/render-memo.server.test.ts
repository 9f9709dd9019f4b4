import { describe, expect, it } from "vitest";
import { createRenderMemo, cutAt, memoKey, textOf } from "./render-memo.server";

const now = new Date("2026-11-27T10:15:00Z");
const inputs = (data: unknown, fresh: string[] = ["nonce-1"]) => ({
  url: "https://x.fr/espace-client",
  status: 200,
  data,
  fresh,
  now,
});

describe("the key of a render", () => {
  it("is the same for the same address, status, data and hour, whatever the nonce and tokens", () => {
    const a = memoKey(inputs([{ root: { lang: "fr" }, page: { token: "tok-A", total: 245 } }], ["n-1", "tok-A"]));
    const b = memoKey(inputs([{ root: { lang: "fr" }, page: { token: "tok-B", total: 245 } }], ["n-2", "tok-B"]));
    expect(a).toBeTruthy();
    expect(a).toBe(b);
  });

  it("changes with anything the render reads: the data, the address, the status, the hour", () => {
    const base = memoKey(inputs({ total: 245 }));
    expect(memoKey(inputs({ total: 246 }))).not.toBe(base);
    expect(memoKey({ ...inputs({ total: 245 }), url: "https://x.fr/espace-client?photo" })).not.toBe(base);
    expect(memoKey({ ...inputs({ total: 245 }), status: 404 })).not.toBe(base);
    expect(memoKey({ ...inputs({ total: 245 }), now: new Date("2026-11-27T11:00:00Z") })).not.toBe(base);
    expect(memoKey({ ...inputs({ total: 245 }), now: new Date("2026-11-27T10:59:59Z") })).toBe(base);
  });

  it("tells undefined from null and a date from its text's neighbour", () => {
    expect(memoKey(inputs({ a: undefined }))).not.toBe(memoKey(inputs({ a: null })));
    expect(memoKey(inputs([undefined]))).not.toBe(memoKey(inputs([null])));
    expect(memoKey(inputs({ at: new Date("2026-01-01T00:00:00Z") }))).not.toBe(
      memoKey(inputs({ at: new Date("2026-01-02T00:00:00Z") })),
    );
  });

  it("is refused for data JSON would blur: a Map, a Set, a class instance, a promise, a bigint, a cycle, NaN, a function", () => {
    class Money {
      cents = 1;
    }
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    for (const data of [
      { m: new Map([["a", 1]]) },
      { s: new Set([1]) },
      { money: new Money() },
      { later: Promise.resolve(1) },
      { big: 1n },
      cycle,
      { error: new Error("boom") },
      { n: Number.NaN },
      { run: () => 1 },
    ]) {
      expect(memoKey(inputs(data))).toBeNull();
    }
  });

  it("keeps a token's place apart from the same text in the data elsewhere", () => {
    // The token moved from one field to another: a different page.
    const a = memoKey(inputs({ form: "tok-A", other: "x" }, ["n", "tok-A"]));
    const b = memoKey(inputs({ form: "x", other: "tok-B" }, ["n", "tok-B"]));
    expect(a).not.toBe(b);
  });
});

describe("the memo", () => {
  /** What the memo serves, as text (null when it has nothing). */
  const served = (memo: ReturnType<typeof createRenderMemo>, key: string, fresh: string[] = []) => {
    const parts = memo.get(key, fresh);
    return parts && textOf(parts);
  };

  it("serves a kept page's bytes with this response's nonce and tokens in place", () => {
    const memo = createRenderMemo({ maxPages: 10, maxBytes: 1_000_000 });
    memo.set("k", `<script nonce="n-1">é</script><input value="tok-A"><p nonce="n-1">`, ["n-1", "tok-A"]);
    expect(served(memo, "k", ["n-2", "tok-B"])).toBe(
      `<script nonce="n-2">é</script><input value="tok-B"><p nonce="n-2">`,
    );
    expect(memo.get("k", ["n-3", "tok-C"])?.every((part) => Buffer.isBuffer(part))).toBe(true);
    expect(memo.get("other", ["n-2"])).toBeNull();
  });

  it("lets the least recently used page go first, by count and by size", () => {
    const memo = createRenderMemo({ maxPages: 2, maxBytes: 1_000 });
    memo.set("a", "A", []);
    memo.set("b", "B", []);
    memo.get("a", []);
    memo.set("c", "C", []);
    expect([served(memo, "a"), served(memo, "b"), served(memo, "c")]).toEqual(["A", null, "C"]);
    memo.set("big", "é".repeat(500), []); // 1,000 bytes in UTF-8: the others have to go
    expect(memo.size()).toBe(1);
    memo.set("huge", "x".repeat(1_001), []);
    expect(memo.get("huge", [])).toBeNull();
    expect(served(memo, "big")).toBe("é".repeat(500));
  });

  it("lets a page go once its hour is over, as no key can reach it any more", () => {
    let time = Date.parse("2026-11-27T10:59:00Z");
    const memo = createRenderMemo({ maxPages: 10, maxBytes: 1_000_000, now: () => time });
    memo.set("a", "A", []);
    expect(served(memo, "a")).toBe("A");
    time = Date.parse("2026-11-27T11:00:00Z");
    expect(memo.get("a", [])).toBeNull();
    expect(memo.size()).toBe(0);
  });
});

describe("cutting a page at its values", () => {
  it("finds every occurrence of each value, the earliest first, and skips empty ones", () => {
    expect(cutAt("a N b T c N", ["", "N", "T"])).toEqual({ pieces: ["a ", " b ", " c ", ""], slots: [1, 2, 1] });
    expect(cutAt("nothing here", ["N"])).toEqual({ pieces: ["nothing here"], slots: [] });
  });
});
