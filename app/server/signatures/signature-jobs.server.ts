import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { customerSignaturePath } from "~/paths/customer-area";
import type { Database } from "~/server/db/client.server";
import { signatureRequests } from "~/server/db/schema/signatures";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import type { SiteConfig } from "~/server/site-config.server";
import { signatureReminderEmail } from "./signature-emails.server";
import { endPendingRequest } from "./signature-requests.server";
import { REMINDER_BEFORE_MS } from "./signature-states";
import { recordSignatureEvent, signerOf } from "./signature-store.server";

const BATCH = 200;

/** Pending requests past their validity become "expired", each with its purpose's callback. */
export async function expireSignatureRequests(db: Database, now = new Date()) {
  const due = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(and(eq(signatureRequests.status, "pending"), lte(signatureRequests.expiresAt, now)))
    .limit(BATCH);
  let expired = 0;
  for (const { id } of due) {
    const ended = await db.transaction((tx) => endPendingRequest(tx, id, { status: "expired", now }));
    if (ended) expired += 1;
  }
  return expired;
}

/**
 * One reminder per request, two days before its end (or at once for a shorter one): claimed by a
 * conditional update of `reminded_at`, so two instances never send it twice, and sent with the
 * claim through the outbox.
 */
export async function sendSignatureReminders(db: Database, site: SiteConfig, now = new Date()) {
  const threshold = new Date(now.getTime() + REMINDER_BEFORE_MS);
  const due = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.status, "pending"),
        isNull(signatureRequests.remindedAt),
        lte(signatureRequests.expiresAt, threshold),
        sql`${signatureRequests.expiresAt} > ${now.toISOString()}::timestamptz`,
        // Not the day it was sent: a request valid for a day or two was just announced.
        lte(signatureRequests.createdAt, new Date(now.getTime() - 12 * 3_600_000)),
      ),
    )
    .limit(BATCH);
  let sent = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(signatureRequests)
        .set({ remindedAt: now })
        .where(and(eq(signatureRequests.id, id), isNull(signatureRequests.remindedAt)))
        .returning();
      if (!claimed) return;
      const signer = await signerOf(tx, claimed.signerId);
      if (!signer) return;
      await recordSignatureEvent(tx, id, { kind: "reminded", at: now });
      await enqueueOutbox(tx, [
        {
          channel: "email",
          topic: "signature.reminder",
          payload: signatureReminderEmail({
            to: signer.email,
            name: signer.firstName,
            lang: signer.lang,
            site,
            title: claimed.title,
            path: customerSignaturePath(id),
            expiresAt: claimed.expiresAt,
          }),
        },
      ]);
      sent += 1;
    });
  }
  return sent;
}
