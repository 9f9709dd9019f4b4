import { and, desc, eq, lte } from "drizzle-orm";
import { parisToday } from "~/server/contracts/contract-dates";
import { changeContractStatus } from "~/server/contracts/contract-status.server";
import type { Database } from "~/server/db/client.server";
import { contracts } from "~/server/db/schema/customer-area";
import { customerRequests } from "~/server/db/schema/customer-requests";
import { createNotification } from "~/server/notifications/notifications.server";

/**
 * Cancellations taking effect: a contract "En cours de résiliation" whose cancellation staff have
 * handled turns "Résilié" on its effective date (the day its cover stops, in Paris), and the
 * customer finds a notice in their area. Run by the scheduler (app/scheduled-jobs.server.ts),
 * once per period across every instance; running it again changes nothing. A cancellation still
 * waiting for staff leaves the contract running: nobody confirmed it yet. The rule is the
 * cancellation request's; the change itself is the contract status owner's, with its event.
 */
export async function endCancelledContracts(db: Database, now = new Date()) {
  return db.transaction(async (tx) => {
    const due = await tx
      .selectDistinctOn([contracts.id], { id: contracts.id, request: customerRequests.reference })
      .from(contracts)
      .innerJoin(
        customerRequests,
        and(
          eq(customerRequests.contractId, contracts.id),
          eq(customerRequests.kind, "cancellation"),
          eq(customerRequests.status, "done"),
        ),
      )
      .where(and(eq(contracts.status, "cancelling"), lte(contracts.endDate, parisToday(now))))
      .orderBy(contracts.id, desc(customerRequests.createdAt));
    let ended = 0;
    for (const { id, request } of due) {
      const outcome = await changeContractStatus(
        tx,
        { contractId: id, to: "cancelled", cause: "cancellationTakesEffect", actorId: null, request },
        now,
      );
      if (!outcome.changed) continue;
      ended++;
      await createNotification(tx as unknown as Database, {
        customerId: outcome.contract.customerId,
        kind: "contractEnded",
        params: { reference: outcome.contract.reference },
        contractId: id,
        createdAt: now,
      });
    }
    return ended;
  });
}
