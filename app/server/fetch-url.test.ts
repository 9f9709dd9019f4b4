import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { FETCH_BAD_PORTS, fetchRefusal } from "./fetch-url";

/** What this Node's fetch says about a local URL: "bad port" is decided before any connection. */
async function fetchFailure(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return "answered";
  } catch (error) {
    return (error as { cause?: { message?: string } }).cause?.message ?? String(error);
  }
}

describe("fetch's bad ports", () => {
  it("are exactly those this Node's fetch refuses (checked on every listed port and their neighbours)", async () => {
    const listed = [...FETCH_BAD_PORTS];
    const neighbours = listed
      .flatMap((port) => [port - 1, port + 1])
      .filter((port) => port > 0 && !FETCH_BAD_PORTS.has(port));
    const refusedListed = await Promise.all(listed.map((port) => fetchFailure(`http://127.0.0.1:${port}/`)));
    expect(refusedListed.every((cause) => cause === "bad port")).toBe(true);
    const refusedOthers = await Promise.all(neighbours.map((port) => fetchFailure(`http://127.0.0.1:${port}/`)));
    expect(neighbours.filter((_port, i) => refusedOthers[i] === "bad port")).toEqual([]);
  });

  it("explain themselves, as do credentials in the URL", () => {
    expect(fetchRefusal("http://crm.example.fr:4190/hook")).toMatch(/port 4190 .*fetch refuses/);
    expect(fetchRefusal("https://user:secret@crm.example.fr/hook")).toMatch(/user name or password/);
    expect(fetchRefusal("https://crm.example.fr:8443/hook")).toBeNull();
    expect(fetchRefusal("https://crm.example.fr/hook")).toBeNull();
  });
});

describe("outgoing URLs in the configuration", () => {
  const base = { LEAD_WEBHOOK_SECRET: "whsec_dGVzdC13ZWJob29rLXNlY3JldC0wMTIzNDU2Nzg5" };

  it.each([
    ["LEAD_WEBHOOK_URL", { ...base, LEAD_WEBHOOK_URL: "http://crm.example.fr:4190/hook" }, /port 4190/],
    ["LEAD_WEBHOOK_URL", { ...base, LEAD_WEBHOOK_URL: "https://crm.example.fr:6667/hook" }, /port 6667/],
    ["LEAD_WEBHOOK_URL", { ...base, LEAD_WEBHOOK_URL: "https://me:pw@crm.example.fr/hook" }, /user name or password/],
    ["LEAD_WEBHOOK_URL", { ...base, LEAD_WEBHOOK_URL: "ftp://crm.example.fr/hook" }, /http\(s\)/],
    ["LLM_BASE_URL", { LLM_BASE_URL: "http://127.0.0.1:10080/v1", LLM_API_KEY: "k", LLM_MODEL: "m" }, /port 10080/],
  ])("stop start-up with a message naming %s", (name, source, reason) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`- ${name} \\(".*"\\): .*${reason.source}`));
  });

  it("accept a webhook on an ordinary port", () => {
    expect(parseEnv({ ...base, LEAD_WEBHOOK_URL: "http://127.0.0.1:8080/hooks/leads" }).LEAD_WEBHOOK_URL).toBe(
      "http://127.0.0.1:8080/hooks/leads",
    );
  });
});
