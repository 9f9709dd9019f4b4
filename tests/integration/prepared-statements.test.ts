import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LeadFiltersSchema } from "~/features/backoffice-leads/lead-filters.server";
import { listLeads } from "~/features/backoffice-leads/lead-list.server";
import { openDatabase, queryRows } from "~/server/db/client.server";
import { statementNames } from "~/server/db/prepared-statements.server";
import { leads } from "~/server/db/schema/leads";
import { createPostgresDatabase } from "../support/postgres-databases";

describe("statement names", () => {
  it("gives one text one name, another text another, and stops naming past the bound", () => {
    const statementName = statementNames(3);
    const text = "select 1 where 1 = $1";
    const name = statementName(text);
    expect(name).toMatch(/^s\d+$/);
    expect(statementName(text)).toBe(name);
    expect(statementName(`${text} and 2 = $2`)).not.toBe(name);
    statementName("select 3 = $1");
    expect(statementName(`select 'unseen' = $1`)).toBeUndefined();
    expect(statementName(text)).toBe(name);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("prepared statements on PostgreSQL", () => {
  it("prepares a data statement once per connection, with parameters or without, and leaves the others unnamed", async () => {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
    // One connection, so that every statement below runs on the one whose prepared statements are listed.
    const handle = await openDatabase({ url: created.url, maxConnections: 1 });
    try {
      await handle.migrate();
      const { db } = handle;
      const byEmail = (email: string) => db.select({ id: leads.id }).from(leads).where(sql`${leads.email} = ${email}`);
      expect(await byEmail("a@example.fr")).toEqual([]);
      expect(await byEmail("b@example.fr")).toEqual([]);
      const countLeads = sql`select count(*)::int as n from ${leads}`;
      expect(await queryRows(db, countLeads)).toEqual([{ n: 0 }]);
      expect(await queryRows(db, countLeads)).toEqual([{ n: 0 }]);
      await db.transaction(async (tx) => {
        expect(await tx.select({ id: leads.id }).from(leads).where(sql`${leads.email} = ${"c@example.fr"}`)).toEqual(
          [],
        );
      });
      const prepared = await queryRows<{ statement: string; calls: number }>(
        db,
        sql`select statement from pg_prepared_statements where ${sql.raw("true")} = ${true}`,
      );
      // The lead lookup once, however many times it ran, and the listing itself; no BEGIN nor COMMIT.
      const lookups = prepared.filter((row) => row.statement.includes('from "leads" where'));
      expect(lookups).toHaveLength(1);
      expect(prepared.filter((row) => row.statement.startsWith("select count(*)::int as n"))).toHaveLength(1);
      expect(prepared.some((row) => /^\s*(begin|commit)/i.test(row.statement))).toBe(false);
      expect(prepared.some((row) => row.statement.includes("pg_prepared_statements"))).toBe(true);
    } finally {
      await handle.close();
      await created.drop();
    }
  });
});

describe("the leads list's first page on PGlite", () => {
  it("gets a plan kept for it: its size is written out, not a parameter taken as a tenth of the table", async () => {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    try {
      await handle.migrate();
      const filters = LeadFiltersSchema.parse({ product: "healthSenior" });
      for (let run = 0; run < 8; run++) expect((await listLeads(handle.db, filters)).rows).toEqual([]);
      const [plans] = await queryRows<{ generic: number; custom: number }>(
        handle.db,
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
          where statement like ${'%from "leads" left join "users"%limit 25'}`,
      );
      // PostgreSQL plans the first five runs with their values, then keeps the generic plan.
      expect(plans?.custom).toBeLessThanOrEqual(5);
      expect(plans?.generic).toBeGreaterThanOrEqual(3);
    } finally {
      await handle.close();
    }
  });
});
