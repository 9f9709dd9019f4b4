import { count, desc, eq, ilike } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { devMailbox, outbox } from "../db/schema/outbox";
import type { EmailAttachment, EmailMessage } from "./email.server";

/**
 * The dev mailbox (e-mails kept instead of sent when no SMTP server is configured), read by the
 * back office. Attachments are not copied into the mailbox: they are in the outbox message the
 * e-mail came from, exactly as they would have been sent.
 */
export const DEV_MAILBOX_PAGE_SIZE = 50;

export type DevMailboxRow = { id: string; to: string; subject: string; createdAt: string };

/** Newest first, a page at a time, optionally only the messages to an address containing `to`. */
export async function listDevMailbox(db: Database, options: { page: number; to?: string }) {
  const where = options.to ? ilike(devMailbox.to, `%${options.to.replace(/[\\%_]/g, "\\$&")}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: devMailbox.id, to: devMailbox.to, subject: devMailbox.subject, createdAt: devMailbox.createdAt })
      .from(devMailbox)
      .where(where)
      .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
      .limit(DEV_MAILBOX_PAGE_SIZE)
      .offset((options.page - 1) * DEV_MAILBOX_PAGE_SIZE),
    db.select({ n: count() }).from(devMailbox).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) satisfies DevMailboxRow[],
    total: total?.n ?? 0,
  };
}

async function attachmentsOf(db: Database, outboxId: string | null): Promise<EmailAttachment[]> {
  if (!outboxId) return [];
  const [row] = await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.id, outboxId));
  return (row?.payload as EmailMessage | undefined)?.attachments ?? [];
}

/** One kept e-mail with its parts and the list of its attachments, or null. */
export async function readDevMessage(db: Database, id: string) {
  const [row] = await db.select().from(devMailbox).where(eq(devMailbox.id, id));
  if (!row) return null;
  const attachments = await attachmentsOf(db, row.outboxId);
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    attachments: attachments.map((file, index) => ({
      index,
      filename: file.filename,
      contentType: file.contentType,
      bytes: Buffer.byteLength(file.content, "utf8"),
    })),
  };
}

/** An attachment of a kept e-mail by its place in the message, or null. */
export async function readDevAttachment(db: Database, id: string, index: number) {
  const [row] = await db.select({ outboxId: devMailbox.outboxId }).from(devMailbox).where(eq(devMailbox.id, id));
  if (!row) return null;
  return (await attachmentsOf(db, row.outboxId))[index] ?? null;
}
