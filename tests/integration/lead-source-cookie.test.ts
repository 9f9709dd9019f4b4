import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { runAgainstInMemoryApp } from "../support/app-under-test";
import { callbackRequest, leadsOf, postCallback, postQuote, quoteForm, uniqueEmail } from "../support/lead-forms";

// The webhook is only written to the outbox: it carries the source too.
runAgainstInMemoryApp(() => ({
  LEAD_MIN_FILL_MS: "3000",
  LEAD_WEBHOOK_URL: "http://127.0.0.1:9999/hooks/leads",
  LEAD_WEBHOOK_SECRET: "whsec_dGVzdC13ZWJob29rLXNlY3JldC0wMTIzNDU2Nzg5",
}));

const cookieOf = (value: unknown) => `lead_src=${Buffer.from(JSON.stringify(value)).toString("base64url")}`;

/** Each lead form, posted with this cookie: its status. */
const FORMS = [
  [
    "quote form",
    302,
    async (email: string, cookie: string, clientIp?: string) =>
      (await postQuote("healthSenior", quoteForm("healthSenior", email), { cookie, clientIp })).status,
  ],
  [
    "chat callback",
    201,
    async (email: string, cookie: string, clientIp?: string) =>
      (await postCallback(callbackRequest({ email }), { cookie, clientIp })).status,
  ],
] as const;

const AT = "2026-11-20T10:00:00.000Z";
/** The tampered cookies a probe sent (issue 9, item 1), and what the lead keeps of each. */
const TAMPERED: Array<[string, unknown, Record<string, unknown>]> = [
  ["a touch without its fields", { first: { landing: "/" } }, { firstTouch: null, lastTouch: null }],
  ["a touch that is a string", { first: "x" }, { firstTouch: null }],
  ["a referral code that is an object", { parrain: { a: 1 } }, { referralCode: null }],
  ["markup as a referral code", { parrain: "<script>alert(1)</script>" }, { referralCode: null }],
  [
    "a javascript: referrer",
    { first: { at: AT, landing: "/", referrer: "javascript:alert(1)", utm: {} } },
    { referrer: null, firstTouch: { at: AT, landing: "/", referrer: null, utm: {} } },
  ],
  [
    "nested objects and oversized values among the UTM parameters",
    {
      last: {
        at: AT,
        landing: "/sante-senior",
        referrer: null,
        utm: { source: { a: 1 }, medium: "x".repeat(500), campaign: "ete" },
      },
    },
    { lastTouch: { at: AT, landing: "/sante-senior", referrer: null, utm: { campaign: "ete" } } },
  ],
  [
    "a landing that is not a path, and control characters",
    { first: { at: AT, landing: "https://evil.example/", referrer: null, utm: {} }, parrain: "AB\u0000CD" },
    { firstTouch: null, referralCode: null },
  ],
];

describe.each(FORMS)("a tampered lead_src cookie on the %s", (_name, success, post) => {
  it.each(TAMPERED)("is dropped where it does not fit: %s", async (_case, value, kept) => {
    const email = uniqueEmail();
    expect(await post(email, cookieOf(value))).toBe(success);
    const [lead] = await leadsOf(email);
    expect(lead?.source).toMatchObject(kept);
  });

  it("keeps what a genuine cookie says", async () => {
    const email = uniqueEmail();
    const touch = {
      at: AT,
      landing: "/assurance-emprunteur",
      referrer: "https://www.google.com/",
      utm: { source: "news" },
    };
    expect(await post(email, cookieOf({ first: touch, last: touch, parrain: "MARIE-2024" }))).toBe(success);
    const [lead] = await leadsOf(email);
    expect(lead?.source).toMatchObject({
      firstTouch: touch,
      lastTouch: touch,
      referralCode: "MARIE-2024",
      referrer: touch.referrer,
    });
  });

  it.each([
    ["not base64 JSON", "lead_src=%%%not-json"],
    ["far too big", cookieOf({ parrain: "AB", padding: "x".repeat(8000) })],
  ])("ignores a cookie that is %s", async (_case, cookie) => {
    const email = uniqueEmail();
    expect(await post(email, cookie)).toBe(success);
    const [lead] = await leadsOf(email);
    expect(lead?.source).toMatchObject({ firstTouch: null, lastTouch: null, referralCode: null });
  });

  it("costs no more of the hourly limit than any request: the tenth still goes through", async () => {
    const clientIp = `cookie-${crypto.randomUUID()}`;
    for (let i = 0; i < 9; i++) expect(await post(uniqueEmail(), "", clientIp)).toBe(success);
    expect(await post(uniqueEmail(), cookieOf({ first: "x", parrain: { a: 1 } }), clientIp)).toBe(success);
    expect(await post(uniqueEmail(), "", clientIp)).toBe(429);
  });
});
