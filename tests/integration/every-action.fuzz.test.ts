import fc from "fast-check";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { action as loginAction } from "~/routes/_gate/login";
import { action as careersAction } from "~/routes/_site/carriere";
import { action as authAction } from "~/routes/api/auth";
import { action as chatAction } from "~/routes/api/chat-assistant";
import { action as chatHistoryAction } from "~/routes/api/chat-history";
import { action as consentAction } from "~/routes/api/consent";
import { action as languageAction } from "~/routes/api/language";
import { action as codeAction } from "~/routes/espace-client/code";
import { action as signInAction } from "~/routes/espace-client/connexion";
import { action as signOutAction } from "~/routes/espace-client/deconnexion";
import { action as forgotAction } from "~/routes/espace-client/mot-de-passe-oublie";
import { action as newPasswordAction } from "~/routes/espace-client/nouveau-mot-de-passe";
import { getDb } from "~/server/db/index.server";
import { consentLog } from "~/server/db/schema/consent";
import { issueFormToken } from "~/server/leads/form-token.server";
import { routeContextFor, runAgainstInMemoryApp } from "../support/app-under-test";

/**
 * Random and hostile requests against every form action and API route but the quote forms (they
 * have their own fuzz test): whatever arrives, the answer is a 2xx, 3xx or 4xx, never a 5xx nor
 * an exception, and what is stored stays within its field's schema.
 */
runAgainstInMemoryApp(() => ({ SITE_ACCESS_CODE: "4821", LEAD_MIN_FILL_MS: "0" }));

type Action = (args: never) => unknown;

/** The status React Router would answer with, for whatever an action returns or throws. */
function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  const init = (result as { init?: { status?: number } | null } | null)?.init;
  return init?.status ?? 200;
}

