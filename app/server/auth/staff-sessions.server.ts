import { eq } from "drizzle-orm";
import { getDb } from "../db/index.server";
import { sessions } from "../db/schema/auth";
import { env } from "../env.server";

/**
 * Staff sessions are shorter than customers' (PRODUCT.md 23): they end a fixed time after sign-in
 * (better-auth's session row expires then: auth.server.ts caps it) and after a while without any
 * back-office request. Activity is the session row's `updated_at`, moved forward by the staff
 * guard at most once a minute, so several app instances agree on it.
 */
export type StaffSessionPolicy = { maxMinutes: number; idleMinutes: number };

/** How often a busy session's activity is written (a write per request would be wasted). */
export const ACTIVITY_WRITE_EVERY_MS = 60_000;

export function staffSessionPolicy(): StaffSessionPolicy {
  const config = env();
  return { maxMinutes: config.STAFF_SESSION_MAX_MINUTES, idleMinutes: config.STAFF_SESSION_IDLE_MINUTES };
}

export type StaffSessionVerdict = "active" | "too-old" | "idle";

/** Whether a staff session may go on at `now`. */
export function staffSessionVerdict(
  session: { createdAt: Date; updatedAt: Date },
  now: Date,
  policy: StaffSessionPolicy,
): StaffSessionVerdict {
  if (now.getTime() - session.createdAt.getTime() >= policy.maxMinutes * 60_000) return "too-old";
  if (now.getTime() - session.updatedAt.getTime() >= policy.idleMinutes * 60_000) return "idle";
  return "active";
}

/**
 * How stale the record may get before a request writes it: a minute, or a quarter of the idle
 * window when that is shorter. With a one-minute idle window, writing once a minute meant the
 * record was a minute old at the very request that should have moved it, so the guard saw an
 * idle session however busy it was (issue 27: active every 10 s, ended at 61 s).
 */
export function activityWriteEveryMs(policy: StaffSessionPolicy) {
  return Math.min(ACTIVITY_WRITE_EVERY_MS, (policy.idleMinutes * 60_000) / 4);
}

/** Records activity on a session when the last record is older than activityWriteEveryMs. */
export async function touchStaffSession(
  session: { id: string; updatedAt: Date },
  now: Date,
  policy: StaffSessionPolicy = staffSessionPolicy(),
) {
  if (now.getTime() - session.updatedAt.getTime() < activityWriteEveryMs(policy)) return;
  const db = await getDb();
  await db.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, session.id));
}

/** Ends one session (its row; the browser's cookie then opens nothing). */
export async function endSession(sessionId: string) {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
