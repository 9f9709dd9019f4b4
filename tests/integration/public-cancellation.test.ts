import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { action as cancellationAction } from "~/routes/_site/resiliation";
import { getDb } from "~/server/db/index.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { routeContextFor, runAgainstInMemoryApp } from "../support/app-under-test";
import { insertContract } from "../support/contract-factory";
import { answerOf, createCustomer, formPost } from "../support/customers";

/**
 * The public "Résilier votre contrat" through its route action (issue 48): what a script or a
 * stranger meets, with the environment's own minimum fill time (LEAD_MIN_FILL_MS's default).
 */
runAgainstInMemoryApp();

async function post(fields: Record<string, string>, clientIp = crypto.randomUUID()) {
  const request = formPost("/resiliation", fields);
  const context = await routeContextFor(request, clientIp);
  return answerOf<{ notice?: string }>(
    await cancellationAction({ request, context, params: {} } as never).catch((thrown) => thrown),
  );
}

describe("the public cancellation's confirmation", () => {
  it("refuses a confirmation sent sooner after its page than a person reads it (minimum fill time)", async () => {
    const db = await getDb();
    const holder = await createCustomer(db);
    const contract = await insertContract(db, holder.id);
    const fields = {
      intent: "confirm",
      name: "Jean Titulaire",
      email: holder.email,
      reference: contract.reference,
      reason: "echeance",
    };
    const hurried = await post({ ...fields, _token: issueFormToken(Date.now() - 10) });
    expect(hurried.status).toBe(400);
    expect(hurried.data?.notice).toBe("forms.errors.tooFast");
    const read = await post({ ...fields, _token: issueFormToken(Date.now() - 10_000) });
    expect(read.status).toBe(302);
  });
});
