import { purgeChatHistory } from "./features/chat/chat-history.server";
import { purgeUnansweredQuestions } from "./features/chat/unanswered-questions.server";
import { purgeExpiredAuthRecords } from "./server/auth/auth.server";
import { endCancelledContracts } from "./server/contracts/contract-endings.server";
import { sendRenewalReminders } from "./server/contracts/renewals.server";
import { env } from "./server/env.server";
import type { ScheduledJob } from "./server/jobs.server";
import { buildSiteConfig } from "./server/site-config.server";

const HOUR = 60 * 60_000;

/**
 * Every scheduled job of the app, in one list: the composition root that features feed (a purge,
 * later reminders), handed to start-up by app/main.server.ts. Infrastructure runs what it is
 * given and never reaches into a feature. Each job runs once per period across all instances.
 */
export const SCHEDULED_JOBS: ScheduledJob[] = [
  { name: "chat-history-retention", everyMs: HOUR, run: (db, now) => purgeChatHistory(db, now) },
  { name: "unanswered-questions-retention", everyMs: HOUR, run: (db, now) => purgeUnansweredQuestions(db, now) },
  { name: "expired-sessions-and-codes", everyMs: HOUR, run: purgeExpiredAuthRecords },
  { name: "cancellations-take-effect", everyMs: HOUR, run: endCancelledContracts },
  // Once a day; a contract's reminder is keyed by its anniversary, so a second run sends nothing.
  {
    name: "renewal-reminders",
    everyMs: 24 * HOUR,
    run: (db, now) => sendRenewalReminders(db, buildSiteConfig(env()), now),
  },
];
