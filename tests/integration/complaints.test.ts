import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { ActionError } from "~/server/action-error";
import { inboxConditions, listInbox, unreadInboxCount } from "~/server/customer-requests/inbox.server";
import { readInboxFilters } from "~/server/customer-requests/inbox-filters";
import {
  answerCancellationLink,
  submitPublicCancellation,
} from "~/server/customer-requests/public-cancellation.server";
import { answerComplaintLink, submitPublicComplaint } from "~/server/customer-requests/public-complaints.server";
import { acknowledgeComplaint, answerRequest } from "~/server/customer-requests/request-answers.server";
import { acknowledgeDueAtOf, dueAtOf } from "~/server/customer-requests/request-clock";
import {
  COMPLAINTS_ONLY,
  complaintRegisterEntry,
  exportRequestsCsv,
} from "~/server/customer-requests/request-export.server";
import { markSeenByStaff } from "~/server/customer-requests/request-records.server";
import { changeRequestStatus } from "~/server/customer-requests/request-status.server";
import {
  customerUnreadCount,
  loadRequestForCustomer,
  markSeenByCustomer,
  replyToRequest,
} from "~/server/customer-requests/request-thread.server";
import { submitCustomerRequest } from "~/server/customer-requests/submit-request.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import { contracts } from "~/server/db/schema/customer-area";
import { customerRequests } from "~/server/db/schema/customer-requests";
import { outbox } from "~/server/db/schema/outbox";
import { saveWebhookUrl } from "~/server/settings/webhook-endpoints.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { fileStore } from "~/server/storage.server";
import { insertContract } from "../support/contract-factory";
import { createCustomer, createUser } from "../support/customers";
import { testDatabases } from "../support/databases";
import { PDF } from "../support/lead-forms";

const site = {
  brandName: "Maison Courtage",
  contactEmail: "contact@maison-courtage.fr",
  siteUrl: "http://localhost:3000",
  oriasNumber: null,
  mediatorName: null,
  mediatorAddress: null,
} as SiteConfig;

const mailsTo = async (db: Parameters<typeof submitPublicComplaint>[0], to: string) =>
  (await db.select().from(outbox))
    .map((row) => ({ topic: row.topic, ...(row.payload as { to: string; subject: string; text: string }) }))
    .filter((mail) => mail.to === to);

describe("a complaint's clocks (ACPR 2022-R-01)", () => {
  it("skip weekends and French public holidays for the acknowledgement, and run two calendar months for the answer", () => {
    // Thursday 30 April 2026: 1 May (Friday), 8 May (Friday) and Ascension (Thursday 14 May) do not count.
    const received = new Date("2026-04-30T09:00:00Z");
    // 4, 5, 6, 7, 11, 12, 13, 15, 18, 19 May: the tenth working day ends at Paris midnight (22:00 UTC in summer).
    expect(acknowledgeDueAtOf("complaint", received)?.toISOString()).toBe("2026-05-19T22:00:00.000Z");
    expect(dueAtOf("complaint", received).toISOString()).toBe("2026-06-30T22:00:00.000Z");
    // The 31st of a month answers by the last day two months later.
    expect(dueAtOf("complaint", new Date("2026-12-31T12:00:00Z")).toISOString()).toBe("2027-02-28T23:00:00.000Z");
    expect(acknowledgeDueAtOf("message", received)).toBeNull();
  });
});

