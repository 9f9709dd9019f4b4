import type { RequestHandler } from "express";

/** Requests this process is serving now: the outbox worker waits for none before a pass. */
let inFlight = 0;

export function requestsInFlight() {
  return inFlight;
}

/** Counts a request from its arrival until its connection is done with it (answered or aborted). */
export function countRequestsInFlight(): RequestHandler {
  return (_req, res, next) => {
    inFlight += 1;
    res.once("close", () => {
      inFlight -= 1;
    });
    next();
  };
}
