import { type SQL, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../db/client.server";
import { devMailbox, outbox } from "../db/schema/outbox";
import { log } from "../logger.server";
import { type EmailDocument, renderEmailDocument } from "../mail/email-document";

/** A text attachment (an .ics invitation): kept in the outbox row as it will be sent. */
/** A file joined to an e-mail: text as is (a calendar invitation), or bytes written in base64. */
export type EmailAttachment = { filename: string; contentType: string; content: string; encoding?: "base64" };
export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: EmailAttachment[];
};
/**
 * An e-mail queued as words and structure, rendered when it is delivered (lead announcements);
 * rows queued before that change, and other e-mails, hold the rendered `html` and `text`.
 */
export type ComposedEmail = Omit<EmailMessage, "html" | "text"> & { document: EmailDocument };
export type QueuedEmail = EmailMessage | ComposedEmail;

/** The e-mail as it goes out, whichever form it was queued in. */
export function renderQueuedEmail(queued: QueuedEmail): EmailMessage {
  if (!("document" in queued)) return queued;
  const { document, ...rest } = queued;
  return { ...rest, ...renderEmailDocument(document) };
}

export type MailSettings = { smtpUrl?: string; from: string };

/**
 * The Message-ID of an outbox email: the same on every attempt, so that when a crash makes us
 * send a message twice (at-least-once), mail systems see one message and drop the copy.
 */
export function outboxMessageId(outboxId: string, from: string) {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "maison-courtage.invalid";
  return `<outbox-${outboxId}@${domain}>`;
}

/**
 * Without SMTP, the e-mail is kept in the dev mailbox and its message marked sent in one
 * statement, fenced by the claim (`stillOurs`): both or neither, and only by the worker that
 * still holds the message.
 */
export async function keepInDevMailbox(db: Database, claimed: SQL, outboxId: string, message: EmailMessage) {
  const { to, subject, html, text } = message;
  await db.execute(sql`
    with sent as (
      update ${outbox} set status = 'sent', sent_at = ${new Date().toISOString()}::timestamptz,
        locked_until = null, last_error = null
      where ${claimed}
      returning id
    )
    insert into ${devMailbox} (outbox_id, "to", subject, html, text)
    select id, ${to}, ${subject}, ${html}, ${text} from sent`);
  log.info("email kept in dev mailbox", { outboxId, to, subject });
}

/** Sends through SMTP (the caller keeps e-mails in the dev mailbox when none is configured). */
export function createMailer(settings: MailSettings & { smtpUrl: string }) {
  let transport: Transporter | undefined;
  return async function sendEmail(message: EmailMessage, outboxId: string) {
    transport ??= nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    await transport.sendMail({
      from: settings.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments?.map(({ filename, contentType, content, encoding }) => ({
        filename,
        contentType,
        content,
        ...(encoding ? { encoding } : {}),
      })),
      messageId: outboxMessageId(outboxId, settings.from),
      headers: { "X-Outbox-Id": outboxId },
    });
    log.info("email sent", { outboxId, subject: message.subject });
  };
}
