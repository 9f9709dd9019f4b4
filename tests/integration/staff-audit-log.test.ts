import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import { testDatabases } from "../support/databases";

describe.each(testDatabases())("staff audit log on $name", (database) => {
  const actor = { id: "no-such-user-but-kept-as-text", email: "adviser@broker.example", ip: "203.0.113.9" };

  it("records who did what to which record, and commits or rolls back with the change", async () => {
    const { db } = database.handle();
    // A deleted (or unknown) account does not stop the record: the id is dropped, the e-mail stays.
    await db.transaction(async (tx) => {
      await recordStaffAction(
        tx,
        { ...actor, id: null },
        {
          action: "lead.status",
          target: { type: "lead", id: "lead-1" },
          details: { from: "nouveau", to: "contacte" },
        },
      );
    });
    const [row] = await db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, "lead-1"));
    expect(row).toMatchObject({
      actorEmail: actor.email,
      action: "lead.status",
      targetType: "lead",
      details: { from: "nouveau", to: "contacte" },
      ip: actor.ip,
    });
    expect(row?.at).toBeInstanceOf(Date);

    await expect(
      db.transaction(async (tx) => {
        await recordStaffAction(tx, { ...actor, id: null }, { action: "lead.export" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, "lead.export"))).toEqual([]);
  });
});
