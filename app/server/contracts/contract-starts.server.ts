import { and, eq, lte } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { adviceFiles } from "~/server/db/schema/advice-files";
import { contracts } from "~/server/db/schema/customer-area";
import { createNotification } from "~/server/notifications/notifications.server";
import { parisToday } from "./contract-dates";
import { changeContractStatus } from "./contract-status.server";

/**
 * Signed offers' contracts starting (issue 42): a contract waiting ("À venir") whose start date has
 * come, in Paris, turns "Actif", and the customer finds a notice. Only those with their advice
 * file: without it the status owner refuses, and such a contract is staff's to look at. Run by the
 * scheduler once per period across every instance; running it again changes nothing.
 */
export async function startSignedContracts(db: Database, now = new Date()) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .innerJoin(adviceFiles, eq(adviceFiles.contractId, contracts.id))
      .where(and(eq(contracts.status, "pending"), lte(contracts.startDate, parisToday(now))));
    let started = 0;
    for (const { id } of due) {
      const outcome = await changeContractStatus(
        tx,
        { contractId: id, to: "active", cause: "startDateReached", actorId: null },
        now,
      );
      if (!outcome.changed) continue;
      started++;
      await createNotification(tx as unknown as Database, {
        customerId: outcome.contract.customerId,
        kind: "contractStatus",
        params: { reference: outcome.contract.reference, status: "active" },
        contractId: id,
        createdAt: now,
      });
    }
    return started;
  });
}
