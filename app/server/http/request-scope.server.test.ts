import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLogLevel } from "../logger.server";
import { requestScopeMiddleware } from "./request-scope.server";

/** The access line written for one request to an app that trusts `trustProxy`. */
async function accessLine(trustProxy: unknown, headers: Record<string, string> = {}) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(requestScopeMiddleware());
  app.use((_req, res) => {
    res.status(403).send("no");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  setLogLevel("info");
  const written = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/backoffice/equipe`, {
      headers,
    });
    await response.text();
    await vi.waitFor(() => expect(written).toHaveBeenCalled());
    return JSON.parse(String(written.mock.calls.at(-1)?.[0])) as Record<string, unknown>;
  } finally {
    written.mockRestore();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe("the access log line (ASVS 16.2.1: when, where, who, what)", () => {
  afterEach(() => setLogLevel("silent"));

  it("names the request, the client's address, the method, the path and the status", async () => {
    const line = await accessLine(false, { "X-Forwarded-For": "198.51.100.9" });
    expect(line).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      path: "/backoffice/equipe",
      status: 403,
      ip: "127.0.0.1",
      // No database statement was sent for it.
      queries: 0,
    });
    expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(line.time)).toMatch(/Z$/);
  });

  it("takes the address from X-Forwarded-For only behind a trusted proxy", async () => {
    expect((await accessLine("loopback", { "X-Forwarded-For": "198.51.100.9" })).ip).toBe("198.51.100.9");
  });
});
