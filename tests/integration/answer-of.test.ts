import { data, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { answerOf } from "../support/customers";

// The helper every integration test reads a handler's answer with must never turn a fault into
// a success: a test that catches what a handler throws hands it to answerOf.
describe("answerOf", () => {
  it("reads a redirect and a data() answer with their statuses", async () => {
    expect(await answerOf(redirect("/ailleurs"))).toMatchObject({ status: 302, location: "/ailleurs" });
    expect(await answerOf(data({ ok: false }, { status: 400 }))).toMatchObject({ status: 400, data: { ok: false } });
  });

  it("throws an Error again instead of reading it as a 200", async () => {
    const fault = new RangeError("Invalid time value");
    await expect(answerOf(fault)).rejects.toBe(fault);
  });
});
