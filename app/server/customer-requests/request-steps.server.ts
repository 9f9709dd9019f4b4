import { eq, sql } from "drizzle-orm";
import { DEFAULT_LANG, isLang, type Lang } from "~/i18n/config";
import { formatDate } from "~/i18n/format";
import type { Translate } from "~/i18n/translate";
import { requestPath } from "~/paths/customer-area";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database, Transaction as Tx } from "~/server/db/client.server";

import { users } from "~/server/db/schema/auth";
import { type CustomerRequestKind, customerRequests } from "~/server/db/schema/customer-requests";
import { customerRequestStages, type RequestStage } from "~/server/db/schema/request-kinds";
import { linkEmail } from "~/server/mail/link-email";
import { noticeAboutRequest } from "~/server/notifications/notifications.server";
import type { EmailAttachment } from "~/server/outbox/email.server";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { type AppointmentFacts, appointmentFacts } from "./appointment-calendar.server";
import { publicComplaintUpdateEmail } from "./complaint-emails.server";
import { CLOSING_STEPS, type CustomerStep, type StaffStep } from "./kinds/registry";
import { recordRequestEvent } from "./request-events.server";

/*
 * The steps of each kind's own handling (issue 24), listed by each kind (`kinds/`). Staff's steps
 * are news for the customer (a notice and an e-mail with the words of `handling.emails.<step>`);
 * the customer's own steps (accepting a slot, sending a piece) are news for staff (the request
 * turns unread).
 */
export { CUSTOMER_STEPS, STAFF_STEPS } from "./kinds/registry";
// Kept for the modules that took the type from here; its one declaration is the client's.
export type { Tx };
export type RequestStep = StaffStep | CustomerStep;

/** What the customer is told: the inbox's three news, or one of a kind's steps. */
export type RequestNews = "answered" | "done" | "refused" | StaffStep;

const NOTICE_OF = { answered: "requestAnswered", done: "requestDone", refused: "requestRefused" } as const;

type NewsRequest = {
  id: string;
  reference: string;
  kind: CustomerRequestKind;
  lang: string;
  /** Null for a public complaint filed without an account: its writer is told by e-mail. */
  customerId: string | null;
  contractId: string | null;
  createdAt: Date;
  submitterName?: string | null;
  submitterEmail?: string | null;
  refusalReason?: string | null;
};

/**
 * An appointment's day, time, length and place, as its e-mail states them (issue 46: "le détail
 * reste dans votre espace client" left the customer without the one thing they need), in Paris time.
 */
function appointmentLines(facts: AppointmentFacts, site: SiteConfig, lang: Lang, t: Translate) {
  const date = formatDate(facts.start, lang, { dateStyle: "full", timeZone: "Europe/Paris" });
  const time = formatDate(facts.start, lang, { timeStyle: "short", timeZone: "Europe/Paris" });
  const when = t("requests.emails.appointment.when", { date, time, minutes: String(facts.durationMinutes) });
  const where =
    facts.channel === "office"
      ? t("requests.emails.appointment.office", { address: site.address ?? site.brandName })
      : facts.channel === "video"
        ? t("requests.emails.appointment.video")
        : t("requests.emails.appointment.phone");
  return [when, where];
}

/**
 * The e-mail that says there is news on a request, in the customer's language. It carries no
 * answer and no personal detail: those stay behind the customer's sign-in, one click away. An
 * appointment's confirmation or new slot says when and where, with the calendar file attached.
 */
export function requestUpdateEmail(input: {
  request: { reference: string; kind: CustomerRequestKind; lang: string };
  what: RequestNews;
  customer: { name: string; email: string };
  site: SiteConfig;
  attachments?: EmailAttachment[];
  appointment?: AppointmentFacts | null;
}) {
  const link = `${input.site.siteUrl.replace(/\/$/, "")}${requestPath(input.request.reference)}`;
  const base = input.what in NOTICE_OF ? `requests.emails.update.${input.what}` : `handling.emails.${input.what}`;
  const lang = isLang(input.request.lang) ? input.request.lang : DEFAULT_LANG;
  const message = linkEmail({
    to: input.customer.email,
    lang,
    site: input.site,
    href: link,
    words: (t) => {
      const params = {
        kind: t(`requests.kinds.${input.request.kind}`),
        reference: input.request.reference,
        name: input.customer.name,
      };
      return {
        subject: t(`${base}.subject`, params),
        title: t(`${base}.title`, params),
        before: [
          t("requests.emails.confirmation.greeting", params),
          t(`${base}.body`, params),
          ...(input.appointment
            ? appointmentLines(input.appointment, input.site, lang, t)
            : [t("requests.emails.update.privacy")]),
        ],
        button: t("requests.emails.update.open"),
      };
    },
  });
  return input.attachments?.length ? { ...message, attachments: input.attachments } : message;
}

