// The load side of `npm run bench` (bench/server.ts): many clients against one address for a few
// seconds, and the baselines the figures are divided by. Plain Node, no app import.
import http from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";

/** What one run of clients measured. Latencies in ms; `unanswered`: requests cut by the time-out. */
export type Figure = { perSecond: number; p50: number; p99: number; errors: number; unanswered: number };

export type Target = {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** A new body (and headers) per request: a quote request from a new person each time. */
  next?: () => { body?: string; headers?: Record<string, string> };
  /** Statuses that count as answered well (default: 2xx; a lead's answer is a 303). */
  ok?: "2xx" | "3xx";
};

/** `connections` clients asking back to back for `seconds`; an answer later than 10 s counts as none. */
export async function hammer(target: Target, connections: number, seconds: number): Promise<Figure> {
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    timeout: 10,
    method: target.method ?? "GET",
    headers: target.headers,
    requests: target.next
      ? [
          {
            method: target.method ?? "GET",
            setupRequest: (request) => {
              const made = target.next?.() ?? {};
              return { ...request, body: made.body, headers: { ...request.headers, ...made.headers } };
            },
          },
        ]
      : undefined,
  });
  const good = target.ok === "3xx" ? result["3xx"] : result["2xx"];
  const answered = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  return {
    perSecond: good / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: answered - good + result.errors - result.timeouts,
    unanswered: result.timeouts,
  };
}

/**
 * A bare Node server answering every request with `body` and the headers given: what the machine
 * can do for the same bytes with no framework, no database and no rendering.
 */
export async function staticTwin(body: Buffer, headers: Record<string, string>) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { ...headers, "Content-Length": String(body.length) });
    res.end(body);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
