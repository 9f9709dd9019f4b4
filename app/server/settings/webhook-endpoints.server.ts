import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { type AuditActor, recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import { webhookEndpoints } from "~/server/db/schema/settings";
import { env } from "~/server/env.server";
import { log } from "~/server/logger.server";
import type { WebhookEndpoint, WebhookEndpoints, WebhookTargetName } from "~/server/outbox/outbox.server";
import { newWebhookSecret, openSecret, sealSecret } from "./secret-box.server";

export const WEBHOOK_TARGETS = ["leads", "requests"] as const satisfies readonly WebhookTargetName[];

/**
 * How long the previous secret keeps signing after a rotation: a day leaves the receiver's
 * owner time to install the new one, and during it each delivery carries both signatures.
 */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

function fromEnvironment(target: WebhookTargetName) {
  const config = env();
  return target === "leads"
    ? { url: config.LEAD_WEBHOOK_URL, secret: config.LEAD_WEBHOOK_SECRET }
    : { url: config.REQUESTS_WEBHOOK_URL, secret: config.REQUESTS_WEBHOOK_SECRET };
}

async function rowOf(db: Pick<Database, "select">, target: WebhookTargetName) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.target, target));
  return row ?? null;
}

/**
 * A target's receiver as the next delivery uses it: the saved address and secret over the
 * environment's, the previous secret while its overlap lasts. Null when there is none.
 */
export async function resolveWebhookEndpoint(
  db: Database,
  target: WebhookTargetName,
  now = new Date(),
): Promise<WebhookEndpoint | null> {
  const row = await rowOf(db, target);
  const environment = fromEnvironment(target);
  const url = row?.url ?? environment.url;
  const secret = row?.secret ? openSecret(row.secret) : environment.secret;
  if (!url || !secret) return null;
  let previousSecret: string | undefined;
  if (row?.previousSecret && row.previousUntil) {
    if (row.previousUntil > now) previousSecret = openSecret(row.previousSecret);
    else {
      // The overlap is over: the old secret is dropped, not only ignored.
      await db
        .update(webhookEndpoints)
        .set({ previousSecret: null, previousUntil: null })
        .where(and(eq(webhookEndpoints.target, target), lte(webhookEndpoints.previousUntil, now)));
    }
  }
  return { url, secret, previousSecret, disabledReason: row?.disabledAt ? (row.disabledReason ?? "disabled") : null };
}

/** The environment's address and secret for `target`, as `webhookConfiguredSql`'s placeholders take them. */
export function webhookEnvironment(target: WebhookTargetName) {
  const { url, secret } = fromEnvironment(target);
  return { webhookUrl: url ?? null, webhookSecret: secret ?? null };
}

/** Whether a new lead or request should carry a webhook message: a receiver exists and takes them. */
export async function webhookConfigured(db: Database, target: WebhookTargetName) {
  const endpoint = await resolveWebhookEndpoint(db, target);
  return Boolean(endpoint && !endpoint.disabledReason);
}

/**
 * `webhookConfigured` as an SQL condition, for an intake that writes a record and its messages in
 * one statement (a lead): the same rule (a saved or configured address and secret, not disabled),
 * read in the statement instead of by a query of its own before it.
 */
export function webhookConfiguredSql(
  target: WebhookTargetName,
  environment: { url?: unknown; secret?: unknown } = fromEnvironment(target),
) {
  return sql`coalesce((
    select coalesce(saved.url, ${environment.url ?? null}::text) <> ''
      and coalesce(nullif(saved.secret, ''), ${environment.secret ?? null}::text) <> ''
      and saved.disabled_at is null
    from (select 1) as one left join ${webhookEndpoints} as saved on saved.target = ${target}
  ), false)`;
}

/** A receiver's 410: nothing more goes to it until an admin saves its address again. */
export async function disableWebhookEndpoint(db: Database, target: WebhookTargetName, reason: string, now: Date) {
  await db
    .insert(webhookEndpoints)
    .values({ target, disabledAt: now, disabledReason: reason, updatedAt: now })
    .onConflictDoUpdate({
      target: webhookEndpoints.target,
      set: { disabledAt: now, disabledReason: reason, updatedAt: now },
      setWhere: isNull(webhookEndpoints.disabledAt),
    });
  log.warn("webhook endpoint disabled by its receiver", { target });
}