let clients = 0;
async function call(action: Action, path: string, body: BodyInit | null, contentType?: string) {
  clients += 1;
  // A few clients only, so rate limits are reached too, and other paths are still met.
  const headers = new Headers({ Referer: "http://localhost/sante-famille" });
  if (contentType) headers.set("Content-Type", contentType);
  if (Math.random() < 0.3) headers.set("Cookie", `lang=${fc.sample(fc.constantFrom("en", "ru", "xx", "%00"), 1)[0]}`);
  const request = new Request(`http://localhost${path}`, { method: "POST", body, headers });
  const context = await routeContextFor(request, `fuzz-${clients % 20}`, "fuzz");
  try {
    return statusOf(await action({ request, context, params: { "*": path.replace(/^\/api\/auth\//, "") } } as never));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    if (thrown && typeof thrown === "object" && "init" in thrown) return statusOf(thrown);
    throw thrown;
  }
}

/** Values that broke something somewhere once, or could: each is also tried in every field. */
const KNOWN_HOSTILE = [
  "",
  " ",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "__proto__",
  "../../etc/passwd",
  "%00",
  "/%0d%0aX-Evil:%201",
  "/\r\nX-Evil: 1",
  "/\u0000",
  "/\uFFFD",
  "//evil.example",
  "/\t/evil.example",
  "😀".repeat(40),
  "x".repeat(3000),
  "demo@maison-courtage.fr",
  "accepted",
  "declined",
  "send",
  "verify",
  "123456",
  "4821",
  "en",
];

const hostileString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom(...KNOWN_HOSTILE),
);

/** Each action, its path, and the field names its form or JSON body knows. */
type FormTarget = {
  name: string;
  action: Action;
  path: string;
  fields: string[];
  /** A request that would succeed, for fuzzing one field at a time. */
  valid?: Record<string, string>;
};

const TARGETS: FormTarget[] = [
  { name: "gate", action: loginAction as Action, path: "/login", fields: ["code"], valid: { code: "4821" } },
  {
    name: "language",
    action: languageAction as Action,
    path: "/language",
    fields: ["lang", "redirectTo"],
    valid: { lang: "en", redirectTo: "/actualites" },
  },
  {
    name: "consent",
    action: consentAction as Action,
    path: "/consent",
    fields: ["choice", "redirectTo"],
    valid: { choice: "declined", redirectTo: "/actualites" },
  },
  {
    name: "careers",
    action: careersAction as Action,
    path: "/carriere",
    fields: ["name", "email", "message", "cv", "_token", "_origin", "website", "consentPrivacy"],
  },
  {
    name: "sign-in",
    action: signInAction as Action,
    path: "/espace-client/connexion",
    fields: ["email", "password", "intent"],
    valid: { email: "someone@example.fr", password: "Not-The-Password-1" },
  },
  {
    name: "code",
    action: codeAction as Action,
    path: "/espace-client/code",
    fields: ["intent", "email", "code"],
    valid: { intent: "send", email: "someone@example.fr" },
  },
  {
    name: "forgot",
    action: forgotAction as Action,
    path: "/espace-client/mot-de-passe-oublie",
    fields: ["email"],
    valid: { email: "someone@example.fr" },
  },
  {
    name: "new password",
    action: newPasswordAction as Action,
    path: "/espace-client/nouveau-mot-de-passe?token=x",
    fields: ["token", "password", "confirm"],
  },
  { name: "sign-out", action: signOutAction as Action, path: "/espace-client/deconnexion", fields: [] },
  { name: "chat history", action: chatHistoryAction as Action, path: "/api/chat-assistant/history", fields: [] },
];

const JSON_TARGETS: Array<{ name: string; action: Action; path: string; fields: string[] }> = [
  { name: "chat message", action: chatAction as Action, path: "/api/chat-assistant", fields: ["message"] },
  {
    name: "chat callback",
    action: chatAction as Action,
    path: "/api/chat-assistant",
    fields: ["callback", "lastName", "phone", "email", "moment", "question", "consentPrivacy", "token"],
  },
  ...[
    "sign-in/email",
    "sign-out",
    "email-otp/send-verification-otp",
    "sign-in/email-otp",
    "request-password-reset",
  ].map((endpoint) => ({
    name: `/api/auth/${endpoint}`,
    action: authAction as Action,
    path: `/api/auth/${endpoint}`,
    fields: ["email", "password", "otp", "token", "callbackURL", "redirectTo", "rememberMe"],
  })),
];

const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

const RUNS = 120;

describe.each(TARGETS)("$name action under fuzzing", ({ action, path, fields, valid }) => {
  it(`never answers with a 5xx (${RUNS} random forms, url-encoded or multipart)`, async () => {
    const entry = fc.tuple(
      fc.oneof(fc.constantFrom(...fields, "__proto__"), fc.string({ maxLength: 8 })),
      hostileString,
    );
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { maxLength: 12 }), fc.boolean(), async (entries, multipart) => {
        if (fields.includes("_token") && Math.random() < 0.5)
          entries.push(["_token", issueFormToken(Date.now() - 10_000)]);
        let status: number;
        if (multipart) {
          const form = new FormData();
          for (const [name, value] of entries) {
            if (name === "cv") form.append(name, new File([value], "cv.pdf", { type: "application/pdf" }));
            else form.append(name, value);
          }
          status = await call(action, path, form);
        } else {
          status = await call(action, path, new URLSearchParams(entries), "application/x-www-form-urlencoded");
        }
        expect(status).toBeGreaterThanOrEqual(200);
        expect(status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it.runIf(valid !== undefined)(
    `never answers with a 5xx when one field of a valid form is hostile (${RUNS} runs)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), hostileString, fc.boolean(), async (name, value, append) => {
          const form = new URLSearchParams(valid);
          if (append) form.append(name, value);
          else form.set(name, value);
          const status = await call(action, path, form, "application/x-www-form-urlencoded");
          expect(status).toBeGreaterThanOrEqual(200);
          expect(status).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it.runIf(valid !== undefined)("never answers with a 5xx to any known-hostile value in any field", async () => {
    for (const name of fields) {
      for (const value of KNOWN_HOSTILE) {
        const form = new URLSearchParams(valid);
        form.set(name, value);
        const status = await call(action, path, form, "application/x-www-form-urlencoded");
        expect(status, `${name}=${JSON.stringify(value)}`).toBeLessThan(500);
      }
    }
  });

  it("answers malformed and exotic bodies without a 5xx", async () => {
    const bodies: Array<[BodyInit | null, string | undefined]> = [
      ['{"a":1}', "application/json"],
      ["not a form at all", "text/plain"],
      ["--broken", "multipart/form-data; boundary=zz"],
      ["%%%&&&===", "application/x-www-form-urlencoded"],
      ["", undefined],
      [null, undefined],
    ];
    for (const [body, type] of bodies) {
      const status = await call(action, path, body, type);
      expect(status, String(body)).toBeLessThan(500);
    }
  });
});

describe.each(JSON_TARGETS)("$name API under fuzzing", ({ action, path, fields }) => {
  it(`never answers with a 5xx (${RUNS} random JSON bodies)`, async () => {
    const body = fc.oneof(
      fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })), jsonValue, { maxKeys: 8 }),
      fc
        .dictionary(fc.constantFrom(...fields), jsonValue, { maxKeys: 8 })
        .map((callback) => ({ callback: { ...callback, token: issueFormToken(Date.now() - 10_000) } })),
      jsonValue,
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const status = await call(action, path, JSON.stringify(value), "application/json");
        expect(status).toBeGreaterThanOrEqual(200);
        expect(status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it("answers broken JSON without a 5xx", async () => {
    for (const raw of ["{", "[1,", '{"message":', "\u0000", "x".repeat(20_000), "null", "[]", '"text"']) {
      expect(await call(action, path, raw, "application/json"), raw.slice(0, 20)).toBeLessThan(500);
    }
  });
});

describe("what the fuzzing stored", () => {
  it("keeps each field within its schema: the consent log holds only the two choices", async () => {
    const rows = await (await getDb()).select().from(consentLog);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(["accepted", "declined"]).toContain(row.choice);
      expect(row.clientId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
