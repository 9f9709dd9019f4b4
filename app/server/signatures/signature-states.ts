/**
 * A signature request's life (issue 41): it waits for the signer ("pending") until it is signed,
 * declined by the signer, withdrawn by staff, or reaches its end of validity ("expired"). Those
 * four are final: nothing moves a request out of them, so nothing is signed twice.
 */
export const SIGNATURE_STATUSES = ["pending", "signed", "declined", "expired", "withdrawn"] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

export const SIGNATURE_EVENT_KINDS = [
  "created",
  "codeSent",
  "codeWrong",
  "attemptEnded",
  "signed",
  "declined",
  "expired",
  "withdrawn",
  "reminded",
  "downloaded",
] as const;
export type SignatureEventKind = (typeof SIGNATURE_EVENT_KINDS)[number];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The code's rules: the sign-in code's length and lifetime (auth.server.ts), five wrong tries. */
export const SIGNATURE_CODE = { digits: 6, ttlMs: 10 * MINUTE, maxWrongTries: 5 } as const;

/** How long a request may stay open: at least a day, at most three months (the caller chooses). */
export const VALIDITY_DAYS = { min: 1, max: 90, default: 14 } as const;

/** The one reminder goes when this much validity is left (or at once, for a shorter request). */
export const REMINDER_BEFORE_MS = 2 * DAY;

/**
 * The status a person should see now: a pending request past its end of validity is expired
 * even before the scheduled job writes it down.
 */
export function effectiveStatus(request: { status: SignatureStatus; expiresAt: Date }, now: Date): SignatureStatus {
  return request.status === "pending" && request.expiresAt.getTime() <= now.getTime() ? "expired" : request.status;
}

/** Why a request cannot be signed now, or null when it can. */
export type SigningRefusal = "signed" | "declined" | "expired" | "withdrawn";

export function signingRefusal(
  request: { status: SignatureStatus; expiresAt: Date },
  now: Date,
): SigningRefusal | null {
  const status = effectiveStatus(request, now);
  return status === "pending" ? null : status;
}

/** When the reminder is due: two days before the end, never before the request was made. */
export function reminderDueAt(request: { createdAt: Date; expiresAt: Date }): Date {
  return new Date(Math.max(request.createdAt.getTime(), request.expiresAt.getTime() - REMINDER_BEFORE_MS));
}

/** The end of validity of a request made at `now` for `days` days (bounded by VALIDITY_DAYS). */
export function validityEnd(now: Date, days: number): Date {
  if (!Number.isInteger(days) || days < VALIDITY_DAYS.min || days > VALIDITY_DAYS.max) {
    throw new RangeError(`validity must be ${VALIDITY_DAYS.min} to ${VALIDITY_DAYS.max} days`);
  }
  return new Date(now.getTime() + days * DAY);
}

/** What a code attempt says about a typed code, before it is compared (the attempt's own state). */
export type AttemptState = "none" | "ended" | "expired" | "open";

export function attemptState(
  attempt: { endedAt: Date | null; expiresAt: Date; wrongTries: number } | null,
  now: Date,
): AttemptState {
  if (!attempt) return "none";
  if (attempt.endedAt || attempt.wrongTries >= SIGNATURE_CODE.maxWrongTries) return "ended";
  if (attempt.expiresAt.getTime() <= now.getTime()) return "expired";
  return "open";
}
