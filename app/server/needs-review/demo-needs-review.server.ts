import { and, eq } from "drizzle-orm";
import { needsReviewPath } from "~/paths/customer-area";
import { nextRenewal, parisToday } from "~/server/contracts/contract-dates";
import type { Database } from "~/server/db/client.server";
import { contracts, notifications } from "~/server/db/schema/customer-area";
import { needsReviews } from "~/server/db/schema/needs-reviews";
import { createNotification } from "~/server/notifications/notifications.server";
import { openNeedsReview } from "./needs-reviews.server";
import { chatelNotice } from "./renewal-stages";

/**
 * The demo customer's contract renewing soonest, with its renewal notice and an invitation to
 * confirm their needs waiting (whatever the day the demo is seeded: the reminders' own job sends
 * only within the thresholds). Reset on every seed: the answers given while trying it go.
 */
export async function seedDemoNeedsReview(db: Database, customerId: string, now = new Date()) {
  const today = parisToday(now);
  const rows = await db
    .select({
      id: contracts.id,
      reference: contracts.reference,
      productLine: contracts.productLine,
      startDate: contracts.startDate,
      anniversaryDate: contracts.anniversaryDate,
    })
    .from(contracts)
    .where(and(eq(contracts.customerId, customerId), eq(contracts.status, "active")));
  const [soonest] = rows
    .map((row) => ({ ...row, renewal: nextRenewal(row, today) }))
    .sort((a, b) => a.renewal.localeCompare(b.renewal));
  if (!soonest) return null;
  await db.transaction(async (tx) => {
    await tx.delete(needsReviews).where(eq(needsReviews.contractId, soonest.id));
    await tx
      .delete(notifications)
      .where(and(eq(notifications.contractId, soonest.id), eq(notifications.kind, "renewalReminder")));
    await openNeedsReview(tx, { ...soonest, customerId }, soonest.renewal, now);
    await createNotification(tx as unknown as Database, {
      customerId,
      kind: "renewalReminder",
      params: {
        reference: soonest.reference,
        date: soonest.renewal,
        deadline: chatelNotice(soonest.renewal, today).deadline,
        link: needsReviewPath(soonest.reference),
      },
      contractId: soonest.id,
      createdAt: now,
    });
  });
  return soonest.reference;
}
