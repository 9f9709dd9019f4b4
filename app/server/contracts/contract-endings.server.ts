import { and, eq, exists, lte, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { contracts } from "~/server/db/schema/customer-area";
import { customerRequests } from "~/server/db/schema/customer-requests";
import { createNotification } from "~/server/notifications/notifications.server";
import { parisToday } from "./contract-dates";

/**
 * Cancellations taking effect: a contract "En cours de résiliation" whose cancellation staff have
 * handled turns "Résilié" on its effective date (the day its cover stops, in Paris), and the
 * customer finds a notice in their area. Run by the scheduler (app/scheduled-jobs.server.ts),
 * once per period across every instance; running it again changes nothing. A cancellation still
 * waiting for staff leaves the contract running: nobody confirmed it yet.
 */
export async function endCancelledContracts(db: Database, now = new Date()) {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(contracts)
      .set({ status: "cancelled", updatedAt: now })
      .where(
        and(
          eq(contracts.status, "cancelling"),
          lte(contracts.endDate, parisToday(now)),
          exists(
            tx
              .select({ one: sql`1` })
              .from(customerRequests)
              .where(
                and(
                  eq(customerRequests.contractId, contracts.id),
                  eq(customerRequests.kind, "cancellation"),
                  eq(customerRequests.status, "done"),
                ),
              ),
          ),
        ),
      )
      .returning({ id: contracts.id, customerId: contracts.customerId, reference: contracts.reference });
    for (const contract of ended) {
      await createNotification(tx as unknown as Database, {
        customerId: contract.customerId,
        kind: "contractEnded",
        params: { reference: contract.reference },
        contractId: contract.id,
        createdAt: now,
      });
    }
    return ended.length;
  });
}
