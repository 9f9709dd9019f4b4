import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import type { Database } from "~/server/db/client.server";
import * as schema from "~/server/db/schema";
import { parseEnv } from "~/server/env.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import { createOutboxProcessor } from "~/server/outbox/outbox.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { announceLeads, leadDraft } from "../support/lead-factory";
import { migratedPgliteDump } from "../support/migrated-databases";

/**
 * What one lead costs the database, counted (issue 29): on PGlite every statement waits for the
 * one connection, so the count is what the request and the worker queue behind each other for.
 * Each transaction also costs its BEGIN and COMMIT, counted here.
 */
let client: PGlite;
let db: Database;
let statements = 0;

function counted<T extends { query: PGlite["query"]; exec: PGlite["exec"] }>(target: T) {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (property === "query" || property === "exec") {
        return (...args: unknown[]) => {
          statements += 1;
          return (value as (...a: unknown[]) => unknown).apply(object, args);
        };
      }
      if (property === "transaction") {
        return (run: (tx: T) => Promise<unknown>) =>
          (value as PGlite["transaction"]).call(object, (tx) => {
            statements += 2; // BEGIN and COMMIT
            return run(counted(tx as unknown as T));
          });
      }
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

beforeAll(async () => {
  client = new PGlite("memory://", { extensions: { pg_trgm }, loadDataDir: await migratedPgliteDump() });
  await client.waitReady;
  db = drizzle(counted(client), { schema }) as unknown as Database;
});
afterAll(async () => {
  await client.close();
});

describe("statements per lead on PGlite", () => {
  const site = buildSiteConfig(parseEnv({}));
  const announce = announceLeads({ site, notifyEmail: "leads@broker.example", webhook: false });

  it("counts and stores a new lead in one transaction of four statements, and delivers each e-mail in one", async () => {
    // As the intake does: counted against the client's budget, the webhook decided in the statement.
    const submit = () =>
      submitLead(db, leadDraft(), announce, new Date(), {
        budget: { key: `lead:${crypto.randomUUID()}`, rule: { limit: 10, windowMs: 3_600_000 } },
        webhookFor: "leads",
      });
    await submit(); // the first one builds the statement
    statements = 0;
    const leads = 10;
    for (let n = 0; n < leads; n++) await submit();
    const perLead = statements / leads;

    statements = 0;
    const process = createOutboxProcessor(db, { mail: { from: "Broker <no-reply@broker.example>" } });
    let delivered = 0;
    for (let claimed = await process(); claimed > 0; claimed = await process()) delivered += claimed;
    const perMessage = statements / delivered;
    expect(perLead).toBeLessThanOrEqual(4);
    expect(perMessage).toBeLessThanOrEqual(1.2);
  });
});
