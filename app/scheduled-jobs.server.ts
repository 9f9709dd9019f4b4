import { purgeChatHistory } from "./features/chat/chat-history.server";
import { purgeUnansweredQuestions } from "./features/chat/unanswered-questions.server";
import { fetchRegisterOnSchedule } from "./server/asset-freeze/register-import.server";
import { purgeExpiredAuthRecords } from "./server/auth/auth.server";
import { sendRenewalReminders } from "./server/contracts/renewals.server";
import { endCancelledContracts } from "./server/customer-requests/cancellations-take-effect.server";
import type { ScheduledJob } from "./server/jobs.server";
import { sendPrenotifications } from "./server/payments/prenotifications.server";
import { processDataExports } from "./server/privacy/data-exports.server";
import { purgeExpiredData } from "./server/privacy/retention.server";
import { siteConfig } from "./server/settings/site-settings.server";
import { expireSignatureRequests, sendSignatureReminders } from "./server/signatures/signature-jobs.server";
import "./signature-purposes.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

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
  // GDPR: exports are built in the background and deleted after their download period.
  { name: "data-exports", everyMs: MINUTE, run: (db, now) => processDataExports(db, now), leaseMs: 30 * MINUTE },
  // GDPR: prospects after 3 years without contact, customers after their retention; logged.
  { name: "retention-purge", everyMs: 24 * HOUR, run: (db, now) => purgeExpiredData(db, now), leaseMs: HOUR },
  // Once a day; a contract's reminder is keyed by its anniversary, so a second run sends nothing.
  {
    name: "renewal-reminders",
    everyMs: 24 * HOUR,
    run: async (db, now) => sendRenewalReminders(db, await siteConfig(db), now),
  },
  // SEPA pre-notification (issue 43): schedules topped up, each debit announced once, N days before.
  {
    name: "payment-prenotifications",
    everyMs: 6 * HOUR,
    run: async (db, now) => sendPrenotifications(db, await siteConfig(db), now),
    leaseMs: HOUR,
  },
  // Signature requests (issue 41): past their validity they expire; one reminder two days before.
  { name: "signature-requests-expiry", everyMs: 15 * MINUTE, run: (db, now) => expireSignatureRequests(db, now) },
  {
    name: "signature-reminders",
    everyMs: HOUR,
    run: async (db, now) => sendSignatureReminders(db, await siteConfig(db), now),
  },
  // The national register of asset freezes (issue 44): fetched from the configured address; the
  // same publication again changes nothing, a failure is kept for the admins' screen.
  { name: "asset-freeze-register", everyMs: 6 * HOUR, run: fetchRegisterOnSchedule, leaseMs: 15 * MINUTE },
];
