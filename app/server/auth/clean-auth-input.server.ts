import { cleanLine, queryOf } from "~/forms/form-reader";

/**
 * better-auth's JSON API (/api/auth/*) cleaned as the forms' input is (app/forms/form-reader.ts):
 * every text of the query, of a JSON body (keys and values, at any depth) and of a URL-encoded
 * body comes out on one line, without control characters or lone surrogates. A NUL in an
 * e-mail reached PostgreSQL through `sign-in/email-otp` and failed there (22021, a 500); once
 * cleaned, the address is simply not valid, and better-auth answers its own 4xx.
 */
export function cleanAuthUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.search === "") return url;
  parsed.search = queryOf(parsed).toString();
  return parsed.toString();
}

/** The body to forward: cleaned when it is JSON or a URL-encoded form; anything else as it came. */
export function cleanAuthBody(body: ArrayBuffer, contentType: string | null): ArrayBuffer | string {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
  if (type === "application/json") {
    const text = new TextDecoder().decode(body);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: better-auth refuses it itself, with a 4xx.
      return body;
    }
    return JSON.stringify(cleanValue(parsed));
  }
  if (type === "application/x-www-form-urlencoded") {
    const cleaned = new URLSearchParams();
    for (const [name, value] of new URLSearchParams(new TextDecoder().decode(body))) {
      cleaned.append(cleanLine(name), cleanLine(value));
    }
    return cleaned.toString();
  }
  return body;
}

function cleanValue(value: unknown): unknown {
  if (typeof value === "string") return cleanLine(value);
  if (Array.isArray(value)) return value.map(cleanValue);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [cleanLine(key), cleanValue(inner)]));
  }
  return value;
}
