import { eq } from "drizzle-orm";
import { FILE_TYPES } from "~/forms/file-types";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import { type ComplaintOutcome, customerRequests } from "~/server/db/schema/customer-requests";
import type { CheckedUpload } from "~/server/files/checked-uploads.server";
import { MESSAGE_MAX } from "~/server/limits";
import type { EmailAttachment } from "~/server/outbox/email.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import type { FileStore, StoredFile, Upload } from "~/server/storage.server";
import { mediatorIn } from "./complaint-emails.server";
import { isOpen } from "./request-clock";
import { recordRequestEvent } from "./request-events.server";
import { CLAIM_MAX_FILES } from "./request-forms";
import { checkedRequestUploads } from "./request-intake.server";
import { bump, lockRequest, recordRequestFiles, requestRefusal } from "./request-records.server";
import { setStatus } from "./request-status.server";
import { tellCustomer } from "./request-steps.server";
import { saveRequestUploads } from "./request-thread.server";

/*
 * What staff write on a request: a note for staff only, an answer the customer reads (a
 * complaint's final one with its outcome), a complaint's acknowledgement.
 */

function checkedMessage(text: string, emptyKey: string) {
  const trimmed = text.trim();
  if (!trimmed) throw requestRefusal(400, emptyKey);
  if (trimmed.length > MESSAGE_MAX) throw requestRefusal(400, "messageTooLong");
  return trimmed;
}

/** A note for staff only: the customer never sees it. */
export async function addRequestNote(
  db: Database,
  actor: StaffActor,
  input: { requestId: string; text: string },
  now = new Date(),
) {
  const text = checkedMessage(input.text, "noteRequired");
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId);
    await recordRequestEvent(tx, request.id, { kind: "note", text }, now, actor);
    await tx.update(customerRequests).set(bump(now)).where(eq(customerRequests.id, request.id));
    await recordStaffAction(tx, actor, { action: "request.note", target: { type: "customerRequest", id: request.id } });
  });
}

/**
 * Answers the customer in the request's thread: they find it in their area, with a notice and
 * an e-mail that links to it. An answer to a request nobody took yet takes it in hand; `close`
 * also marks it handled. A complaint's closing answer is its final answer (ACPR 2022-R-01): it
 * states the outcome for the register and names the mediator, in the complainant's language;
 * any answer to a complaint also acknowledges it.
 */
export async function answerRequest(
  db: Database,
  actor: StaffActor,
  input: {
    requestId: string;
    text: string;
    close?: boolean;
    outcome?: ComplaintOutcome | null;
    /** Files staff attach (issue 46 item 11), checked as a customer's are; their store with them. */
    files?: { store: FileStore; uploads: Upload[] };
  },
  site: SiteConfig,
  now = new Date(),
) {
  let text = checkedMessage(input.text, "answerRequired");
  const uploads = input.files?.uploads ?? [];
  if (uploads.length > CLAIM_MAX_FILES) throw requestRefusal(400, "tooManyFiles");
  const checked = await checkedRequestUploads(uploads);
  const record = (stored: StoredFile[]) =>
    db.transaction(async (tx) => {
      const request = await lockRequest(tx, input.requestId);
      const complaint = request.kind === "complaint";
      const final = complaint && Boolean(input.close);
      if (final && !input.outcome) throw requestRefusal(400, "outcomeRequired");
      if (final) text = `${text}\n\n${mediatorIn(request.lang, site)}`;
      const eventId = await recordRequestEvent(tx, request.id, { kind: "answer", text }, now, actor);
      await recordRequestFiles(tx, { requestId: request.id, eventId }, stored, now);
      // Someone who complained without an account has no area to download from: the e-mail carries them.
      const attachments = request.customerId ? undefined : checked.map(attachmentOf);
      await tx
        .update(customerRequests)
        .set(
          bump(now, {
            answer: text,
            answeredAt: now,
            staffActivityAt: now,
            staffSeenAt: now,
            ...(complaint && !request.acknowledgedAt ? { acknowledgedAt: now } : {}),
            ...(final ? { outcome: input.outcome } : {}),
          }),
        )
        .where(eq(customerRequests.id, request.id));
      await recordStaffAction(tx, actor, {
        action: "request.answer",
        target: { type: "customerRequest", id: request.id },
        details: final ? { outcome: input.outcome } : undefined,
      });
      let status = request.status;
      if (status === "sent" || (!isOpen(status) && !input.close)) {
        await setStatus(tx, actor, request, "in_progress", null, now);
        status = "in_progress";
      }
      if (input.close && status === "in_progress") {
        await setStatus(tx, actor, { ...request, status }, "done", null, now);
        await tellCustomer(tx, request, "done", site, now, attachments, text);
        return;
      }
      await tellCustomer(tx, request, "answered", site, now, attachments, text);
    });
  if (checked.length === 0) return record([]);
  if (!input.files) throw new Error("files without their store");
  return saveRequestUploads(input.files.store, checked, record);
}

function attachmentOf(upload: CheckedUpload): EmailAttachment {
  return {
    filename: upload.fileName,
    contentType: FILE_TYPES[upload.type].mediaType,
    content: Buffer.from(upload.bytes).toString("base64"),
    encoding: "base64",
  };
}

/**
 * Acknowledges a complaint (its first clock, 10 working days): a message the complainant reads in
 * their thread (or by e-mail without an account), taken in hand if nobody had. Once only.
 */
export async function acknowledgeComplaint(
  db: Database,
  actor: StaffActor,
  input: { requestId: string; text: string },
  site: SiteConfig,
  now = new Date(),
) {
  const text = checkedMessage(input.text, "answerRequired");
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId);
    if (request.kind !== "complaint") throw requestRefusal(409, "notComplaint");
    if (request.acknowledgedAt) throw requestRefusal(409, "alreadyAcknowledged");
    await recordRequestEvent(tx, request.id, { kind: "answer", text }, now, actor);
    await tx
      .update(customerRequests)
      .set(bump(now, { acknowledgedAt: now, staffActivityAt: now, staffSeenAt: now }))
      .where(eq(customerRequests.id, request.id));
    await recordStaffAction(tx, actor, {
      action: "request.acknowledge",
      target: { type: "customerRequest", id: request.id },
    });
    if (request.status === "sent") await setStatus(tx, actor, request, "in_progress", null, now);
    await tellCustomer(tx, request, "answered", site, now, undefined, text);
  });
}
