import type { Lang } from "~/i18n/config";
import type { Translate } from "~/i18n/translate";
import type { Database } from "~/server/db/client.server";
import type { EmailAttachment } from "~/server/outbox/email.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import type { KindView } from "../kind-view.server";
import type { AnnouncerSettings } from "../request-announcements.server";
import type { LockedRequest } from "../request-records.server";
import type { RequestNews, Tx } from "../request-steps.server";
import type { StoredRequest } from "../submit-request.server";

/** What closing a request (handled or refused) meant for its kind: the news the customer gets, and any calendar file. */
export type KindClosing = { news: RequestNews; attachments?: EmailAttachment[] };

/** A request as its kind's view loads it. */
export type ViewedRequest = { id: string; createdAt: Date; details: Record<string, unknown> };

/**
 * A kind's server side (issue 40), beside its browser-safe definition (`request-kind.ts`): what
 * its announcements say, what its own handling shows, and what handling or refusing it does.
 * Held by `registry.server.ts`.
 */
export type RequestKindHandling = {
  /** The webhook body's fields proper to the kind, named as the spec names them (§3), in French. */
  webhookFields: (request: StoredRequest, fr: Translate) => Record<string, unknown>;
  /** The customer's acknowledgement: its own paragraphs, attachments, and who receives it (the account by default). */
  confirmation?: {
    paragraphs?: (
      request: StoredRequest,
      k: (key: string, params?: Record<string, string>) => string,
      lang: Lang,
    ) => string[];
    attachments?: (request: StoredRequest, settings: AnnouncerSettings, t: Translate) => EmailAttachment[];
    recipient?: (request: StoredRequest) => string;
  };
  /** What its own handling shows staff and the customer (dates, slot, pieces). */
  loadView?: (db: Database, request: ViewedRequest) => Promise<Omit<Partial<KindView>, "stage" | "paidCents">>;
  /** What handling or refusing it means beyond the status (null: only the status' own news). */
  closing?: (
    tx: Tx,
    actor: StaffActor,
    request: LockedRequest,
    to: "done" | "refused",
    reason: string | null,
    site: SiteConfig,
    now: Date,
  ) => Promise<KindClosing | null>;
  /** Inside the status change's transaction, once the request is refused. */
  onRefused?: (tx: Tx, actor: StaffActor, request: LockedRequest, now: Date) => Promise<void>;
};
