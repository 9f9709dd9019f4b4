import fc from "fast-check";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { action as authAction, loader as authLoader } from "~/routes/api/auth";
import { getAuth } from "~/server/auth/auth.server";
import { appEngines, routeContextFor, runAgainstApp } from "../support/app-under-test";

/**
 * Every endpoint better-auth mounts under /api/auth/* (issue 48, item 5): whatever JSON, form or
 * query arrives, the answer is never a 5xx. NUL and lone surrogates once reached PostgreSQL
 * (22021, a 500) through `sign-in/email-otp`; the handler now cleans input as the forms do.
 */

let clients = 0;
async function send(method: string, path: string, body?: string, contentType?: string) {
  clients += 1;
  const headers = new Headers({ Origin: "http://localhost" });
  if (contentType) headers.set("Content-Type", contentType);
  const request = new Request(`http://localhost${path}`, { method, body, headers });
  const context = await routeContextFor(request, `auth-fuzz-${clients % 7}`);
  const args = { request, context, params: { "*": path.replace(/^\/api\/auth\//, "").split("?")[0] } } as never;
  try {
    const answer = method === "GET" ? await authLoader(args) : await authAction(args);
    return answer.status;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

/** The endpoints better-auth itself lists (its API object), with the method each takes. */
async function endpoints() {
  const auth = await getAuth();
  const found: Array<{ path: string; method: string }> = [];
  for (const endpoint of Object.values(auth.api) as Array<{ path?: string; options?: { method?: unknown } }>) {
    if (typeof endpoint?.path !== "string" || endpoint.path.includes(":")) continue;
    const methods = [endpoint.options?.method].flat().filter((m): m is string => typeof m === "string" && m !== "*");
    for (const method of methods.length > 0 ? methods : ["POST"]) found.push({ path: endpoint.path, method });
  }
  return found;
}

const HOSTILE = ["a\u0000@example.com", "\u0000", "\ud800", "x\u202e@example.com", "%00", "a@example.com\r\nBcc: b@x"];
const FIELDS = ["email", "otp", "password", "newPassword", "currentPassword", "token", "code", "name", "callbackURL"];

describe.each(appEngines())("/api/auth/* under hostile input on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_ACCESS_CODE: "4821" }));

  it("answers the reported body (NUL in the e-mail of sign-in/email-otp) with a 4xx", async () => {
    const status = await send(
      "POST",
      "/api/auth/sign-in/email-otp",
      JSON.stringify({ email: "a\u0000@example.com", otp: "123456" }),
      "application/json",
    );
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it("never answers a 5xx on any endpoint better-auth lists, to a known-hostile value in any field", async () => {
    const list = await endpoints();
    expect(list.length).toBeGreaterThan(20);
    for (const { path, method } of list) {
      for (const value of HOSTILE) {
        const url = `/api/auth${path}`;
        if (method === "GET") {
          const query = new URLSearchParams(FIELDS.map((name) => [name, value]));
          expect(await send("GET", `${url}?${query}`), `GET ${path} ${JSON.stringify(value)}`).toBeLessThan(500);
          continue;
        }
        const body = Object.fromEntries(FIELDS.map((name) => [name, value]));
        const json = await send(method, url, JSON.stringify(body), "application/json");
        expect(json, `${method} ${path} ${JSON.stringify(value)}`).toBeLessThan(500);
        const form = await send(method, url, new URLSearchParams(body).toString(), "application/x-www-form-urlencoded");
        expect(form, `${method} ${path} form ${JSON.stringify(value)}`).toBeLessThan(500);
      }
    }
  });

  it("never answers a 5xx to random JSON bodies on the sign-in and code endpoints", async () => {
    const text = fc.oneof(fc.string({ unit: "binary", maxLength: 20 }), fc.constantFrom(...HOSTILE));
    const value = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 }));
    const paths = ["/sign-in/email-otp", "/sign-in/email", "/email-otp/send-verification-otp", "/sign-up/email"];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.dictionary(fc.constantFrom(...FIELDS), value), async (p, b) => {
        const status = await send("POST", `/api/auth${p}`, JSON.stringify(b), "application/json");
        expect(status).toBeLessThan(500);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 80) },
    );
  });
});
