import { createHmac, timingSafeEqual } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { twoFactors } from "../db/schema/auth";
import { rateLimits } from "../db/schema/rate-limits";

/**
 * A TOTP code opens one session, never two (ASVS 5.0, 6.5.1: a one-time password is used once).
 * better-auth's two-factor plugin accepts a code for its whole window (the step before, this one
 * and the next: about 90 seconds) as often as it is sent. Before the plugin checks a code, this
 * hook finds which time step it belongs to and claims that step for the account with one insert
 * into the shared counters table: of two requests with the same code, in a row or at the same
 * instant, in one process or several, exactly one insert succeeds; the other is refused.
 */
export const TOTP_REUSED_CODE = "TOTP_CODE_ALREADY_USED";
const VERIFY_PATH = "/two-factor/verify-totp";
/** The plugin's window: one step either side of the current one. */
const WINDOW = 1;

export type TotpOptions = { digits: number; period: number };

/** RFC 4226 HOTP with the key as better-auth uses it (the secret's UTF-8 bytes). */
function hotp(secret: string, counter: number, digits: number) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", secret).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, "0");
}

/** The time step within the window whose code this is, or null for a wrong code. */
export function stepOfCode(secret: string, code: string, options: TotpOptions, now = Date.now()) {
  const current = Math.floor(now / (options.period * 1000));
  let matched: number | null = null;
  for (let step = current - WINDOW; step <= current + WINDOW; step += 1) {
    const expected = Buffer.from(hotp(secret, step, options.digits));
    const given = Buffer.from(code);
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = step;
  }
  return matched;
}

/**
 * Claims a time step's code for an account: true for the first use, false for any later one. The
 * row lives until the code has left every window (then the counters' purge removes it).
 */
export async function claimTotpStep(db: Database, userId: string, step: number, options: TotpOptions) {
  const claimed = await db
    .insert(rateLimits)
    .values({
      key: `totp-used:${userId}:${step}`,
      count: 1,
      resetAt: new Date((step + WINDOW + 1) * options.period * 1000),
    })
    .onConflictDoNothing({ target: rateLimits.key })
    .returning({ key: rateLimits.key });
  return claimed.length === 1;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whose code it is, found as the plugin finds it: the session (enrolment) or the sign-in's challenge cookie. */
async function answeringUserId(ctx: HookContext) {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return verification?.value ?? null;
}

/** A better-auth plugin whose only part is the hook above; list it after the two-factor plugin. */
export function totpSingleUse(db: Database, options: TotpOptions) {
  return {
    id: "totp-single-use",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === VERIFY_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string") return;
            const userId = await answeringUserId(ctx);
            if (!userId) return; // the plugin refuses the challenge itself
            const [row] = await db
              .select({ secret: twoFactors.secret })
              .from(twoFactors)
              .where(eq(twoFactors.userId, userId));
            if (!row) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
            const step = stepOfCode(secret, code, options);
            // A wrong code goes on to the plugin, which counts it against the challenge and the account.
            if (step === null || (await claimTotpStep(db, userId, step, options))) return;
            throw new APIError("UNAUTHORIZED", { message: "This code has already been used.", code: TOTP_REUSED_CODE });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
