import type { RequestHandler } from "express";

export type DrainLimits = {
  /** A refused body still arriving after this long is not worth the connection: it is dropped. */
  timeoutMs: number;
  /** Nor is one larger than this (above the largest accepted body, a CV upload of 6 MB). */
  maxBytes: number;
};

export const DRAIN_LIMITS: DrainLimits = { timeoutMs: 10_000, maxBytes: 8 * 1024 * 1024 };

/**
 * Frees the connection of a request answered without reading its body (the gate's redirect, a
 * 403, a 405, sign-out, a 413). React Router's adapter wraps every body in a stream that pauses
 * the socket once its small buffer is full; when nobody reads that stream, the rest of a large
 * body stays in the socket and the next request on the same keep-alive connection waits for a
 * timeout (66 s). So once the answer is sent, the rest is read and thrown away, and the
 * connection serves the next request. Within limits: a body that takes too long or is too large
 * (a 413 declaring gigabytes) costs the client its connection instead of our time.
 */
export function releaseUnreadBody(limits: DrainLimits = DRAIN_LIMITS): RequestHandler {
  return (req, res, next) => {
    res.on("finish", () => {
      if (req.complete || req.destroyed) return;
      // The request's consumers are done with it: no one will read these bytes.
      req.removeAllListeners("data");
      let drained = 0;
      const drop = () => req.socket.destroy();
      const timer = setTimeout(drop, limits.timeoutMs);
      const stop = () => clearTimeout(timer);
      req.on("data", (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > limits.maxBytes) drop();
      });
      req.once("end", stop);
      req.once("close", stop);
      req.resume();
    });
    next();
  };
}
