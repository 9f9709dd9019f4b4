import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { requestScope } from "../logger.server";
import { users } from "./schema/auth";

describe.each(testDatabases())("statements counted per request ($name)", (engine) => {
  it("counts every statement sent within a request's scope, whatever builds it", async () => {
    const { db } = engine.handle();
    const scope: { requestId: string; queries?: number } = { requestId: "count-test" };
    await requestScope.run(scope, async () => {
      await db.execute(sql`select 1`);
      await Promise.all([db.select({ id: users.id }).from(users).limit(1), db.$count(users)]);
    });
    expect(scope.queries).toBe(3);
  });

  it("counts nothing outside a request (jobs, the outbox worker)", async () => {
    const { db } = engine.handle();
    const scope: { requestId: string; queries?: number } = { requestId: "outside" };
    await requestScope.run(scope, () => requestScope.exit(() => db.execute(sql`select 1`)));
    expect(scope.queries).toBeUndefined();
  });
});
