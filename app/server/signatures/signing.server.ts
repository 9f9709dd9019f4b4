import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Lang } from "~/i18n/config";
import { accountKey } from "~/server/auth/auth-budgets.server";
import { AUTH_LIMITS } from "~/server/auth/auth-limits";
import type { Database, Transaction } from "~/server/db/client.server";
import { signatureCodes, signatureRequests } from "~/server/db/schema/signatures";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import { type Budget, refundBudgets, spendBudgets } from "~/server/rate-limit.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { SignatureRequestRow } from "./purposes.server";
import { sealSignedRequest } from "./sign-and-seal.server";
import { signatureCodeEmail } from "./signature-emails.server";
import { endPendingRequest, findSignerRequest } from "./signature-requests.server";
import { attemptState, SIGNATURE_CODE, type SigningRefusal, signingRefusal } from "./signature-states";
import { recordSignatureEvent, signerOf } from "./signature-store.server";
import { TimestampError } from "./timestamp.server";

/** Where the signer acts from: recorded on the evidence page and in the request's history. */
export type SignerContext = { signerId: string; ip: string; userAgent: string; now?: Date };

export type SigningResult =
  | { ok: true; request: SignatureRequestRow }
  | { ok: false; reason: "notFound" | SigningRefusal }
  | { ok: false; reason: "consent" | "noCode" | "codeExpired" | "attemptEnded" | "sealUnavailable" }
  | { ok: false; reason: "wrongCode"; triesLeft: number }
  | { ok: false; reason: "tooMany"; retryAfterSeconds: number };

const hashCode = (attemptKey: string, code: string) =>
  createHash("sha256").update(`${attemptKey}:${code}`).digest("hex");

/** The sign-in codes' budgets (auth-limits.ts): e-mails per address and per account, guesses per address. */
const emailBudgets = (ip: string, email: string): Budget[] => [
  { key: `auth-email:ip:${ip}`, rule: AUTH_LIMITS.emailsPerClient },
  { key: accountKey("auth-email", email), rule: AUTH_LIMITS.emailsPerAddress },
];
const guessBudgets = (ip: string): Budget[] => [{ key: `code-check:ip:${ip}`, rule: AUTH_LIMITS.codeCheckPerClient }];

/**
 * The signer's request, if they may still act on it. A pending request past its validity is
 * recorded as expired the first time someone acts on it (the scheduled job would do the same an
 * hour later), and the caller is told.
 */
async function openRequest(
  db: Database,
  input: SignerContext & { requestId: string },
  now: Date,
): Promise<SigningResult> {
  const request = await findSignerRequest(db, input.signerId, input.requestId);
  if (!request) return { ok: false, reason: "notFound" };
  const refusal = signingRefusal(request, now);
  if (!refusal) return { ok: true, request };
  if (refusal === "expired" && request.status === "pending") {
    await db.transaction((tx) => endPendingRequest(tx, request.id, { status: "expired", now }));
  }
  return { ok: false, reason: refusal };
}

/**
 * Step one: the signer ticked "J'ai lu et j'accepte" and asks for the code. A new 6-digit code
 * (its hash only is kept) replaces any earlier one, and goes by e-mail through the outbox.
 */
export async function sendSignatureCode(
  db: Database,
  input: SignerContext & { requestId: string; consent: boolean; lang: Lang; site: SiteConfig },
): Promise<SigningResult> {
  const now = input.now ?? new Date();
  const opened = await openRequest(db, input, now);
  if (!opened.ok) return opened;
  const request = opened.request;
  if (!input.consent) return { ok: false, reason: "consent" };
  const signer = await signerOf(db, input.signerId);
  if (!signer) return { ok: false, reason: "notFound" };
  const wait = await spendBudgets(db, emailBudgets(input.ip, signer.email), now);
  if (wait !== null) return { ok: false, reason: "tooMany", retryAfterSeconds: wait };
  const code = String(randomInt(0, 10 ** SIGNATURE_CODE.digits)).padStart(SIGNATURE_CODE.digits, "0");
  await db.transaction(async (tx) => {
    await tx
      .update(signatureCodes)
      .set({ endedAt: now })
      .where(and(eq(signatureCodes.requestId, request.id), isNull(signatureCodes.endedAt)));
    const attemptKey = crypto.randomUUID();
    await tx.insert(signatureCodes).values({
      id: attemptKey,
      requestId: request.id,
      codeHash: hashCode(attemptKey, code),
      sentTo: signer.email,
      consentAt: now,
      sentAt: now,
      expiresAt: new Date(now.getTime() + SIGNATURE_CODE.ttlMs),
    });
    await recordSignatureEvent(tx, request.id, {
      kind: "codeSent",
      actorId: signer.id,
      ip: input.ip,
      userAgent: input.userAgent,
      at: now,
      details: { to: signer.email },
    });
    await enqueueOutbox(tx, [
      {
        channel: "email",
        topic: "signature.code",
        payload: signatureCodeEmail({
          to: signer.email,
          lang: input.lang,
          site: input.site,
          title: request.title,
          code,
          validMinutes: SIGNATURE_CODE.ttlMs / 60_000,
        }),
      },
    ]);
  });
  return { ok: true, request };
}

