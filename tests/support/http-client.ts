import { generateSync } from "otplib";
import { expect, inject } from "vitest";
import { CookieJar } from "./cookie-jar";

/** The two production servers of the HTTP tests (tests/support/built-servers.ts). */
export const servers = () => inject("servers");

type Body = Record<string, string> | string;
export type Sent = { headers?: Record<string, string>; type?: string };

/**
 * What a browser's network stack does for these tests, without the browser: a cookie jar, one
 * pseudo client address (per-client rate limits never collide between tests), redirects left to
 * the test, and the site's own Origin on posts unless the test says otherwise.
 */
export class HttpVisitor {
  readonly jar = new CookieJar();
  readonly clientIp = `2001:db8::${[0, 0, 0].map(() => Math.floor(Math.random() * 0xffff).toString(16)).join(":")}`;

  readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.send("GET", path, undefined, { headers });
  }

  /** A form post (an object) or a raw body (a string, with `type`), from the site's own page. */
  post(path: string, body: Body = {}, options: Sent = {}) {
    return this.send("POST", path, body, options);
  }

  async send(method: string, path: string, body: Body | undefined, options: Sent = {}) {
    const headers: Record<string, string> = { "X-Forwarded-For": this.clientIp };
    if (this.jar.header()) headers.Cookie = this.jar.header();
    if (method !== "GET" && method !== "HEAD") headers.Origin = this.base;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === "string" ? body : new URLSearchParams(body).toString();
      headers["Content-Type"] = options.type ?? "application/x-www-form-urlencoded";
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value === "") delete headers[name];
      else headers[name] = value;
    }
    const response = await fetch(`${this.base}${path}`, { method, headers, body: payload, redirect: "manual" });
    this.jar.take(response.headers);
    return response;
  }

  /** Through the access gate's real form (on the gated server). */
  async admit() {
    const response = await this.post("/login", { code: servers().accessCode });
    expect(response.status).toBe(302);
    return this;
  }

  /** A test hook of the server (app/routes/api/test-hooks.ts): a fresh customer or member of staff. */
  async hook<T>(resource: string, data: Record<string, unknown> = {}): Promise<T> {
    const response = await this.post(`/__test/${resource}`, JSON.stringify(data), {
      type: "application/json",
      headers: { Authorization: `Bearer ${servers().testHooksToken}` },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  }

  /** Signs in through the customer area's sign-in form. */
  async signInAsCustomer(email: string, password: string) {
    const response = await this.post("/espace-client/connexion", { email, password });
    expect(response.status).toBe(302);
    expect(this.jar.has("mc.session_token")).toBe(true);
    return this;
  }

  /** A fresh member of staff, signed in through the staff screens: password, then a TOTP code. */
  async signInAsStaff(role: "admin" | "adviser") {
    const staff = await this.hook<{ email: string; password: string; totpSecret: string; name: string }>("staff", {
      role,
      enrolled: true,
    });
    const password = await this.post("/backoffice/connexion", { email: staff.email, password: staff.password });
    expect(password.status, await password.clone().text()).toBe(302);
    const code = await this.post("/backoffice/connexion/code", { code: generateSync({ secret: staff.totpSecret }) });
    expect(code.status, await code.clone().text()).toBe(302);
    expect(code.headers.get("location")).toMatch(/^\/backoffice\/?$/);
    return staff;
  }
}
