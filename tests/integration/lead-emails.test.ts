import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { callbackLeadKind } from "~/features/chat/callback-lead-kind";
import { PRODUCTS } from "~/features/quote/products/registry";
import { quoteLeadKind } from "~/features/quote/quote-lead-kind";
import { devMailbox, outbox } from "~/server/db/schema/outbox";
import { parseEnv } from "~/server/env.server";
import { leadAnnouncer } from "~/server/leads/lead-emails.server";
import { type QueuedEmail, renderQueuedEmail } from "~/server/outbox/email.server";
import { createOutboxProcessor, enqueueOutbox, type OutboxMessage } from "~/server/outbox/outbox.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { testDatabases } from "../support/databases";
import before from "../support/fixtures/lead-announcements-before.json";
import { fixtureLead } from "../support/lead-email-fixture";

/**
 * The lead e-mails are queued as words (an e-mail document) and rendered by the outbox worker.
 * What goes out must be what went out when the request rendered them: the fixture holds the
 * announcements of three leads as the request rendered them before (November 2026).
 */
const site = buildSiteConfig(parseEnv({}));
const CASES = {
  "senior-fr": [quoteLeadKind(PRODUCTS.healthSenior), "fr"],
  "senior-ru": [quoteLeadKind(PRODUCTS.healthSenior), "ru"],
  "callback-en": [callbackLeadKind, "en"],
} as const;
type Case = keyof typeof CASES;
const announcementsOf = (name: Case) => {
  const [kind, lang] = CASES[name];
  return leadAnnouncer({ site, notifyEmail: "leads@broker.example", webhook: true, kind })(fixtureLead(kind.id, lang));
};
const renderedBefore = (name: Case) => before[name] as unknown as OutboxMessage[];

describe("lead e-mails queued as words", () => {
  it.each(Object.keys(CASES) as Case[])("%s: renders the same e-mails as the request rendered before", (name) => {
    const now = announcementsOf(name);
    expect(now.map((message) => message.topic)).toEqual(renderedBefore(name).map((message) => message.topic));
    for (const [index, message] of now.entries()) {
      const old = renderedBefore(name)[index] as OutboxMessage;
      if (message.channel !== "email") expect(message.payload).toEqual(old.payload);
      else {
        // Queued without its HTML, in a tenth of the space; rendered, the same message.
        expect(message.payload).not.toHaveProperty("html");
        expect(JSON.stringify(message.payload).length).toBeLessThan(JSON.stringify(old.payload).length / 2);
        expect(renderQueuedEmail(message.payload)).toEqual(old.payload);
      }
    }
  });

  it("writes the confirmation in the lead's language, the notification in French", () => {
    const [notification, confirmation] = announcementsOf("senior-ru").map(
      (message) => renderQueuedEmail(message.payload as QueuedEmail).html,
    );
    expect(confirmation).toContain('<html lang="ru">');
    expect(notification).toContain('<html lang="fr">');
  });
});

describe.each(testDatabases())("lead e-mails delivered on $name", ({ handle }) => {
  const db = () => handle().db;
  /** Queues `messages` under the case's own topic, delivers all that is due, and reads what the dev mailbox kept. */
  const delivered = async (name: Case, messages: Parameters<typeof enqueueOutbox>[1]) => {
    await enqueueOutbox(
      db(),
      messages.map((message) => ({ ...message, topic: `test.${name}` })),
    );
    const process = createOutboxProcessor(db(), { mail: { from: "Broker <no-reply@broker.example>" } });
    while ((await process()) > 0);
    const rows = await db()
      .select({ id: outbox.id, topic: outbox.topic, status: outbox.status })
      .from(outbox)
      .where(eq(outbox.topic, `test.${name}`));
    const kept = await db()
      .select()
      .from(devMailbox)
      .where(
        inArray(
          devMailbox.outboxId,
          rows.map((row) => row.id),
        ),
      );
    return { rows, kept };
  };

  it("renders an e-mail queued as words when it delivers it, in the lead's language", async () => {
    const emails = announcementsOf("senior-ru").filter((message) => message.channel === "email");
    const { rows, kept } = await delivered("senior-ru", emails);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
    const expected = renderedBefore("senior-ru")
      .filter((message) => message.channel === "email")
      .map((message) => message.payload as { to: string; subject: string; html: string; text: string });
    expect(kept.map(({ to, subject, html, text }) => ({ to, subject, html, text })).sort(byTo)).toEqual(
      expected.map(({ to, subject, html, text }) => ({ to, subject, html, text })).sort(byTo),
    );
  });

  it("still delivers a lead e-mail queued rendered, before the change", async () => {
    const old = renderedBefore("callback-en").filter((message) => message.channel === "email");
    const { rows, kept } = await delivered("callback-en", old);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
    expect(kept.map((row) => row.html).sort()).toEqual(
      old.map((message) => (message.payload as { html: string }).html).sort(),
    );
  });
});

const byTo = (a: { to: string }, b: { to: string }) => a.to.localeCompare(b.to);
