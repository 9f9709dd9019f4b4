import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancellationAction } from "~/features/customer-requests/cancellation.server";
import { appointmentAction, documentAction } from "~/features/customer-requests/simple-requests.server";
import "~/i18n/dictionaries.server";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { createOutboxProcessor } from "~/server/outbox/outbox.server";
import { appEngines, runAgainstApp } from "../support/app-under-test";
import { insertContract } from "../support/contract-factory";
import { answerOf, createCustomer } from "../support/customers";
import { PDF } from "../support/lead-forms";
import { startHttpReceiver, startSmtpReceiver } from "../support/receivers";

const SECRET = `whsec_${Buffer.from("requests-webhook-secret-for-delivery-tests").toString("base64")}`;

/** One MIME part of a raw message, decoded (base64 or quoted-printable). */
function mimePart(raw: string, contentType: RegExp) {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1] as string);
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`)) {
      const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
      if (!contentType.test(head)) continue;
      const body = rest.join("\n\n").trim();
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, "base64").toString("utf8");
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        return Buffer.from(
          body
            .replace(/=\r?\n/g, "")
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          "latin1",
        ).toString("utf8");
      }
      return body;
    }
  }
  return null;
}

/** An iCalendar text's first VEVENT as name → value (folded lines unfolded, parameters dropped). */
function parseEvent(ics: string) {
  const lines = ics.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const start = lines.indexOf("BEGIN:VEVENT");
  const end = lines.indexOf("END:VEVENT");
  const event: Record<string, string> = {};
  for (const line of lines.slice(start + 1, end)) {
    const colon = line.indexOf(":");
    event[line.slice(0, colon).split(";")[0] as string] = line.slice(colon + 1);
  }
  return { calendar: lines, event };
}

function post(pathname: string, fields: Record<string, string>, file?: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", file);
  return new Request(`http://localhost:3000${pathname}`, { method: "POST", body: form });
}

