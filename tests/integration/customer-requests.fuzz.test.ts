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
    "2026-02-30",
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
  run: (request: Request, who: CustomerIdentity, ref: string) => Promise<unknown>;
};
const TARGETS: Target[] = [
  {
    name: "cancellation",
    fields: ["intent", "name", "email", "reason", "details", "desiredDate"],
    run: (request, who, ref) => cancellationAction(getDbSync(), request, who, ref),
  },
  {
    name: "document",
    fields: ["type", "description"],
    run: (request, who) => documentAction(getDbSync(), request, who),
  },
  {
    name: "appointment",
    fields: ["intent", "motif", "date", "time", "channel"],
    run: (request, who) => appointmentAction(getDbSync(), request, who),
  },
  {
    name: "claim",
    fields: ["eventDate", "place", "kind", "description", "thirdParty"],
    run: (request, who, ref) => claimAction(getDbSync(), request, who, ref),
  },
];

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
              status = (await answerOf(thrown)).status;
            }
            expect(status).toBeLessThan(500);
          },
        ),
        { numRuns: 60 },
      );
    },
    120_000,
  );
});
