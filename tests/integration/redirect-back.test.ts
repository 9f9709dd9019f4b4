import { describe, expect, it } from "vitest";
import { action as consentAction } from "~/routes/api/consent";
import { action as languageAction } from "~/routes/api/language";
import { requestContextFor, runAgainstInMemoryApp } from "../support/app-under-test";

/**
 * `/language` and `/consent` send the visitor back to `redirectTo`. The bodies are written as an
 * attacker sends them (raw form encoding), so the decoding is the one the actions really do.
 */
runAgainstInMemoryApp();

const HOSTILE = [
  "/%0d%0aX-Evil:%201",
  "/%0aX-Evil:%201",
  "/%00",
  "/%E9",
  "/%09/evil.example",
  "/%5Cevil.example",
  "%2F%2Fevil.example",
  "/..//evil.example",
  "https://evil.example/",
  `/${"a".repeat(100_000)}`,
];

async function run(action: typeof languageAction | typeof consentAction, body: string, path: string) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  return (await action({ request, context: requestContextFor(), params: {} } as never)) as Response;
}

describe.each([
  ["/language", languageAction, "lang=en"],
  ["/consent", consentAction, "choice=declined"],
] as const)("%s", (path, action, field) => {
  it.each(HOSTILE)("answers a redirect on this site for redirectTo=%s", async (value) => {
    const response = await run(action, `${field}&redirectTo=${value}`, path);
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") as string;
    expect(new URL(location, "https://site.example/").origin).toBe("https://site.example");
    expect(response.headers.get("X-Evil")).toBeNull();
  });

  it("returns to the page it was given", async () => {
    const response = await run(action, `${field}&redirectTo=${encodeURIComponent("/actualites?page=2")}`, path);
    expect(response.headers.get("Location")).toBe("/actualites?page=2");
  });
});
