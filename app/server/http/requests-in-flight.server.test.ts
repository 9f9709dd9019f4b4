import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { countRequestsInFlight, requestsInFlight } from "./requests-in-flight.server";

describe("requests in flight", () => {
  it("counts a request until its connection closes, answered or aborted", () => {
    const middleware = countRequestsInFlight();
    const before = requestsInFlight();
    const responses = [new EventEmitter(), new EventEmitter()];
    for (const res of responses) middleware({} as Request, res as unknown as Response, () => {});
    expect(requestsInFlight()).toBe(before + 2);
    responses[0]?.emit("close");
    expect(requestsInFlight()).toBe(before + 1);
    responses[1]?.emit("close");
    responses[1]?.emit("close");
    expect(requestsInFlight()).toBe(before);
  });
});
