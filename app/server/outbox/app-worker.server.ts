import type { Database } from "../db/client.server";
import { env } from "../env.server";
import { requestsInFlight } from "../http/requests-in-flight.server";
import { requestScope } from "../logger.server";
import { vapidDetails } from "../push/vapid.server";
import { siteConfig } from "../settings/site-settings.server";
import { storedWebhookEndpoints } from "../settings/webhook-endpoints.server";
import { deadMessageAlerter } from "./dead-alert.server";
import { createOutboxProcessor, startOutboxWorker } from "./outbox.server";

type Worker = ReturnType<typeof startOutboxWorker>;
/** One worker per process, kept on globalThis so dev-server reloads do not start a second one. */
const holder = globalThis as typeof globalThis & { __outboxWorker?: Worker };

export function startAppOutboxWorker(db: Database) {
  if (holder.__outboxWorker) return;
  const config = env();
  const processor = createOutboxProcessor(db, {
    mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
    // Read at each delivery: the settings' addresses and secrets over the environment's.
    endpoints: storedWebhookEndpoints(db),
    push: { vapid: vapidDetails(config) },
    onDead: deadMessageAlerter(() => siteConfig(db)),
  });
  holder.__outboxWorker = startOutboxWorker(processor, config.OUTBOX_POLL_MS, {
    busy: () => requestsInFlight() > 0,
    quietMs: 25,
    maxDeferMs: 1000,
  });
  holder.__outboxWorker.kick();
}

/** Delivers right after a commit (once no request is being served) instead of waiting for the next poll. */
export function kickOutbox() {
  // Outside the request's log scope: the delivery is not part of the request.
  requestScope.exit(() => holder.__outboxWorker?.kick());
}

export async function stopAppOutboxWorker() {
  await holder.__outboxWorker?.stop();
  holder.__outboxWorker = undefined;
}
