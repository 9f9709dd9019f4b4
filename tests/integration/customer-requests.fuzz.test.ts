import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancellationAction } from "~/features/customer-requests/cancellation.server";
import { appointmentAction, claimAction, documentAction } from "~/features/customer-requests/simple-requests.server";
import "~/i18n/dictionaries.server";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { runAgainstInMemoryApp } from "../support/app-under-test";
import { insertContract } from "../support/contract-factory";
import { answerOf, createCustomer } from "../support/customers";

let uploads: string;
beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), "requests-fuzz-"));
});
afterAll(async () => {
  await rm(uploads, { recursive: true, force: true });
});
runAgainstInMemoryApp(() => ({ UPLOADS_DIR: uploads }));

/** Days that do not exist: `new Date()` makes an Invalid Date of most, whose toISOString() throws. */
const IMPOSSIBLE_DAYS = ["2026-02-30", "2026-13-01", "0000-00-00", "2026-00-10", "0000-01-01"];

const hostile = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom(
    "",
    " ",
    "__proto__",
    "../../etc/passwd",
    "\u0000",
    "x".repeat(5000),
    ...IMPOSSIBLE_DAYS,
    "25:99",
    "autre",
    "echeance",
    "confirm",
    "review",
    "edit",
    "day",
    "yes",
    "facture",
    "glass",
  ),
);

type Target = {
  name: string;
  fields: string[];
  /** The field holding a date, tried with every impossible day on every step. */
  dateField?: string;
  run: (request: Request, who: CustomerIdentity, ref: string) => Promise<unknown>;
};
const TARGETS: Target[] = [
  {
    name: "cancellation",
    fields: ["intent", "name", "email", "reason", "details", "desiredDate"],
    dateField: "desiredDate",
    run: (request, who, ref) => cancellationAction(getDbSync(), request, who, "fr", ref),
  },
  {
    name: "document",
    fields: ["type", "description"],
    run: (request, who) => documentAction(getDbSync(), request, who, "fr"),
  },
  {
    name: "appointment",
    fields: ["intent", "motif", "date", "time", "channel"],
    dateField: "date",
    run: (request, who) => appointmentAction(getDbSync(), request, who, "fr"),
  },
  {
    name: "claim",
    fields: ["eventDate", "place", "kind", "description", "thirdParty"],
    dateField: "eventDate",
    run: (request, who, ref) => claimAction(getDbSync(), request, who, "fr", ref),
  },
];

/** Every impossible day on every step (a claim has one: its intent changes nothing), always tried. */
function impossibleDays(target: Target): Array<[Record<string, string>, boolean]> {
  const { dateField } = target;
  if (!dateField) return [];
  return ["review", "edit", "confirm"].flatMap((intent) =>
    IMPOSSIBLE_DAYS.map((day): [Record<string, string>, boolean] => [{ intent, [dateField]: day }, true]),
  );
}

let db: Awaited<ReturnType<typeof getDb>>;
const getDbSync = () => db;

/**
 * Hostile values in every field of every customer request: the answer is a redirect or a 4xx,
 * never an exception or a 5xx.
 */
describe("customer requests under hostile input", () => {
  it.each(TARGETS)(
    "$name",
    async (target) => {
      db = await getDb();
      const person = await createCustomer(db);
      const who: CustomerIdentity = { id: person.id, email: person.email, name: "Fuzz Test", role: "customer" };
      const contract = await insertContract(db, person.id, "vehicle");
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...target.fields), hostile),
          fc.boolean(),
          async (fields, token) => {
            const form = new FormData();
            if (token) form.append("_token", issueFormToken());
            for (const [name, value] of Object.entries(fields)) form.append(name, value);
            const request = new Request(`http://localhost/espace-client/${target.name}`, {
              method: "POST",
              body: form,
            });
            let status: number;
            try {
              status = (await answerOf(await target.run(request, who, contract.reference))).status;
            } catch (thrown) {
              // A thrown response (a 404) is an answer; an Error is the 500 this test looks for
              // (answerOf would read it as a 200).
              if (thrown instanceof Error) throw thrown;
              status = (await answerOf(thrown)).status;
            }
            expect(status).toBeLessThan(500);
          },
        ),
        { numRuns: 60, examples: impossibleDays(target) },
      );
    },
    120_000,
  );
});