describe.each(appEngines())("customer requests delivered through the outbox on %s", (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let hooks: Awaited<ReturnType<typeof startHttpReceiver>>;
  let uploads: string;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    hooks = await startHttpReceiver();
    uploads = await mkdtemp(path.join(tmpdir(), "requests-delivery-"));
  });
  afterAll(async () => {
    await smtp.close();
    await hooks.close();
    await rm(uploads, { recursive: true, force: true });
  });
  runAgainstApp(engine, () => ({
    SMTP_URL: smtp.url,
    UPLOADS_DIR: uploads,
    REQUESTS_NOTIFY_EMAIL: "service-client@broker.example",
    REQUESTS_WEBHOOK_URL: hooks.url,
    REQUESTS_WEBHOOK_SECRET: SECRET,
  }));

  async function customer() {
    const db = await getDb();
    const person = await createCustomer(db, { firstName: "Camille", lastName: "Test" });
    const identity: CustomerIdentity = { id: person.id, email: person.email, name: "Camille Test", role: "customer" };
    const contract = await insertContract(db, person.id, "vehicle");
    return { identity, contract };
  }

  async function deliver() {
    const config = env();
    const process = createOutboxProcessor(await getDb(), {
      mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
      requestsWebhook: { url: config.REQUESTS_WEBHOOK_URL as string, secret: config.REQUESTS_WEBHOOK_SECRET as string },
    });
    while ((await process()) > 0) {}
  }

  const webhookFor = (reference: string) => {
    const received = hooks.requests.find((r) => r.body.includes(reference));
    if (!received) throw new Error(`no webhook for ${reference}`);
    // Verified as any receiver would, with the Standard Webhooks library.
    const verified = new Webhook(SECRET).verify(received.body, received.headers as Record<string, string>) as Record<
      string,
      unknown
    >;
    return { received, verified };
  };

  it("an appointment: e-mails to customer service and the customer, the .ics parsed, a verified webhook", async () => {
    const { identity } = await customer();
    const now = new Date("2026-11-23T09:10:00Z");
    const answer = await answerOf(
      await appointmentAction(
        await getDb(),
        post("/espace-client/rendez-vous", {
          _token: issueFormToken(),
          motif: "Revoir ma mutuelle",
          date: "2026-11-24",
          time: "14:00",
          channel: "office",
        }),
        identity,
        "fr",
        now,
      ),
    );
    expect(answer.status).toBe(302);
    const reference = new URL(answer.location ?? "", "http://x").searchParams.get("envoye") ?? "";
    await deliver();

    const toService = smtp.messages.find(
      (m) => m.to.includes("service-client@broker.example") && m.raw.includes(reference),
    );
    expect(toService).toBeDefined();
    const toCustomer = smtp.messages.find((m) => m.to.includes(identity.email) && m.raw.includes(reference));
    if (!toCustomer) throw new Error("no confirmation e-mail");
    const ics = mimePart(toCustomer.raw, /text\/calendar/i);
    if (!ics) throw new Error("no .ics attached");
    expect(toCustomer.raw).toMatch(/filename="?rendez-vous\.ics/);
    const { calendar, event } = parseEvent(ics);
    expect(calendar).toContain("BEGIN:VCALENDAR");
    expect(calendar).toContain("METHOD:REQUEST");
    expect(event.DTSTART).toBe("20261124T130000Z"); // 14:00 in Paris
    expect(event.DURATION ?? event.DTEND).toMatch(/PT30M|20261124T133000Z/);
    expect(event.SUMMARY).toContain("Rendez-vous avec");
    expect(event.DESCRIPTION).toContain("Revoir ma mutuelle");

    const { received, verified } = webhookFor(reference);
    expect(received.headers["webhook-id"]).toBeTruthy();
    expect(verified).toMatchObject({
      type: "appointment.requested",
      request_reference: reference,
      customer_id: identity.id,
      client_nom: "Camille Test",
      motif: "Revoir ma mutuelle",
      date_souhaitee: "2026-11-24",
      heure_souhaitee: "14:00",
      triggered_from: "/espace-client/rendez-vous",
    });
    expect(typeof verified.timestamp).toBe("string");
  });

  it("a cancellation and a document: acknowledgements by e-mail and webhooks with the spec's fields", async () => {
    const { identity, contract } = await customer();
    const db = await getDb();
    const cancelPath = `/espace-client/contrats/${contract.reference}/resiliation`;
    const cancelled = await answerOf(
      await cancellationAction(
        db,
        post(cancelPath, {
          _token: issueFormToken(),
          intent: "confirm",
          name: "Camille Test",
          email: identity.email,
          reason: "echeance",
        }),
        identity,
        "fr",
        contract.reference,
      ),
    );
    const cancellation = new URL(cancelled.location ?? "", "http://x").searchParams.get("accuse") ?? "";
    const sent = await answerOf(
      await documentAction(
        db,
        post(
          "/espace-client/documents/envoyer",
          { _token: issueFormToken(), type: "attestation", description: "Attestation employeur" },
          new File([PDF], "attestation.pdf"),
        ),
        identity,
        "fr",
      ),
    );
    const document = new URL(sent.location ?? "", "http://x").searchParams.get("envoye") ?? "";
    await deliver();

    const ack = smtp.messages.find((m) => m.to.includes(identity.email) && m.raw.includes(cancellation));
    expect(ack).toBeDefined();
    const ackText = mimePart(ack?.raw ?? "", /text\/plain/i) ?? "";
    expect(ackText).toContain("prendra effet le");
    expect(ackText).toMatch(/\d{1,2} \w+ 20\d\d à \d{2}:\d{2}/);

    expect(webhookFor(cancellation).verified).toMatchObject({
      type: "cancellation.requested",
      contrat_reference: contract.reference,
      contrat_type: "Assurance auto",
      raison_resiliation: "Résiliation à échéance",
      client_nom: "Camille Test",
      triggered_from: cancelPath,
    });
    expect(webhookFor(document).verified).toMatchObject({
      type: "document.requested",
      type_document: "attestation",
      description: "Attestation employeur",
      filename: "attestation.pdf",
      filesize: PDF.byteLength,
      triggered_from: "/espace-client/documents/envoyer",
    });
    expect(smtp.messages.some((m) => m.to.includes("service-client@broker.example") && m.raw.includes(document))).toBe(
      true,
    );
  });
});
