import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database, Transaction } from "~/server/db/client.server";
import { customerRequests } from "~/server/db/schema/customer-requests";
import {
  type PublicConfirmationPurpose,
  type PublicConfirmationStatus,
  publicConfirmations,
} from "~/server/db/schema/public-confirmations";

/** How long a link sent to an account's address can be followed. */
export const CONFIRMATION_DAYS = 7;

/** A link's token: 32 random bytes, in the address; only its digest is stored. */
export function newConfirmationToken() {
  return randomBytes(32).toString("base64url");
}

const digestOf = (token: string) => createHash("sha256").update(`public-confirmation:${token}`).digest("base64url");

/** Whether `token` can be one of ours at all (before any query). */
export const isConfirmationToken = (token: string | null | undefined): token is string =>
  typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);

/** Records what a link will confirm, in the caller's transaction (with the e-mail carrying the link). */
export async function recordConfirmation(
  tx: Transaction | Database,
  input: {
    purpose: PublicConfirmationPurpose;
    token: string;
    customerId: string;
    contractId?: string | null;
    requestId?: string | null;
    draft?: Record<string, unknown>;
    requestedAt: Date;
  },
) {
  const expiresAt = new Date(input.requestedAt.getTime() + CONFIRMATION_DAYS * 86_400_000);
  await tx.insert(publicConfirmations).values({
    purpose: input.purpose,
    tokenDigest: digestOf(input.token),
    customerId: input.customerId,
    contractId: input.contractId ?? null,
    requestId: input.requestId ?? null,
    draft: input.draft ?? {},
    requestedAt: input.requestedAt,
    expiresAt,
  });
  return { expiresAt };
}

export type ConfirmationRow = typeof publicConfirmations.$inferSelect;

/** The link's record for a purpose, whatever its state; null for a token that is not ours. */
export async function findConfirmation(db: Database, purpose: PublicConfirmationPurpose, token: string) {
  if (!isConfirmationToken(token)) return null;
  const [row] = await db
    .select()
    .from(publicConfirmations)
    .where(and(eq(publicConfirmations.tokenDigest, digestOf(token)), eq(publicConfirmations.purpose, purpose)));
  return row ?? null;
}

/** What a screen says of a link: waiting for an answer, already answered either way, or too old. */
export function confirmationState(row: ConfirmationRow, now = new Date()): PublicConfirmationStatus | "expired" {
  if (row.status === "pending" && row.expiresAt <= now) return "expired";
  return row.status;
}

/**
 * Decides a pending, unexpired link once: the first of two clicks (or two processes) wins, the
 * other finds it decided. Run inside the transaction that does what the decision means.
 */
export async function decideConfirmation(
  tx: Transaction,
  id: string,
  status: Exclude<PublicConfirmationStatus, "pending">,
  now = new Date(),
) {
  const [row] = await tx
    .update(publicConfirmations)
    .set({ status, decidedAt: now })
    .where(
      and(
        eq(publicConfirmations.id, id),
        eq(publicConfirmations.status, "pending"),
        gt(publicConfirmations.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** What a waiting link's page names: the contract (a cancellation, with its effect date) or the complaint. */
export async function confirmationSubject(db: Database, row: ConfirmationRow) {
  if (row.purpose === "cancellation") {
    const details = (row.draft as { details: { contractReference: string; effectDate: string } }).details;
    return { reference: details.contractReference, effectDate: details.effectDate as string | null };
  }
  const [complaint] = row.requestId
    ? await db
        .select({ reference: customerRequests.reference })
        .from(customerRequests)
        .where(eq(customerRequests.id, row.requestId))
    : [];
  return { reference: complaint?.reference ?? "", effectDate: null };
}