describe.each(testDatabases())("complaints and messages on $name", (database) => {
  let uploads: string;
  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), "complaints-"));
  });
  afterAll(async () => {
    await rm(uploads, { recursive: true, force: true });
  });

  async function staff(role: "adviser" | "admin" = "adviser"): Promise<StaffActor> {
    const user = await createUser(database.handle().db, role);
    return { id: user.id, email: user.email, name: `${role} ${user.id.slice(0, 4)}`, ip: "203.0.113.9" };
  }

  function filePublic(
    values: { name: string; email: string; contractReference?: string; text?: string },
    now = new Date(),
  ) {
    return submitPublicComplaint(
      database.handle().db,
      {
        values: { contractReference: "", text: "Mon sinistre n'a jamais été réglé.", ...values },
        lang: "fr",
        submissionKey: crypto.randomUUID(),
        site,
        notifyEmail: "service@maison-courtage.fr",
        triggeredFrom: "/reclamation",
        files: fileStore(uploads),
      },
      now,
    );
  }

  it("takes a public complaint from anyone: in the inbox on both clocks, with a receipt to the writer", async () => {
    const { db } = database.handle();
    const email = `inconnu.${crypto.randomUUID().slice(0, 8)}@example.fr`;
    const received = new Date("2026-04-30T09:00:00Z");
    const filed = await filePublic({ name: "Marc Inconnu", email }, received);
    expect(filed.reference).toMatch(/^REC-/);
    const [row] = await db.select().from(customerRequests).where(eq(customerRequests.id, filed.id));
    expect(row).toMatchObject({ kind: "complaint", channel: "public", customerId: null, submitterEmail: email });
    expect(row?.acknowledgeDueAt?.toISOString()).toBe("2026-05-19T22:00:00.000Z");
    expect(row?.dueAt?.toISOString()).toBe("2026-06-30T22:00:00.000Z");

    const [receipt] = await mailsTo(db, email);
    expect(receipt?.topic).toBe("request.complaint.confirmation");
    expect(receipt?.subject).toBe(`Votre réclamation ${filed.reference} a bien été reçue`);
    expect(receipt?.text).toContain("10 jours ouvrables");
    // No area link: this writer has no account.
    expect(receipt?.text).not.toContain("/espace-client");

    // Past the acknowledgement's deadline but not the answer's: overdue in the inbox all the same.
    const late = new Date("2026-05-20T08:00:00Z");
    const page = await listInbox(db, readInboxFilters(new URLSearchParams(`q=${filed.reference}&retard=1`)), late);
    expect(page.rows.map((r) => [r.reference, r.customer.name, r.acknowledgeClock?.state, r.clock.state])).toEqual([
      [filed.reference, "Marc Inconnu", "overdue", "running"],
    ]);
  });

  it("joins a public complaint to the area of the customer whose e-mail it gives only through the link sent there (issue 48)", async () => {
    const { db } = database.handle();
    const customer = await createCustomer(db);
    const contract = await insertContract(db, customer.id, "vehicle");
    const matched = await filePublic({
      name: "Quelqu'un d'autre",
      email: customer.email.toUpperCase(),
      contractReference: contract.reference,
      text: "Des mots qui ne sont pas les siens.",
    });
    // Nothing in the customer's area yet: anyone can type their address.
    const [row] = await db.select().from(customerRequests).where(eq(customerRequests.id, matched.id));
    expect(row).toMatchObject({ customerId: null, contractId: null, channel: "public" });
    expect(await loadRequestForCustomer(db, customer.id, matched.reference)).toBeNull();

    // The receipt, at that address, carries the link; followed from there, the complaint joins the area.
    const [receipt] = await mailsTo(db, customer.email.toUpperCase());
    const token = receipt?.text.match(/\/reclamation\/rattacher\?jeton=([A-Za-z0-9_-]{43})/)?.[1] as string;
    expect(token).toBeDefined();
    expect(await answerComplaintLink(db, token)).toBe("confirmed");
    const [linked] = await db.select().from(customerRequests).where(eq(customerRequests.id, matched.id));
    expect(linked).toMatchObject({ customerId: customer.id, contractId: contract.id });
    expect(await loadRequestForCustomer(db, customer.id, matched.reference)).not.toBeNull();
    expect(await answerComplaintLink(db, token)).toBe("decided");
    expect(await answerComplaintLink(db, "x".repeat(43))).toBe("expired");

    // The same contract's reference with a stranger's e-mail links nothing, and offers no link.
    const strangerEmail = `tiers.${crypto.randomUUID().slice(0, 8)}@example.fr`;
    const stranger = await filePublic({
      name: "Un tiers",
      email: strangerEmail,
      contractReference: contract.reference,
    });
    const [other] = await db.select().from(customerRequests).where(eq(customerRequests.id, stranger.id));
    expect(other).toMatchObject({ customerId: null, contractId: null });
    expect(other?.details).toMatchObject({ contractReference: contract.reference });
    const [strangerReceipt] = await mailsTo(db, strangerEmail);
    expect(strangerReceipt?.text).not.toContain("/reclamation/rattacher");
  });

  it("is acknowledged once, then answered finally with its outcome and the mediator, each step audited", async () => {
    const { db } = database.handle();
    const adviser = await staff();
    const email = `plaignant.${crypto.randomUUID().slice(0, 8)}@example.fr`;
    const filed = await filePublic({ name: "Alice Plaignante", email });

    await acknowledgeComplaint(
      db,
      adviser,
      { requestId: filed.id, text: "Nous avons bien reçu votre réclamation." },
      site,
    );
    await expect(
      acknowledgeComplaint(db, adviser, { requestId: filed.id, text: "Encore" }, site),
    ).rejects.toMatchObject({ status: 409, code: "alreadyAcknowledged" });
    let [row] = await db.select().from(customerRequests).where(eq(customerRequests.id, filed.id));
    expect(row?.acknowledgedAt).not.toBeNull();
    expect(row?.status).toBe("in_progress");

    // Closed only by a final answer that says how it ended.
    await expect(
      changeRequestStatus(db, adviser, { requestId: filed.id, version: row?.version ?? 0, status: "done" }, site),
    ).rejects.toMatchObject({ status: 409, code: "complaintNeedsAnswer" });
    const error = await answerRequest(db, adviser, { requestId: filed.id, text: "Réponse", close: true }, site).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ActionError);
    expect(error).toMatchObject({ status: 400, code: "outcomeRequired" });

    const withMediator = {
      ...site,
      mediatorName: "La Médiation de l'Assurance",
      mediatorAddress: "www.mediation-assurance.org",
    };
    await answerRequest(
      db,
      adviser,
      {
        requestId: filed.id,
        text: "Nous vous remboursons la franchise.",
        close: true,
        outcome: "upheld",
        // No area to download from: the file staff attach travels with the e-mail (issue 46 item 11).
        files: { store: fileStore(uploads), uploads: [{ fileName: "remboursement.pdf", bytes: PDF }] },
      },
      withMediator,
    );
    [row] = await db.select().from(customerRequests).where(eq(customerRequests.id, filed.id));
    expect(row).toMatchObject({ status: "done", outcome: "upheld" });
    expect(row?.answer).toContain("La Médiation de l'Assurance");
    expect(row?.answer).toContain("La Médiation de l'Assurance (www.mediation-assurance.org).");

    // Without an account, the words travel by e-mail: the acknowledgement, then the final answer.
    const mails = await mailsTo(db, email);
    expect(mails.map((mail) => mail.topic)).toEqual([
      "request.complaint.confirmation",
      "request.complaint.answered",
      "request.complaint.done",
    ]);
    expect(mails[1]?.text).toContain("Nous avons bien reçu votre réclamation.");
    expect(mails[2]?.text).toContain("Nous vous remboursons la franchise.");
    expect(mails[2]?.text).toContain("médiateur");
    const [attached] =
      (mails[2] as { attachments?: Array<{ filename: string; content: string; encoding?: string }> }).attachments ?? [];
    expect(attached).toMatchObject({ filename: "remboursement.pdf", encoding: "base64" });
    expect(
      Buffer.from(attached?.content ?? "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, filed.id));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["request.acknowledge", "request.answer", "request.status"]),
    );
  });

  it("names the mediator as 'à compléter' while the site has none configured", async () => {
    const { db } = database.handle();
    const adviser = await staff();
    const filed = await filePublic({
      name: "Bruno Sansmédiateur",
      email: `b.${crypto.randomUUID().slice(0, 8)}@example.fr`,
    });
    await answerRequest(db, adviser, { requestId: filed.id, text: "Refusée.", close: true, outcome: "rejected" }, site);
    const [row] = await db.select().from(customerRequests).where(eq(customerRequests.id, filed.id));
    expect(row?.answer).toContain("à compléter");
    expect(row?.acknowledgedAt).not.toBeNull();
  });

  it("carries a message to the adviser both ways, with unread counts on each side", async () => {
    const { db } = database.handle();
    const adviser = await staff();
    const customer = await createCustomer(db);
    const before = await unreadInboxCount(db);
    const sent = await submitCustomerRequest(
      db,
      {
        customerId: customer.id,
        kind: "message",
        contractId: null,
        details: { subject: "Changement d'adresse", text: "Je déménage le 1er mars.", fileCount: 0 },
        lang: "fr",
        submissionKey: crypto.randomUUID(),
        uploads: [],
      },
      () => [],
      fileStore(uploads),
    );
    expect(sent.reference).toMatch(/^MSG-/);
    expect(await unreadInboxCount(db)).toBe(before + 1);
    await markSeenByStaff(db, sent.id);
    expect(await unreadInboxCount(db)).toBe(before);

    await answerRequest(db, adviser, { requestId: sent.id, text: "C'est noté, merci." }, site);
    expect(await customerUnreadCount(db, customer.id)).toBe(1);
    await markSeenByCustomer(db, sent.id);
    expect(await customerUnreadCount(db, customer.id)).toBe(0);

    await replyToRequest(db, fileStore(uploads), customer.id, {
      reference: sent.reference,
      text: "Merci !",
      uploads: [],
    });
    expect(await unreadInboxCount(db)).toBe(before + 1);
    const view = await loadRequestForCustomer(db, customer.id, sent.reference);
    expect(view?.entries.filter((entry) => entry.kind !== "status").map((entry) => [entry.kind, entry.text])).toEqual([
      ["answer", "C'est noté, merci."],
      ["reply", "Merci !"],
    ]);
  });

  it("exports the complaints register with its delays, and the inbox as filtered, each export audited", async () => {
    const { db } = database.handle();
    const admin = await staff("admin");
    const tag = crypto.randomUUID().slice(0, 8);
    const received = new Date("2026-04-30T09:00:00Z");
    const filed = await filePublic(
      { name: `=HYPERLINK("x") ${tag}`, email: `registre.${tag}@example.fr`, text: `Frais prélevés deux fois ${tag}` },
      received,
    );
    await acknowledgeComplaint(
      db,
      admin,
      { requestId: filed.id, text: "Bien reçue." },
      site,
      new Date("2026-05-19T15:00:00Z"),
    );
    await answerRequest(
      db,
      admin,
      { requestId: filed.id, text: "Remboursés.", close: true, outcome: "partly" },
      site,
      new Date("2026-06-15T10:00:00Z"),
    );

    const read = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
    const register = await read(
      await exportRequestsCsv(db, admin, {
        where: COMPLAINTS_ONLY,
        audit: { action: "complaint.register", details: {} },
        headers: [
          "reference",
          "customer",
          "subject",
          "ack",
          "ackDelay",
          "ackInTime",
          "answerDays",
          "answerInTime",
          "outcome",
        ],
        cells: (row) => {
          const entry = complaintRegisterEntry(row);
          return [
            row.reference,
            row.customerName,
            entry.subject,
            entry.acknowledgedAt?.toISOString() ?? "",
            entry.acknowledgeDelay,
            String(entry.acknowledgedInTime),
            entry.answerDelayDays,
            String(entry.answeredInTime),
            row.outcome,
          ];
        },
      }),
    );
    const line = register
      .split("\r\n")
      .concat(register.split("\n"))
      .find((row) => row.startsWith(filed.reference));
    // Acknowledged on the tenth working day (holidays skipped): in time; answered 46 days later: in time.
    expect(line).toContain(`;2026-05-19T15:00:00.000Z;10;true;46;true;partly`);
    expect(line).toContain(`Frais prélevés deux fois ${tag}`);
    // What a stranger typed is never a formula in a spreadsheet.
    expect(line).toContain(`'=HYPERLINK`);

    const inbox = await read(
      await exportRequestsCsv(db, admin, {
        where: inboxConditions(readInboxFilters(new URLSearchParams(`q=${tag}&type=complaint`))),
        audit: { action: "request.export", details: { q: tag } },
        headers: ["reference", "kind"],
        cells: (row) => [row.reference, row.kind],
      }),
    );
    expect(inbox.trim().split(/\r?\n/).slice(1)).toEqual([`${filed.reference};complaint`]);
    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.actorId, admin.id));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["complaint.register", "request.export"]),
    );
  });
});

