import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PRODUCT_IDS, PRODUCTS } from "~/features/quote/products/registry";
import { handleQuoteAction } from "~/features/quote/quote-action.server";
import "~/i18n/dictionaries.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { requestContextFor, runAgainstInMemoryApp } from "../support/app-under-test";
import { sampleForm } from "../support/quote-samples";

/**
 * Random and hostile bodies against the real action (PRODUCT.md 6): whatever arrives, the answer
 * is a 2xx, 3xx or 4xx, never a 5xx or an exception.
 */
runAgainstInMemoryApp(() => ({ LEAD_MIN_FILL_MS: "0" }));

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  const init = (result as { init?: { status?: number } | null }).init;
  return init?.status ?? 200;
}

let counter = 0;
async function post(productId: (typeof PRODUCT_IDS)[number], body: BodyInit, contentType?: string) {
  counter += 1;
  // Distinct clients, so the per-client limit is exercised but does not hide other paths.
  const context = requestContextFor(`fuzz-${counter % 50}`, "fuzz");
  const headers = new Headers();
  if (contentType) headers.set("Content-Type", contentType);
  const request = new Request(`http://localhost${PRODUCTS[productId].path}`, { method: "POST", body, headers });
  try {
    return statusOf(await handleQuoteAction(request, context, productId));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "__proto__",
    "constructor",
    "../../etc/passwd",
    "%00",
    "😀".repeat(50),
    "x".repeat(5000),
    "1e309",
    "-1",
    "NaN",
    "Infinity",
    "06 12 34 56 78",
    "a@b.fr",
  ),
);
const fieldNames = (productId: (typeof PRODUCT_IDS)[number]) => {
  const config = PRODUCTS[productId];
  return [
    ...config.steps.flatMap((step) => step.fields.map((field) => field.name)),
    "_step",
    "_token",
    "website",
    "consentPrivacy",
    "consentCallback",
    "__proto__",
  ];
};

describe.each(PRODUCT_IDS)("quote action for %s under fuzzing", (productId) => {
  it("never answers with a 5xx (1,000 random form bodies)", async () => {
    const entry = fc.tuple(
      fc.oneof(fc.constantFrom(...fieldNames(productId)), fc.string({ maxLength: 12 })),
      hostileString,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { maxLength: 25 }),
        fc.constantFrom("1", "2", "3", "0", "4", "", "abc", "3.5"),
        async (entries, step) => {
          const form = new URLSearchParams(entries);
          if (!form.has("_step")) form.set("_step", step);
          if (Math.random() < 0.5) form.set("_token", issueFormToken(Date.now() - 10_000));
          const status = await post(productId, form, "application/x-www-form-urlencoded");
          expect(status).toBeGreaterThanOrEqual(200);
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("never answers with a 5xx when one field of a complete request is hostile (500 runs)", async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fieldNames(productId)),
        hostileString,
        fc.boolean(),
        async (name, value, append) => {
          const form = sampleForm(productId);
          form.set("email", `fuzz.${Math.random().toString(36).slice(2)}@example.fr`);
          form.set("_token", issueFormToken(Date.now() - 10_000));
          if (append) form.append(name, value);
          else form.set(name, value);
          const status = await post(productId, form, "application/x-www-form-urlencoded");
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: 500 },
    );
    // Both outcomes were reached: refusals and stored leads (redirect to the success notice).
    expect(statuses.get(302) ?? 0).toBeGreaterThan(0);
    expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
  });

  it("answers malformed and exotic bodies with a 4xx", async () => {
    const bodies: Array<[BodyInit, string | undefined]> = [
      ['{"_step":3}', "application/json"],
      ["not a form at all", "text/plain"],
      ['--x\r\nContent-Disposition: form-data; name="_step"\r\n\r\n3\r\n--x--', "multipart/form-data; boundary=x"],
      ["--broken", "multipart/form-data; boundary=zz"],
      ["%%%&&&===", "application/x-www-form-urlencoded"],
      ["", undefined],
    ];
    for (const [body, type] of bodies) {
      const status = await post(productId, body, type);
      expect(status, String(body)).toBeGreaterThanOrEqual(400);
      expect(status, String(body)).toBeLessThan(500);
    }
  });
});