/**
 * Tells the customer something changed on their request: a notice in the area and an e-mail
 * linking to it. Someone who filed a public complaint without an account has no area: their
 * e-mail carries the words (`text`).
 */
export async function tellCustomer(
  tx: Tx,
  request: NewsRequest,
  what: RequestNews,
  site: SiteConfig,
  now: Date,
  attachments?: EmailAttachment[],
  text: string | null = null,
) {
  if (!request.customerId) {
    if (!request.submitterEmail || !(what === "answered" || what === "done" || what === "refused")) return;
    await enqueueOutbox(tx, [
      {
        channel: "email",
        topic: `request.${request.kind}.${what}`,
        payload: {
          ...publicComplaintUpdateEmail(
            { ...request, submitterName: request.submitterName ?? null, submitterEmail: request.submitterEmail },
            what,
            what === "refused" ? (request.refusalReason ?? null) : text,
            site,
          ),
          ...(attachments?.length ? { attachments } : {}),
        },
      },
    ]);
    return;
  }
  const notice =
    what in NOTICE_OF
      ? NOTICE_OF[what as keyof typeof NOTICE_OF]
      : (CLOSING_STEPS as readonly RequestNews[]).includes(what)
        ? "requestDone"
        : "requestAnswered";
  await noticeAboutRequest(tx as unknown as Database, {
    customerId: request.customerId,
    kind: notice,
    // Words rather than a code (issue 46 item 8): the notice is titled from the request's kind
    // and what happened, and opens the request.
    params: {
      reference: request.reference,
      requestId: request.id,
      requestKind: request.kind,
      news: what,
      link: requestPath(request.reference),
    },
    contractId: request.contractId,
    createdAt: now,
  });
  const [customer] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, request.customerId));
  if (!customer) return;
  const appointment =
    request.kind !== "appointment"
      ? null
      : what === "appointmentConfirmed"
        ? await appointmentFacts(tx, request.id, "confirmed")
        : what === "appointmentProposed"
          ? await appointmentFacts(tx, request.id, "proposed")
          : null;
  await enqueueOutbox(tx, [
    {
      channel: "email",
      topic: `request.${request.kind}.${what}`,
      payload: requestUpdateEmail({ request, what, customer, site, attachments, appointment }),
    },
  ]);
}

/** Where the request now stands in its kind's handling (one row per request). */
export async function setStage(
  tx: Tx,
  requestId: string,
  stage: RequestStage,
  now: Date,
  paidCents: number | null = null,
) {
  await tx
    .insert(customerRequestStages)
    .values({ requestId, stage, paidCents, updatedAt: now })
    .onConflictDoUpdate({ target: customerRequestStages.requestId, set: { stage, paidCents, updatedAt: now } });
}

/**
 * A step taken by staff: on the thread (the customer sees it), in the audit log with what it
 * changed, and the request's version bumped so an older screen cannot act on it.
 */
export async function recordStaffStep(
  tx: Tx,
  actor: StaffActor,
  request: { id: string; version?: number },
  step: StaffStep,
  details: Record<string, unknown>,
  now: Date,
) {
  await recordRequestEvent(tx, request.id, { kind: "step", details: { step, ...details } }, now, actor);
  await tx
    .update(customerRequests)
    .set({ version: sql`${customerRequests.version} + 1`, updatedAt: now, staffActivityAt: now, staffSeenAt: now })
    .where(eq(customerRequests.id, request.id));
  await recordStaffAction(tx, actor, {
    action: `request.${step}`,
    target: { type: "customerRequest", id: request.id },
    details,
  });
}

/** A step the customer took: on the thread, and the request turns unread for staff. */
export async function recordCustomerStep(
  tx: Tx,
  request: { id: string },
  step: CustomerStep,
  details: Record<string, unknown>,
  now: Date,
) {
  const eventId = await recordRequestEvent(tx, request.id, { kind: "step", details: { step, ...details } }, now);
  await tx
    .update(customerRequests)
    .set({
      version: sql`${customerRequests.version} + 1`,
      updatedAt: now,
      customerActivityAt: now,
      customerSeenAt: now,
    })
    .where(eq(customerRequests.id, request.id));
  return eventId;
}
