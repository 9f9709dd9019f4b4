import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { queryRows } from "~/server/db/client.server";
import { noteReferenceVersion } from "~/server/db/reference-copies.server";
import { accounts, users } from "~/server/db/schema/auth";
import { backofficeSettings } from "~/server/db/schema/lead-activity";
import { type RequestScope, requestScope } from "~/server/logger.server";
import { roundRobinEnabled, setRoundRobin } from "~/server/staff/round-robin.server";
import { assignableStaff } from "~/server/staff/staff-directory.server";
import { testDatabases } from "../support/databases";

async function versionOf(db: Database) {
  const [row] = await queryRows<{ version: number }>(db, sql`select version::int as version from reference_version`);
  return row?.version as number;
}

async function newAdviser(db: Database, name = "Conseil Copie") {
  const id = randomUUID();
  await db.insert(users).values({ id, name, email: `${id}@example.fr`, role: "adviser" });
  await db
    .insert(accounts)
    .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: "x" });
  return id;
}

/** A signed-in GET whose session read the database's current version: what it read, and how many statements. */
async function signedInGet<T>(db: Database, work: () => Promise<T>) {
  const version = await versionOf(db);
  const scope: RequestScope = { requestId: "test", readOnly: true };
  const result = await requestScope.run(scope, () => {
    noteReferenceVersion(version);
    return work();
  });
  return { result, statements: scope.queries ?? 0 };
}

describe.each(testDatabases())("reference copies on $name", ({ handle, openAnother }) => {
  it("the version grows in the writer's transaction with what the copies show, and with nothing else", async () => {
    const { db } = handle();
    const start = await versionOf(db);
    const id = await newAdviser(db);
    const afterCreate = await versionOf(db);
    expect(afterCreate).toBeGreaterThanOrEqual(start + 2);
    await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, id));
    await db.update(accounts).set({ updatedAt: new Date() }).where(eq(accounts.userId, id));
    expect(await versionOf(db)).toBe(afterCreate);
    await db.update(users).set({ name: "Conseil Renommé" }).where(eq(users.id, id));
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, id));
    await db.update(accounts).set({ password: "y" }).where(eq(accounts.userId, id));
    await db
      .insert(backofficeSettings)
      .values({ key: "test.setting", value: { on: true } })
      .onConflictDoNothing();
    expect(await versionOf(db)).toBe(afterCreate + 4);
    // Rolled back: neither the change nor the new number.
    await expect(
      db.transaction(async (tx) => {
        await tx.update(users).set({ name: "Jamais" }).where(eq(users.id, id));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await versionOf(db)).toBe(afterCreate + 4);
  });

  it("a signed-in GET reads the staff directory once per version; another process's change shows on the next one", async () => {
    const { db } = handle();
    const other = await openAnother();
    const id = await newAdviser(db, "Conseil Présent");
    const first = await signedInGet(db, () => assignableStaff(db));
    expect(first.result.map((person) => person.id)).toContain(id);
    const again = await signedInGet(db, () => assignableStaff(db));
    expect(again).toEqual({ result: first.result, statements: 0 });

    await other.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, id));
    const after = await signedInGet(db, () => assignableStaff(db));
    expect(after.statements).toBe(1);
    expect(after.result.map((person) => person.id)).not.toContain(id);
  });

  it("the round-robin switch shows its new state on the next page, and an action always reads it", async () => {
    const { db } = handle();
    const actor = {
      id: await newAdviser(db, "Admin Copie"),
      name: "Admin Copie",
      email: "admin@example.fr",
      ip: "127.0.0.1",
    };
    await setRoundRobin(db, actor, "leads", true);
    expect((await signedInGet(db, () => roundRobinEnabled(db, "leads"))).result).toBe(true);
    await setRoundRobin(db, actor, "leads", false);
    expect((await signedInGet(db, () => roundRobinEnabled(db, "leads"))).result).toBe(false);
    expect((await signedInGet(db, () => roundRobinEnabled(db, "requests"))).statements).toBe(0);
    // An action's scope has no version: read, whatever the copy.
    const action: RequestScope = { requestId: "post", readOnly: false };
    await requestScope.run(action, async () => {
      noteReferenceVersion(await versionOf(db));
      await setRoundRobin(db, actor, "leads", true);
      expect(await roundRobinEnabled(db, "leads")).toBe(true);
    });
  });
});