/** The outbox's view of the receivers: read at each delivery, disabled on a 410. */
export function storedWebhookEndpoints(db: Database): WebhookEndpoints {
  return {
    resolve: (target, now) => resolveWebhookEndpoint(db, target, now),
    disable: (target, reason, now) => disableWebhookEndpoint(db, target, reason, now),
  };
}

/** What the settings screen shows of a receiver: never a secret. */
export type WebhookEndpointView = {
  target: WebhookTargetName;
  url: string | null;
  /** The address and the secret in use come from the environment (nothing saved). */
  urlFromEnvironment: boolean;
  hasSecret: boolean;
  secretFromEnvironment: boolean;
  previousUntil: string | null;
  disabledAt: string | null;
  disabledReason: string | null;
};

export async function webhookEndpointViews(db: Database, now = new Date()): Promise<WebhookEndpointView[]> {
  const rows = await db.select().from(webhookEndpoints);
  return WEBHOOK_TARGETS.map((target) => {
    const row = rows.find((one) => one.target === target);
    const environment = fromEnvironment(target);
    const overlapping = row?.previousSecret && row.previousUntil && row.previousUntil > now;
    return {
      target,
      url: row?.url ?? environment.url ?? null,
      urlFromEnvironment: !row?.url && Boolean(environment.url),
      hasSecret: Boolean(row?.secret ?? environment.secret),
      secretFromEnvironment: !row?.secret && Boolean(environment.secret),
      previousUntil: overlapping ? (row.previousUntil?.toISOString() ?? null) : null,
      disabledAt: row?.disabledAt?.toISOString() ?? null,
      disabledReason: row?.disabledReason ?? null,
    };
  });
}

/**
 * Saves a target's address (null: back to the environment's) and lifts a 410's stop. Without any
 * secret yet, one is generated and returned, to be shown once. Audited with the address before and after.
 */
export async function saveWebhookUrl(
  db: Database,
  actor: AuditActor,
  target: WebhookTargetName,
  url: string | null,
  now = new Date(),
): Promise<{ secret: string | null }> {
  return db.transaction(async (tx) => {
    await tx.insert(webhookEndpoints).values({ target }).onConflictDoNothing();
    const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.target, target)).for("update");
    const generated = !row?.secret && !fromEnvironment(target).secret ? newWebhookSecret() : null;
    await tx
      .update(webhookEndpoints)
      .set({
        url,
        disabledAt: null,
        disabledReason: null,
        updatedAt: now,
        ...(generated ? { secret: sealSecret(generated) } : {}),
      })
      .where(eq(webhookEndpoints.target, target));
    await recordStaffAction(tx, actor, {
      action: "settings.webhook.url",
      target: { type: "webhook", id: target },
      details: {
        before: { url: row?.url ?? null, disabledAt: row?.disabledAt?.toISOString() ?? null },
        after: { url, disabledAt: null },
        secretGenerated: Boolean(generated),
      },
    });
    return { secret: generated };
  });
}

/**
 * A new secret, returned once (it is stored sealed and never shown again); the one it replaces
 * (saved, or the environment's) keeps signing for WEBHOOK_SECRET_OVERLAP_MS. Audited without either.
 */
export async function rotateWebhookSecret(
  db: Database,
  actor: AuditActor,
  target: WebhookTargetName,
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.insert(webhookEndpoints).values({ target }).onConflictDoNothing();
    const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.target, target)).for("update");
    const environmentSecret = fromEnvironment(target).secret;
    const replaced = row?.secret ?? (environmentSecret ? sealSecret(environmentSecret) : null);
    const previousUntil = replaced ? new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS) : null;
    const secret = newWebhookSecret();
    await tx
      .update(webhookEndpoints)
      .set({ secret: sealSecret(secret), previousSecret: replaced, previousUntil, updatedAt: now })
      .where(eq(webhookEndpoints.target, target));
    await recordStaffAction(tx, actor, {
      action: "settings.webhook.rotate",
      target: { type: "webhook", id: target },
      details: {
        before: { previousUntil: row?.previousUntil?.toISOString() ?? null },
        after: { previousUntil: previousUntil?.toISOString() ?? null },
      },
    });
    return secret;
  });
}
