import { beforeEach, describe, expect, it } from "vitest";
import { devMailbox, outbox } from "~/server/db/schema/outbox";
import { listDevMailbox, readDevAttachment, readDevMessage } from "~/server/outbox/dev-mailbox.server";
import { createOutboxProcessor, enqueueOutbox } from "~/server/outbox/outbox.server";
import { testDatabases } from "../support/databases";

const ICS = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";

describe.each(testDatabases())("the dev mailbox on $name", ({ handle }) => {
  const db = () => handle().db;
  beforeEach(async () => {
    await db().delete(devMailbox);
    await db().delete(outbox);
  });

  it("lists kept e-mails newest first by recipient, and gives one back with its parts and its attachment", async () => {
    await enqueueOutbox(db(), [
      {
        channel: "email",
        topic: "request.appointment.confirmation",
        payload: {
          to: "camille.dupont@example.fr",
          subject: "Votre rendez-vous",
          html: "<p>Bonjour <b>Camille</b></p>",
          text: "Bonjour Camille",
          attachments: [{ filename: "rendez-vous.ics", contentType: "text/calendar; charset=utf-8", content: ICS }],
        },
      },
      {
        channel: "email",
        topic: "lead.notification",
        payload: { to: "leads@broker.example", subject: "Nouveau lead", html: "<p>x</p>", text: "x" },
      },
    ]);
    // No SMTP server: the outbox keeps both e-mails in the dev mailbox.
    await createOutboxProcessor(db(), { mail: { from: "x <x@broker.example>" } })(new Date());

    const all = await listDevMailbox(db(), { page: 1 });
    expect(all.total).toBe(2);
    const camille = await listDevMailbox(db(), { page: 1, to: "CAMILLE" });
    expect(camille.rows.map((row) => row.subject)).toEqual(["Votre rendez-vous"]);
    // A LIKE wildcard typed in the filter is a character, not "anything".
    expect((await listDevMailbox(db(), { page: 1, to: "%" })).total).toBe(0);

    const id = camille.rows[0]?.id as string;
    const message = await readDevMessage(db(), id);
    expect(message).toMatchObject({
      to: "camille.dupont@example.fr",
      html: "<p>Bonjour <b>Camille</b></p>",
      text: "Bonjour Camille",
      attachments: [
        { index: 0, filename: "rendez-vous.ics", contentType: "text/calendar; charset=utf-8", bytes: ICS.length },
      ],
    });
    expect(await readDevAttachment(db(), id, 0)).toMatchObject({ filename: "rendez-vous.ics", content: ICS });
    expect(await readDevAttachment(db(), id, 1)).toBeNull();
    expect(await readDevMessage(db(), crypto.randomUUID())).toBeNull();
  });
});