describe.each(testDatabases())("cancelling without signing in on $name", (database) => {
  const settings = { lang: "fr", site, notifyEmail: "service@maison-courtage.fr", triggeredFrom: "/resiliation" };
  const values = { reason: "echeance" as const, details: "", desiredDate: "" };

  it("matches the contract by its reference and its holder's e-mail, and answers a miss the same way", async () => {
    const { db } = database.handle();
    const uploads = await mkdtemp(path.join(tmpdir(), "cancel-"));
    try {
      const customer = await createCustomer(db);
      const contract = await insertContract(db, customer.id, "vehicle");
      const onScreen = new Date();
      const matched = await submitPublicCancellation(
        db,
        {
          ...settings,
          values: {
            ...values,
            name: "Le titulaire",
            email: customer.email.toLowerCase(),
            reference: contract.reference,
          },
          submissionKey: crypto.randomUUID(),
        },
        onScreen,
      );
      expect(matched).toEqual({ matched: true });
      // Nothing changes on the contract before its holder confirms from their mailbox (issue 48).
      expect(await db.select().from(customerRequests).where(eq(customerRequests.contractId, contract.id))).toEqual([]);
      const [before] = await db.select().from(contracts).where(eq(contracts.id, contract.id));
      expect(before?.status).toBe("active");
      const [linkMail] = (await mailsTo(db, customer.email)).filter(
        (mail) => mail.topic === "request.cancellation.confirm-link",
      );
      expect(linkMail?.subject).toBe(`Confirmez la résiliation de votre contrat ${contract.reference}`);
      const token = linkMail?.text.match(/\/resiliation\/confirmer\?jeton=([A-Za-z0-9_-]{43})/)?.[1] as string;
      expect(linkMail?.text).toContain(`/resiliation/confirmer?jeton=${token}&reponse=non`);

      const link = { token, site, notifyEmail: "service@maison-courtage.fr", files: fileStore(uploads) };
      expect(await answerCancellationLink(db, { ...link, answer: "confirm" }, new Date(Date.now() + 3_600_000))).toBe(
        "confirmed",
      );
      const [request] = await db.select().from(customerRequests).where(eq(customerRequests.contractId, contract.id));
      expect(request).toMatchObject({
        kind: "cancellation",
        channel: "public",
        customerId: customer.id,
        status: "sent",
      });
      // The request keeps the date it was confirmed on screen, not the click's.
      expect(request?.createdAt.toISOString()).toBe(onScreen.toISOString());
      const [row] = await db.select().from(contracts).where(eq(contracts.id, contract.id));
      expect(row?.status).toBe("cancelling");
      const confirmations = (await mailsTo(db, customer.email)).filter(
        (mail) => mail.topic === "request.cancellation.confirmation",
      );
      expect(confirmations).toHaveLength(1);
      // A second click finds it answered.
      expect(await answerCancellationLink(db, { ...link, answer: "refuse" })).toBe("decided");

      // Someone else's reference with their own e-mail: nothing happens to the contract, nothing goes to them.
      const other = await createCustomer(db);
      const otherContract = await insertContract(db, other.id, "health");
      const stranger = `curieux.${crypto.randomUUID().slice(0, 8)}@example.fr`;
      const miss = await submitPublicCancellation(db, {
        ...settings,
        values: { ...values, name: "Un curieux", email: stranger, reference: otherContract.reference },
        submissionKey: crypto.randomUUID(),
      });
      const unknown = await submitPublicCancellation(db, {
        ...settings,
        values: { ...values, name: "Un curieux", email: stranger, reference: "MC-2099-ZZZZZZ" },
        submissionKey: crypto.randomUUID(),
      });
      expect(miss).toEqual({ matched: false });
      expect(unknown).toEqual({ matched: false });
      const [untouched] = await db.select().from(contracts).where(eq(contracts.id, otherContract.id));
      expect(untouched?.status).toBe("active");
      expect(await db.select().from(customerRequests).where(eq(customerRequests.contractId, otherContract.id))).toEqual(
        [],
      );
      expect(await mailsTo(db, stranger)).toEqual([]);
      // Customer service hears of both, to follow up by hand.
      const office = (await mailsTo(db, "service@maison-courtage.fr")).filter(
        (mail) => mail.topic === "request.cancellation.unmatched",
      );
      expect(office.map((mail) => mail.subject)).toEqual(
        expect.arrayContaining([
          expect.stringContaining(otherContract.reference),
          expect.stringContaining("MC-2099-ZZZZZZ"),
        ]),
      );
    } finally {
      await rm(uploads, { recursive: true, force: true });
    }
  });

  it("lets the holder say 'ce n'est pas moi': the contract stays as it was, and customer service is told", async () => {
    const { db } = database.handle();
    const customer = await createCustomer(db);
    const contract = await insertContract(db, customer.id, "vehicle");
    const cancel = () =>
      submitPublicCancellation(db, {
        ...settings,
        values: { ...values, name: "Un usurpateur", email: customer.email, reference: contract.reference },
        submissionKey: crypto.randomUUID(),
      });
    await cancel();
    const [linkMail] = (await mailsTo(db, customer.email)).filter(
      (mail) => mail.topic === "request.cancellation.confirm-link",
    );
    expect(linkMail?.text).toContain("Un usurpateur");
    const token = linkMail?.text.match(/jeton=([A-Za-z0-9_-]{43})/)?.[1] as string;
    const link = { token, site, notifyEmail: "service@maison-courtage.fr", files: fileStore("/nonexistent") };
    expect(await answerCancellationLink(db, { ...link, answer: "refuse" })).toBe("refused");
    expect(await answerCancellationLink(db, { ...link, answer: "confirm" })).toBe("decided");
    const [row] = await db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row?.status).toBe("active");
    expect(await db.select().from(customerRequests).where(eq(customerRequests.contractId, contract.id))).toEqual([]);
    const office = (await mailsTo(db, "service@maison-courtage.fr")).filter(
      (mail) => mail.topic === "request.cancellation.disowned",
    );
    expect(office).toHaveLength(1);
    expect(office[0]?.subject).toMatch(
      new RegExp(`^Résiliation refusée par le titulaire\\s:\\s${contract.reference}$`),
    );
    // A link past its seven days confirms nothing either.
    await cancel();
    const [, second] = (await mailsTo(db, customer.email)).filter(
      (mail) => mail.topic === "request.cancellation.confirm-link",
    );
    const late = second?.text.match(/jeton=([A-Za-z0-9_-]{43})/)?.[1] as string;
    const eightDays = new Date(Date.now() + 8 * 86_400_000);
    expect(await answerCancellationLink(db, { ...link, token: late, answer: "confirm" }, eightDays)).toBe("expired");
  });

  it("tells customer service of a reference that matches nothing once a day, however often it is typed (issue 48)", async () => {
    const { db } = database.handle();
    const reference = `MC-2099-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    for (let i = 0; i < 6; i++) {
      const answer = await submitPublicCancellation(db, {
        ...settings,
        values: { ...values, name: "Un curieux", email: `curieux${i}@example.fr`, reference },
        submissionKey: crypto.randomUUID(),
      });
      expect(answer).toEqual({ matched: false });
    }
    const office = (await mailsTo(db, "service@maison-courtage.fr")).filter((mail) => mail.subject.includes(reference));
    expect(office).toHaveLength(1);
  });
});

describe.each(testDatabases())("a requests webhook saved only in the settings, on $name", (database) => {
  it("carries public complaints too, not only the area's requests (issue 48, item 4)", async () => {
    const { db } = database.handle();
    const admin = await createUser(db, "admin");
    const actor = { id: admin.id, email: admin.email, name: "admin", ip: "203.0.113.9" };
    await saveWebhookUrl(db, actor, "requests", "https://hooks.example.com/requests");
    const uploads = await mkdtemp(path.join(tmpdir(), "webhook-"));
    try {
      const filed = await submitPublicComplaint(db, {
        values: { name: "Marc Inconnu", email: "marc@example.fr", contractReference: "", text: "Rien reçu." },
        lang: "fr",
        submissionKey: crypto.randomUUID(),
        site,
        notifyEmail: "service@maison-courtage.fr",
        triggeredFrom: "/reclamation",
        files: fileStore(uploads),
      });
      const hooks = (await db.select().from(outbox)).filter((row) => row.channel === "webhook");
      expect(hooks.map((row) => row.topic)).toEqual(["request.complaint"]);
      expect(JSON.stringify(hooks[0]?.payload)).toContain(filed.reference);
    } finally {
      await saveWebhookUrl(db, actor, "requests", null);
      await rm(uploads, { recursive: true, force: true });
    }
  });
});
