import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import "~/i18n/dictionaries.server";
import type { Database } from "~/server/db/client.server";
import { outbox } from "~/server/db/schema/outbox";
import { pushSubscriptions } from "~/server/db/schema/push-subscriptions";
import { createNotification, noticeAboutRequest } from "~/server/notifications/notifications.server";
import type { DeadMessage } from "~/server/outbox/dead-alert.server";
import { createOutboxProcessor } from "~/server/outbox/outbox.server";
import type { PushKind } from "~/server/push/push-kinds";
import { checkSubscription, savePushSubscription } from "~/server/push/push-subscriptions.server";
import { createUser } from "../support/customers";
import { testDatabases } from "../support/databases";
import { startPushService } from "../support/push-service";

/**
 * Web Push through the outbox (issue 45), against a push service of ours that checks the VAPID
 * JWT and decrypts each payload with the browser's keys: what a device is told, in its language,
 * with nothing personal; expired devices removed (404, 410); 429 retried when it asks; each push
 * delivered once by two workers.
 */
const keys = webpush.generateVAPIDKeys();
const vapid = { ...keys, subject: "mailto:contact@maison-courtage.fr" };
const ALL: PushKind[] = ["requestAnswers", "claimSteps", "adviserMessages", "documentsToSign", "paymentProblems"];

let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  service = await startPushService();
}, 60_000);
afterAll(() => service.close());

