import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { action as complaintLinkAction, loader as complaintLinkLoader } from "~/routes/_site/reclamation-rattacher";
import { action as cancellationAction } from "~/routes/_site/resiliation";
import { action as linkAction, loader as linkLoader } from "~/routes/_site/resiliation-confirmer";
import { submitPublicComplaint } from "~/server/customer-requests/public-complaints.server";
import { getDb } from "~/server/db/index.server";
import { contracts } from "~/server/db/schema/customer-area";
import { customerRequests } from "~/server/db/schema/customer-requests";
import { outbox } from "~/server/db/schema/outbox";
import { env } from "~/server/env.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { fileStore } from "~/server/storage.server";
import { routeContextFor, runAgainstInMemoryApp } from "../support/app-under-test";
import { insertContract } from "../support/contract-factory";
import { answerOf, createCustomer, formPost, pageRequest } from "../support/customers";

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

const read = () => issueFormToken(Date.now() - 10_000);
const fieldsFor = (email: string, reference: string) => ({
  intent: "confirm",
  name: "Jean Titulaire",
  email,
  reference,
  reason: "echeance",
});

async function linkSentTo(email: string) {
  const [row] = await (await getDb())
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.topic, "request.cancellation.confirm-link"), sql`${outbox.payload}->>'to' = ${email}`));
  return (row?.payload as { text: string } | undefined)?.text.match(/jeton=([A-Za-z0-9_-]{43})/)?.[1] ?? null;
}

describe("a public cancellation confirmed by its holder's link (issue 48)", () => {
  it("changes nothing on the contract until the link's page is answered, then cancels it once", async () => {
    const db = await getDb();
    const holder = await createCustomer(db);
    const contract = await insertContract(db, holder.id);
    expect((await post({ ...fieldsFor(holder.email, contract.reference), _token: read() })).status).toBe(302);
    const [untouched] = await db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(untouched?.status).toBe("active");

    const token = await linkSentTo(holder.email);
    expect(token).not.toBeNull();
    // Opening the link (as a mail scanner does) changes nothing either.
    const linkPage = pageRequest(`/resiliation/confirmer?jeton=${token}`);
    const page = (await linkLoader({
      request: linkPage,
      context: await routeContextFor(linkPage),
      params: {},
    } as never)) as { state: string; params: Record<string, string> };
    expect(page).toMatchObject({ state: "pending", params: { reference: contract.reference } });
    expect(await db.select().from(customerRequests).where(eq(customerRequests.contractId, contract.id))).toEqual([]);

    const answer = formPost("/resiliation/confirmer", { jeton: token as string, intent: "confirm" });
    const confirmed = await answerOf(
      await linkAction({ request: answer, context: await routeContextFor(answer), params: {} } as never),
    );
    expect(confirmed.location).toBe("/resiliation/confirmer?resultat=confirmed");
    const [cancelling] = await db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(cancelling?.status).toBe("cancelling");
  });

  it("limits confirmations per contract reference and per e-mail address, from any client address", async () => {
    const db = await getDb();
    const holder = await createCustomer(db);
    const contract = await insertContract(db, holder.id);
    for (let i = 0; i < 3; i++) {
      const answer = await post({ ...fieldsFor(`autre${i}@example.fr`, contract.reference), _token: read() });
      expect(answer.status).toBe(302);
    }
    const byReference = await post({ ...fieldsFor(holder.email, contract.reference), _token: read() });
    expect(byReference.status).toBe(429);
    expect(Number(byReference.headers.get("Retry-After"))).toBeGreaterThan(0);

    const email = `cible.${crypto.randomUUID().slice(0, 8)}@example.fr`;
    for (let i = 0; i < 3; i++) {
      expect((await post({ ...fieldsFor(email, `MC-2099-AAAA${i}`), _token: read() })).status).toBe(302);
    }
    expect((await post({ ...fieldsFor(email, "MC-2099-BBBB9"), _token: read() })).status).toBe(429);
  });
});

describe("a public complaint's link to the area (issue 48)", () => {
  it("opens a page naming the complaint, whose button joins it to the customer's area once", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const filed = await submitPublicComplaint(db, {
      values: { name: "Quelqu'un", email: customer.email, contractReference: "", text: "Un reproche." },
      lang: "fr",
      submissionKey: crypto.randomUUID(),
      site: buildSiteConfig(env()),
      notifyEmail: "service@example.fr",
      triggeredFrom: "/reclamation",
      files: fileStore("/nonexistent"),
    });
    const [receipt] = await db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        and(eq(outbox.topic, "request.complaint.confirmation"), sql`${outbox.payload}->>'to' = ${customer.email}`),
      );
    const token = (receipt?.payload as { text: string } | undefined)?.text.match(
      /rattacher\?jeton=([A-Za-z0-9_-]{43})/,
    )?.[1];
    const open = pageRequest(`/reclamation/rattacher?jeton=${token}`);
    const page = await complaintLinkLoader({
      request: open,
      context: await routeContextFor(open),
      params: {},
    } as never);
    expect(page).toMatchObject({ state: "pending", params: { reference: filed.reference } });
    const join = async () => {
      const request = formPost("/reclamation/rattacher", { jeton: token as string, intent: "confirm" });
      return answerOf(
        await complaintLinkAction({ request, context: await routeContextFor(request), params: {} } as never),
      );
    };
    expect((await join()).location).toBe("/reclamation/rattacher?resultat=confirmed");
    expect((await join()).location).toBe("/reclamation/rattacher?resultat=decided");
    const [row] = await db.select().from(customerRequests).where(eq(customerRequests.id, filed.id));
    expect(row?.customerId).toBe(customer.id);
  });
});
