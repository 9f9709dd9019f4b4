import { describe, expect, it } from "vitest";
import { isConnectionError } from "./availability.server";

describe("isConnectionError", () => {
  it("recognises the server going away, however deep the driver wrapped it", () => {
    expect(
      isConnectionError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
    ).toBe(true);
    expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(
      isConnectionError(
        Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      ),
    ).toBe(true);
    expect(isConnectionError(Object.assign(new Error("the database system is starting up"), { code: "57P03" }))).toBe(
      true,
    );
    const wrapped = new Error("Failed query: select 1", { cause: Object.assign(new Error("x"), { code: "08006" }) });
    expect(isConnectionError(wrapped)).toBe(true);
  });

  it("leaves the query's own faults alone: they are bugs or bad input, not an outage", () => {
    expect(isConnectionError(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isConnectionError(Object.assign(new Error("password authentication failed"), { code: "28P01" }))).toBe(
      false,
    );
    expect(isConnectionError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});