describe.each(testDatabases())("web push on $name", ({ handle, openAnother }) => {
  const db = () => handle().db;
  const alerts: DeadMessage[] = [];
  const settings = () => ({
    mail: { from: "x <x@y.fr>" },
    push: { vapid, agent: service.agent },
    onDead: async (_tx: unknown, dead: DeadMessage) => {
      alerts.push(dead);
      return [];
    },
  });
  const drain = async (at = new Date()) => {
    const process = createOutboxProcessor(db(), settings());
    while ((await process(at)) > 0);
  };

  /** A customer whose browser subscribed at our push service for `kinds`, in `lang`. */
  async function subscribed(
    kinds: PushKind[] = ALL,
    answers: Parameters<typeof service.subscribe>[1] = [],
    lang: "fr" | "en" = "fr",
  ) {
    const customer = await createUser(db(), "customer");
    const device = service.subscribe(crypto.randomUUID(), answers);
    const checked = checkSubscription(
      { endpoint: device.endpoint, p256dh: device.browser.p256dh, auth: device.browser.authText, kinds },
      ["localhost"],
    );
    if (!checked.ok) throw new Error(checked.problem);
    expect(await savePushSubscription(db(), customer.id, checked.value, { lang, name: "Chrome, Android" })).toBe(
      "saved",
    );
    return { customer, device };
  }
  const pushesTo = (path: string) => service.received.filter((push) => push.path === path);
  const adviserMessage = (customerId: string) =>
    createNotification(db(), {
      customerId,
      kind: "message",
      title: "Votre sinistre du 12 mars",
      message: "Madame Martin, votre expert passe jeudi au 4 rue des Lilas.",
    });

  it("tells a device of an adviser's message: the VAPID JWT checks, the payload decrypts, nothing personal in it", async () => {
    const { customer, device } = await subscribed();
    const notice = await adviserMessage(customer.id);
    await drain();
    const [push] = pushesTo(device.path);
    expect(push?.status).toBe(201);
    expect(push?.content).toEqual({
      title: "Un message de votre conseiller",
      body: "Ouvrez votre espace client pour en savoir plus.",
      url: "/espace-client/notifications",
      tag: `notice-${notice.id}`,
    });
    expect(JSON.stringify(push?.content)).not.toMatch(/Martin|Lilas|sinistre du/);
    // RFC 8292: signed by our key, for this push service's origin, valid for at most a day.
    expect(push?.vapidKey).toBe(keys.publicKey);
    expect(push?.jwt?.aud).toBe(service.origin);
    expect(push?.jwt?.sub).toBe(vapid.subject);
    const now = Date.now() / 1000;
    expect(push?.jwt?.exp).toBeGreaterThan(now);
    expect(push?.jwt?.exp).toBeLessThanOrEqual(now + 24 * 3600 + 5);
    expect(push?.headers["content-encoding"]).toBe("aes128gcm");
    expect(push?.headers.ttl).toBe("86400");
    const [row] = await db().select().from(outbox).where(eq(outbox.topic, "push.notification"));
    expect(JSON.stringify(row?.payload)).not.toMatch(/endpoint|p256dh|auth"/);
  });

  it("tells only the devices that take the kind, each in its language, and opens the request's page", async () => {
    const { customer, device } = await subscribed(["claimSteps"], [], "en");
    const other = service.subscribe(crypto.randomUUID());
    const checked = checkSubscription(
      {
        endpoint: other.endpoint,
        p256dh: other.browser.p256dh,
        auth: other.browser.authText,
        kinds: ["documentsToSign"],
      },
      ["localhost"],
    );
    if (!checked.ok) throw new Error(checked.problem);
    await savePushSubscription(db(), customer.id, checked.value, { lang: "fr", name: "Firefox, Windows" });
    const requestId = crypto.randomUUID();
    await noticeAboutRequest(db(), {
      customerId: customer.id,
      kind: "requestAnswered",
      params: {
        reference: "SIN-AAAA1111",
        requestId,
        requestKind: "claim",
        news: "answered",
        link: "/espace-client/demandes/SIN-AAAA1111",
      },
    });
    // A premium collected is no news a device is told of.
    await createNotification(db(), {
      customerId: customer.id,
      kind: "premiumCollected",
      params: { amountCents: 100, month: "2026-01" },
    });
    await drain();
    expect(pushesTo(device.path).map((push) => push.content)).toEqual([
      {
        title: "Your claim has moved on",
        body: "Open your customer area to find out more.",
        url: "/espace-client/demandes/SIN-AAAA1111",
        tag: `request-${requestId}`,
      },
    ]);
    expect(pushesTo(other.path)).toEqual([]);
  });

  it.each([404, 410])(
    "removes a device whose push service answers %i, ends the push without alerting the admins",
    async (status) => {
      const { customer, device } = await subscribed(ALL, [status]);
      await adviserMessage(customer.id);
      const [stored] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, customer.id));
      const before = alerts.length;
      await drain();
      expect(pushesTo(device.path).map((push) => push.status)).toEqual([status]);
      expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, customer.id))).toEqual(
        [],
      );
      const message = (await db().select().from(outbox)).find((row) =>
        JSON.stringify(row.payload).includes(stored?.id as string),
      );
      expect(message?.status).toBe("dead");
      expect(message?.lastError).toContain(`push service answered ${status}`);
      expect(alerts.length).toBe(before);
      // The next notice finds no device: nothing more is queued for it.
      const queued = (await db().select().from(outbox)).length;
      await adviserMessage(customer.id);
      expect((await db().select().from(outbox)).length).toBe(queued);
    },
  );

  it("tries again when the push service answers 429, at the time its Retry-After asks", async () => {
    const { customer, device } = await subscribed(ALL, [{ status: 429, headers: { "Retry-After": "120" } }]);
    const notice = await adviserMessage(customer.id);
    const now = new Date();
    await drain(now);
    const [waiting] = (await db().select().from(outbox)).filter((m) => JSON.stringify(m.payload).includes(notice.id));
    expect(waiting?.status).toBe("pending");
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(now.getTime() + 119_000);
    expect(waiting?.nextAttemptAt.getTime()).toBeLessThanOrEqual(now.getTime() + 125_000);
    await drain(new Date(now.getTime() + 60_000));
    expect(pushesTo(device.path)).toHaveLength(1);
    await drain(new Date(now.getTime() + 130_000));
    expect(pushesTo(device.path).map((push) => push.status)).toEqual([429, 201]);
    const [sent] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.id, waiting?.id as string));
    expect(sent?.status).toBe("sent");
  });

  it("ends a push whose device was removed before it left, without calling the push service", async () => {
    const { customer, device } = await subscribed();
    await adviserMessage(customer.id);
    await db().delete(pushSubscriptions).where(eq(pushSubscriptions.customerId, customer.id));
    await drain();
    expect(pushesTo(device.path)).toEqual([]);
  });

  it("delivers each of 30 pushes once with two workers on the database", async () => {
    const { customer, device } = await subscribed();
    const notices = [];
    for (let n = 0; n < 30; n++) notices.push((await adviserMessage(customer.id)).id);
    const workerA = createOutboxProcessor(db(), settings());
    const workerB = createOutboxProcessor((await openAnother()).db as Database, settings());
    const run = async (work: typeof workerA) => {
      while ((await work(new Date(), 4)) > 0);
    };
    await Promise.all([run(workerA), run(workerB), run(workerA), run(workerB)]);
    const tags = pushesTo(device.path).map((push) => (push.content as { tag: string }).tag);
    expect(tags.sort()).toEqual(notices.map((id) => `notice-${id}`).sort());
    const rows = await db()
      .select()
      .from(outbox)
      .where(inArray(outbox.status, ["pending", "sending"]));
    expect(rows.filter((row) => JSON.stringify(row.payload).includes(device.path))).toEqual([]);
  });
});
