import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setLogLevel } from "../logger.server";
import { judgeRequest, sameOriginGuard } from "./same-origin.server";

const SITE = "https://www.maison-courtage.fr";
const options = { siteOrigin: SITE };

function judge(method: string, path: string, headers: Record<string, string> = {}, protocol = "https") {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return judgeRequest({ method, path, headers: lower, protocol }, options);
}

describe("judgeRequest", () => {
  it("lets every read through, whatever its origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(judge(method, "/", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }).allowed).toBe(true);
    }
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("lets %s through from the site's own pages", (method) => {
    expect(judge(method, "/consent", { Origin: SITE }).allowed).toBe(true);
    expect(judge(method, "/consent", { Origin: SITE, "Sec-Fetch-Site": "same-origin" }).allowed).toBe(true);
    expect(judge(method, "/consent", { "Sec-Fetch-Site": "same-origin" }).allowed).toBe(true);
  });

  it.each([
    ["another site", { Origin: "https://evil.example" }],
    ["a sibling subdomain", { Origin: "https://shop.maison-courtage.fr" }],
    ["plain http of the same host", { Origin: "http://www.maison-courtage.fr" }],
    ["another port", { Origin: "https://www.maison-courtage.fr:8443" }],
    ["an opaque origin (sandboxed frame, file://)", { Origin: "null" }],
    ["a cross-site fetch without Origin", { "Sec-Fetch-Site": "cross-site" }],
    ["a same-site fetch without Origin", { "Sec-Fetch-Site": "same-site" }],
    ["a right Sec-Fetch-Site with a wrong Origin", { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" }],
  ])("refuses a POST from %s with 403", (_name, headers) => {
    for (const path of [
      "/consent",
      "/language",
      "/espace-client/deconnexion",
      "/api/auth/sign-out",
      "/assurance-emprunteur",
    ]) {
      expect(judge("POST", path, headers)).toMatchObject({ allowed: false, status: 403 });
    }
  });

  it("lets a request from no browser through (curl, a server: no visitor's cookies to ride on)", () => {
    expect(
      judge("POST", "/consent", { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "14" })
        .allowed,
    ).toBe(true);
  });

  it("refuses a JSON API body of another type with 415, even from the site", () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const verdict = judge("POST", "/api/chat-assistant", {
        Origin: SITE,
        "Content-Type": type,
        "Content-Length": "20",
      });
      expect(verdict).toMatchObject({ allowed: false, status: 415 });
    }
    expect(judge("POST", "/api/chat-assistant", { "Content-Length": "20" })).toMatchObject({ status: 415 });
  });

  it("accepts JSON, with parameters or a +json type, and a JSON API POST without a body", () => {
    const json = (type: string) =>
      judge("POST", "/api/chat-assistant", { Origin: SITE, "Content-Type": type, "Content-Length": "20" }).allowed;
    expect(json("application/json")).toBe(true);
    expect(json("Application/JSON; charset=utf-8")).toBe(true);
    expect(json("application/merge-patch+json")).toBe(true);
    expect(judge("POST", "/api/auth/sign-out", { Origin: SITE, "Content-Length": "0" }).allowed).toBe(true);
  });

  it("in development, also trusts the address the browser used", () => {
    const request = {
      method: "POST",
      path: "/consent",
      protocol: "http",
      headers: { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" },
    };
    expect(judgeRequest(request, { siteOrigin: "http://localhost:3000" }).allowed).toBe(false);
    expect(judgeRequest(request, { siteOrigin: "http://localhost:3000", trustRequestHost: true }).allowed).toBe(true);
    const spoofed = { ...request, headers: { origin: "http://evil.example", host: "127.0.0.1:3000" } };
    expect(judgeRequest(spoofed, { siteOrigin: "http://localhost:3000", trustRequestHost: true }).allowed).toBe(false);
  });
});

describe("sameOriginGuard over HTTP", () => {
  let server: ReturnType<express.Express["listen"]>;
  let base = "";
  const reached: string[] = [];
  beforeAll(async () => {
    const app = express();
    app.use(sameOriginGuard({ siteOrigin: SITE }));
    app.use((req, res) => {
      reached.push(`${req.method} ${req.path}`);
      res.send("done");
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers a cross-site POST with a short 403, logged as a warning, before any handler runs", async () => {
    setLogLevel("warn");
    const written = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const response = await fetch(`${base}/api/chat-assistant`, {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "text/plain" },
        body: JSON.stringify({ callback: { email: "victim@example.com" } }),
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toBe("Cross-site request refused.");
      const lines = written.mock.calls.map(([line]) => JSON.parse(String(line)));
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: "warn",
          msg: "request refused",
          reason: "cross-origin",
          origin: "https://evil.example",
        }),
      );
      expect(reached).toEqual([]);
    } finally {
      written.mockRestore();
      setLogLevel("silent");
    }
  });

  it("lets the site's own POST reach its handler", async () => {
    const response = await fetch(`${base}/language`, {
      method: "POST",
      headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
      body: "lang=en",
    });
    expect(response.status).toBe(200);
    expect(reached).toEqual(["POST /language"]);
  });
});
