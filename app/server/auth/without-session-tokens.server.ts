/**
 * better-auth's JSON answers carry the session token (sign-in: `token`; /get-session:
 * `session.token`; /list-sessions: every session's `token`). The cookie that holds it is
 * HttpOnly so that no script can read it; an answer that repeats it would undo that, letting
 * any injected script copy a session. Nothing in our pages needs it (they sign in through server
 * actions), so every `token` field is removed before an answer of /api/auth reaches the browser.
 */
export async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!(response.headers.get("Content-Type") ?? "").includes("json")) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify(stripTokens(body)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function stripTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTokens);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, inner]) => [key, stripTokens(inner)]),
  );
}