async function lockedPending(tx: Transaction, id: string) {
  const [row] = await tx.select().from(signatureRequests).where(eq(signatureRequests.id, id)).for("update");
  return row ?? null;
}

/**
 * Step two: the code. The request's row is locked for the whole check-and-seal, so two tabs
 * submitting at once make one signature: the second finds it signed. A wrong code counts against
 * the attempt (five end it) and the address's guessing budget; the right one is used once.
 */
export async function confirmSignature(
  db: Database,
  input: SignerContext & { requestId: string; code: string; site: SiteConfig },
): Promise<SigningResult> {
  const now = input.now ?? new Date();
  const opened = await openRequest(db, input, now);
  if (!opened.ok) return opened;
  const found = opened.request;
  const budgets = guessBudgets(input.ip);
  const wait = await spendBudgets(db, budgets, now);
  if (wait !== null) return { ok: false, reason: "tooMany", retryAfterSeconds: wait };
  const result = await db
    .transaction(async (tx): Promise<SigningResult> => {
      const request = await lockedPending(tx, found.id);
      if (!request) return { ok: false, reason: "notFound" };
      const refusal = signingRefusal(request, now);
      if (refusal) return { ok: false, reason: refusal };
      const [attempt] = await tx
        .select()
        .from(signatureCodes)
        .where(eq(signatureCodes.requestId, request.id))
        .orderBy(desc(signatureCodes.sentAt))
        .limit(1)
        .for("update");
      const state = attemptState(attempt ?? null, now);
      if (!attempt || state === "none") return { ok: false, reason: "noCode" };
      if (state === "ended") return { ok: false, reason: "attemptEnded" };
      if (state === "expired") return { ok: false, reason: "codeExpired" };
      const expected = Buffer.from(attempt.codeHash, "hex");
      const given = Buffer.from(hashCode(attempt.id, input.code.trim()), "hex");
      if (!timingSafeEqual(expected, given)) {
        const wrongTries = attempt.wrongTries + 1;
        const over = wrongTries >= SIGNATURE_CODE.maxWrongTries;
        await tx
          .update(signatureCodes)
          .set({ wrongTries, endedAt: over ? now : null })
          .where(eq(signatureCodes.id, attempt.id));
        await recordSignatureEvent(tx, request.id, {
          kind: over ? "attemptEnded" : "codeWrong",
          actorId: input.signerId,
          ip: input.ip,
          userAgent: input.userAgent,
          at: now,
        });
        if (over) return { ok: false, reason: "attemptEnded" };
        return { ok: false, reason: "wrongCode", triesLeft: SIGNATURE_CODE.maxWrongTries - wrongTries };
      }
      await tx.update(signatureCodes).set({ endedAt: now }).where(eq(signatureCodes.id, attempt.id));
      const signed = await sealSignedRequest(tx, request, attempt, { ...input, now });
      return { ok: true, request: signed };
    })
    // The timestamp authority out of reach: nothing was recorded (the code still works); try again.
    .catch((error: unknown): SigningResult => {
      if (error instanceof TimestampError) return { ok: false, reason: "sealUnavailable" };
      throw error;
    });
  // A right code gives its guess back: only wrong ones count against the address.
  if (result.ok) await refundBudgets(db, budgets, now);
  return result;
}

/** The signer says no (a reason is optional). A request signed meanwhile stays signed. */
export async function declineSignature(
  db: Database,
  input: SignerContext & { requestId: string; reason?: string },
): Promise<SigningResult> {
  const now = input.now ?? new Date();
  const opened = await openRequest(db, input, now);
  if (!opened.ok) return opened;
  const request = opened.request;
  const declined = await db.transaction((tx) =>
    endPendingRequest(tx, request.id, { status: "declined", reason: input.reason, now, actorId: input.signerId }),
  );
  if (!declined) {
    const again = await findSignerRequest(db, input.signerId, input.requestId);
    return { ok: false, reason: again ? (signingRefusal(again, now) ?? "signed") : "notFound" };
  }
  return { ok: true, request: declined };
}

/** Whether a code sent for this request can still be typed (the page then shows the code field). */
export async function hasOpenCode(db: Pick<Database, "select">, requestId: string, now = new Date()) {
  const [attempt] = await db
    .select()
    .from(signatureCodes)
    .where(eq(signatureCodes.requestId, requestId))
    .orderBy(desc(signatureCodes.sentAt))
    .limit(1);
  return attemptState(attempt ?? null, now) === "open";
}
