import { describe, expect, it } from "vitest";
import handling from "~/i18n/locales/fr/handling.json";
import requests from "~/i18n/locales/fr/requests.json";
import { CUSTOMER_REQUEST_KINDS } from "~/server/db/schema/customer-requests";
import { isRequestReference } from "~/server/record-ids";
import { CUSTOMER_STEPS, KIND_INTENTS, REQUEST_KINDS, STAFF_STEPS } from "./registry";

/*
 * What a new kind must bring with it besides its module (issue 40): a name in every screen's
 * words, a prefix of its own that reads as a reference, and the words of its intents and steps.
 * (French is the source; the dictionaries' test keeps the other four languages in step.)
 */
describe("the request kinds registry", () => {
  it("gives each kind its name and a prefix of its own that reads as a reference", () => {
    const prefixes = CUSTOMER_REQUEST_KINDS.map((kind) => REQUEST_KINDS[kind].prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const kind of CUSTOMER_REQUEST_KINDS) {
      expect(isRequestReference(`${REQUEST_KINDS[kind].prefix}-ABCD2345`), kind).toBe(true);
      expect(requests.kinds, kind).toHaveProperty(kind);
    }
  });

  it("has words for every staff intent (its notice), every step (the thread) and every staff step (its e-mail)", () => {
    expect(new Set(KIND_INTENTS).size).toBe(KIND_INTENTS.length);
    for (const intent of KIND_INTENTS) expect(handling.notices, intent).toHaveProperty(intent);
    for (const step of [...STAFF_STEPS, ...CUSTOMER_STEPS]) expect(handling.steps, step).toHaveProperty(step);
    for (const step of STAFF_STEPS) expect(handling.emails, step).toHaveProperty(step);
  });

  it("closes a request only on one of its own staff steps", () => {
    for (const kind of CUSTOMER_REQUEST_KINDS) {
      const { closingSteps, staffSteps } = REQUEST_KINDS[kind];
      for (const step of closingSteps) expect(staffSteps as readonly string[], `${kind} ${step}`).toContain(step);
    }
  });
});
