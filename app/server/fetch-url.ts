import { z } from "zod";

/**
 * Ports that fetch (Node's undici, as every browser) refuses to connect to: the Fetch standard's
 * "bad ports" (https://fetch.spec.whatwg.org/#port-blocking), mostly other protocols' ports
 * (SMTP, IRC, SIP...). A URL on one of them fails every request with "bad port", so a setting
 * naming one must stop start-up rather than fail each delivery later. fetch-url.test.ts checks
 * this list against the running Node's fetch.
 */
export const FETCH_BAD_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** Why fetch would refuse this http(s) URL before sending anything, or null if it would not. */
export function fetchRefusal(value: string): string | null {
  const url = new URL(value);
  if (url.port !== "" && FETCH_BAD_PORTS.has(Number(url.port))) {
    return `port ${url.port} is one that fetch refuses (a "bad port" of the Fetch standard): use another port`;
  }
  if (url.username !== "" || url.password !== "") {
    return "must not carry a user name or password: fetch refuses such URLs (put credentials in a header or the path)";
  }
  return null;
}

/** An http(s) URL the app will call with fetch: checked for everything fetch would refuse. */
export function fetchableUrl() {
  return z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).superRefine((value, ctx) => {
    // zod runs refinements after a failed format check too: a value that is no URL is already refused.
    if (!URL.canParse(value)) return;
    const refusal = fetchRefusal(value);
    if (refusal) ctx.addIssue({ code: "custom", message: refusal });
  });
}
