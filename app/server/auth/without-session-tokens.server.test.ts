import { describe, expect, it } from "vitest";
import { withoutSessionTokens } from "./without-session-tokens.server";

function json(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string>) },
  });
}

describe("withoutSessionTokens", () => {
  it("removes every token, at any depth, and keeps the rest", async () => {
    const cleaned = await withoutSessionTokens(
      json([{ token: "a", id: "1", nested: { token: "b", user: { email: "x@example.fr" } } }, "text", 3, null]),
    );
    expect(await cleaned.json()).toEqual([{ id: "1", nested: { user: { email: "x@example.fr" } } }, "text", 3, null]);
  });

  it("keeps the status, the cookies and the other headers, and drops a length that no longer holds", async () => {
    const headers = new Headers({ "Content-Type": "application/json", "Content-Length": "99", "X-Kept": "yes" });
    headers.append("Set-Cookie", "a=1; Path=/; HttpOnly");
    headers.append("Set-Cookie", "b=2; Path=/; HttpOnly");
    const cleaned = await withoutSessionTokens(new Response(JSON.stringify({ token: "t" }), { status: 201, headers }));
    expect(cleaned.status).toBe(201);
    expect(cleaned.headers.getSetCookie()).toEqual(["a=1; Path=/; HttpOnly", "b=2; Path=/; HttpOnly"]);
    expect(cleaned.headers.get("X-Kept")).toBe("yes");
    expect(cleaned.headers.get("Content-Length")).toBeNull();
    expect(await cleaned.json()).toEqual({});
  });

  it("passes other answers through untouched (a redirect, text, broken JSON)", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/espace-client" } });
    expect(await withoutSessionTokens(redirect)).toBe(redirect);
    const text = new Response("token", { headers: { "Content-Type": "text/plain" } });
    expect(await withoutSessionTokens(text)).toBe(text);
    const broken = await withoutSessionTokens(
      new Response('{"token":', { headers: { "Content-Type": "application/json" } }),
    );
    expect(await broken.text()).toBe('{"token":');
  });
});
