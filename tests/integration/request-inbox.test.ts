import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { ActionError } from "~/server/action-error";
import { endCancelledContracts } from "~/server/customer-requests/cancellations-take-effect.server";
import { listInbox, unreadInboxCount } from "~/server/customer-requests/inbox.server";
import { readInboxFilters } from "~/server/customer-requests/inbox-filters";
import { addRequestNote, answerRequest } from "~/server/customer-requests/request-answers.server";
import { assignRequest } from "~/server/customer-requests/request-assignment.server";
import { dueAtOf } from "~/server/customer-requests/request-clock";
import { requestFileResponse } from "~/server/customer-requests/request-file.server";
import { markSeenByStaff } from "~/server/customer-requests/request-records.server";
import { changeRequestStatus } from "~/server/customer-requests/request-status.server";
import {
  customerUnreadCount,
  loadRequestForCustomer,
  loadRequestForStaff,
  markSeenByCustomer,
  replyToRequest,
} from "~/server/customer-requests/request-thread.server";
import { type RequestDraft, submitCustomerRequest } from "~/server/customer-requests/submit-request.server";
import type { Database } from "~/server/db/client.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import { contracts, notifications } from "~/server/db/schema/customer-area";
import { customerRequestFiles, customerRequests } from "~/server/db/schema/customer-requests";
import { outbox } from "~/server/db/schema/outbox";
import type { SiteConfig } from "~/server/site-config.server";
import { setRoundRobin } from "~/server/staff/round-robin.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { fileStore } from "~/server/storage.server";
import { insertContract } from "../support/contract-factory";
import { createCustomer, createUser } from "../support/customers";
import { testDatabases } from "../support/databases";
import { renamedExecutable } from "../support/images";
import { PDF } from "../support/lead-forms";

const site = {
  brandName: "Maison Courtage",
  contactEmail: "contact@maison-courtage.fr",
  siteUrl: "http://localhost:3000",
  oriasNumber: null,
} as SiteConfig;

describe("inbox filters", () => {
  it("read what the URL says and drop what is not one of ours", () => {
    const filters = readInboxFilters(
      new URLSearchParams("type=claim&statut=open&retard=1&tri=newest&taille=50&page=3"),
    );
    expect(filters).toMatchObject({
      kind: "claim",
      status: "open",
      overdue: true,
      sort: "newest",
      pageSize: 50,
      page: 3,
    });
    const hostile = readInboxFilters(
      new URLSearchParams(
        `type=x&statut=lost&taille=7&page=-1&conseiller=${encodeURIComponent("' or 1=1")}&q=${"é".repeat(300)}`,
      ),
    );
    expect(hostile).toMatchObject({ kind: undefined, status: undefined, pageSize: 25, page: 1, assignee: undefined });
    expect(hostile.q).toHaveLength(100);
  });
});

describe.each(testDatabases())("the staff's inbox on $name", (database) => {
  let uploads: string;
  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), "inbox-"));
  });
  afterAll(async () => {
    await rm(uploads, { recursive: true, force: true });
  });

  async function staff(role: "adviser" | "admin" = "adviser"): Promise<StaffActor> {
    const user = await createUser(database.handle().db, role);
    return { id: user.id, email: user.email, name: `${role} ${user.id.slice(0, 4)}`, ip: "203.0.113.9" };
  }

  async function send(db: Database, customerId: string, overrides: Partial<RequestDraft> = {}, now = new Date()) {
    return submitCustomerRequest(
      db,
      {
        customerId,
        kind: "document",
        contractId: null,
        details: { type: "rib", description: "Mon nouveau RIB", fileName: null, fileSize: null },
        lang: "fr",
        submissionKey: crypto.randomUUID(),
        uploads: [],
        ...overrides,
      },
      () => [],
      fileStore(uploads),
      now,
    );
  }

  it("opens every new request with its clock, its search words and the next adviser in turn", async () => {
    const { db } = database.handle();
    const adviser = await staff();
    const admin = await staff("admin");
    await setRoundRobin(db, admin, "requests", true);
    const customer = await createCustomer(db, { firstName: "Hélène", lastName: "Dupré" });
    const receivedAt = new Date("2026-12-24T10:00:00Z");
    const sent = await send(db, customer.id, {}, receivedAt);
    const [row] = await db.select().from(customerRequests).where(eq(customerRequests.id, sent.id));
    expect(row?.dueAt?.toISOString()).toBe(dueAtOf("document", receivedAt).toISOString());
    // Christmas and the weekend do not count: two working days from Thursday 24 December end on Tuesday 29.
    expect(row?.dueAt?.toISOString()).toBe("2026-12-29T23:00:00.000Z");
    expect(row?.searchText).toContain("helene dupre");
    expect(row?.assignedTo).not.toBeNull();
    const view = await loadRequestForStaff(db, sent.id);
    expect(view?.entries.map((entry) => [entry.kind, entry.details.by])).toEqual([["assignment", "roundRobin"]]);
    expect(adviser.id).toBeTruthy();
  });

  it("lists with filters, searches without accents, counts per status and finds the overdue", async () => {
    const { db } = database.handle();
    const tag = crypto.randomUUID().slice(0, 6);
    const customer = await createCustomer(db, { firstName: "Éloïse", lastName: `Bérard${tag}` });
    const contract = await insertContract(db, customer.id, "vehicle");
    const old = await send(db, customer.id, {}, new Date("2026-01-05T09:00:00Z"));
    const claim = await send(db, customer.id, {
      kind: "claim",
      contractId: contract.id,
      details: { eventDate: "2026-11-20", description: "Bris de glace", thirdParty: false },
    });
    const now = new Date();
    const mine = await listInbox(db, readInboxFilters(new URLSearchParams(`q=EloIse bérard${tag}`)), now);
    expect(mine.rows.map((row) => row.reference).sort()).toEqual([old.reference, claim.reference].sort());
    expect(mine.counts).toMatchObject({ all: 2, open: 2, sent: 2 });
    expect(mine.overdue).toBe(1);
    const byContract = await listInbox(db, readInboxFilters(new URLSearchParams(`q=${contract.reference}`)), now);
    expect(byContract.rows.map((row) => row.reference)).toEqual([claim.reference]);
    const overdue = await listInbox(db, readInboxFilters(new URLSearchParams(`q=berard${tag}&retard=1`)), now);
    expect(overdue.rows.map((row) => [row.reference, row.clock.state])).toEqual([[old.reference, "overdue"]]);
    const claims = await listInbox(db, readInboxFilters(new URLSearchParams(`q=berard${tag}&type=claim`)), now);
    expect(claims.rows).toHaveLength(1);
    expect(claims.rows[0]).toMatchObject({ kind: "claim", contractReference: contract.reference, unread: true });
    // A LIKE wildcard in the search is a character, not "anything".
    expect((await listInbox(db, readInboxFilters(new URLSearchParams("q=%")), now)).total).toBe(0);
  });

  it("takes a request in hand, answers the customer (notice and e-mail), and closes it; every change audited", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const customer = await createCustomer(db);
    const sent = await send(db, customer.id);
    let row = (await db.select().from(customerRequests).where(eq(customerRequests.id, sent.id)))[0];
    await changeRequestStatus(
      db,
      actor,
      { requestId: sent.id, version: row?.version ?? -1, status: "in_progress" },
      site,
    );
    // The screen's version is now old: a second change from it is refused.
    await expect(
      changeRequestStatus(db, actor, { requestId: sent.id, version: row?.version ?? -1, status: "done" }, site),
    ).rejects.toMatchObject({ status: 409, code: "stale" });
    await addRequestNote(db, actor, { requestId: sent.id, text: "RIB vérifié avec la banque." });
    await answerRequest(db, actor, { requestId: sent.id, text: "Votre RIB est enregistré.", close: true }, site);
    row = (await db.select().from(customerRequests).where(eq(customerRequests.id, sent.id)))[0];
    expect(row).toMatchObject({ status: "done", answer: "Votre RIB est enregistré." });
    expect(row?.closedAt).not.toBeNull();

    const seen = await loadRequestForCustomer(db, customer.id, sent.reference);
    expect(seen?.entries.map((entry) => entry.kind)).toEqual(["status", "answer", "status"]);
    expect(seen?.entries.some((entry) => entry.text?.includes("banque"))).toBe(false);
    expect(seen?.entries.every((entry) => entry.actorName === null)).toBe(true);
    const staffView = await loadRequestForStaff(db, sent.id);
    expect(staffView?.entries.map((entry) => entry.kind)).toContain("note");

    const notices = await db.select().from(notifications).where(eq(notifications.customerId, customer.id));
    expect(notices.map((notice) => notice.kind)).toEqual(["requestDone"]);
    const mails = await db.select().from(outbox).where(eq(outbox.topic, "request.document.done"));
    const mail = mails.find((message) => (message.payload as { to: string }).to === customer.email);
    expect(mail).toBeDefined();
    const payload = mail?.payload as { subject: string; text: string; html: string };
    expect(payload.subject).toContain(sent.reference);
    expect(payload.text).toContain(`/espace-client/demandes/${sent.reference}`);
    // The e-mail says there is news; the answer itself stays behind the customer's sign-in.
    expect(payload.text).not.toContain("RIB est enregistré");

    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, sent.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(
      ["request.answer", "request.note", "request.status", "request.status"].sort(),
    );
    expect(await customerUnreadCount(db, customer.id)).toBe(1);
    await markSeenByCustomer(db, sent.id);
    expect(await customerUnreadCount(db, customer.id)).toBe(0);
  });

  it("refuses with a reason only, and a refused cancellation leaves the contract running", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const customer = await createCustomer(db);
    const contract = await insertContract(db, customer.id, "health");
    const sent = await send(db, customer.id, {
      kind: "cancellation",
      contractId: contract.id,
      details: { contractReference: contract.reference, reason: "autre", effectDate: "2027-01-15" },
      cancellation: { effectDate: "2027-01-15" },
    });
    const version = async () =>
      (await db.select().from(customerRequests).where(eq(customerRequests.id, sent.id)))[0]?.version ?? -1;
    await expect(
      changeRequestStatus(
        db,
        actor,
        { requestId: sent.id, version: await version(), status: "refused", reason: "  " },
        site,
      ),
    ).rejects.toMatchObject({ status: 400, code: "reasonRequired" });
    await expect(
      changeRequestStatus(
        db,
        actor,
        { requestId: sent.id, version: await version(), status: "refused", reason: "x".repeat(501) },
        site,
      ),
    ).rejects.toMatchObject({ status: 400, code: "reasonTooLong" });
    expect((await db.select().from(contracts).where(eq(contracts.id, contract.id)))[0]?.status).toBe("cancelling");
    await changeRequestStatus(
      db,
      actor,
      { requestId: sent.id, version: await version(), status: "refused", reason: "Le contrat est sous préavis légal." },
      site,
    );
    const [after] = await db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(after).toMatchObject({ status: "active", endDate: null });
    const seen = await loadRequestForCustomer(db, customer.id, sent.reference);
    expect(seen).toMatchObject({ status: "refused", refusalReason: "Le contrat est sous préavis légal." });
    await expect(
      changeRequestStatus(db, actor, { requestId: sent.id, version: await version(), status: "done" }, site),
    ).rejects.toBeInstanceOf(ActionError);
  });

  it("assigns by hand only to staff who take work, and unassigns", async () => {
    const { db } = database.handle();
    const actor = await staff("admin");
    const other = await staff();
    const customer = await createCustomer(db);
    const sent = await send(db, customer.id);
    await expect(assignRequest(db, actor, { requestId: sent.id, assigneeId: customer.id })).rejects.toMatchObject({
      status: 400,
      code: "unknownAssignee",
    });
    await assignRequest(db, actor, { requestId: sent.id, assigneeId: other.id });
    const held = await listInbox(db, readInboxFilters(new URLSearchParams(`conseiller=${other.id}`)));
    expect(held.rows.map((row) => [row.reference, row.assignee?.id])).toEqual([[sent.reference, other.id]]);
    await assignRequest(db, actor, { requestId: sent.id, assigneeId: null });
    const [row] = await db.select().from(customerRequests).where(eq(customerRequests.id, sent.id));
    expect(row?.assignedTo).toBeNull();
  });

  it("answers with files staff attach: checked, in the customer's thread, downloadable by the customer only (issue 46 item 11)", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const customer = await createCustomer(db);
    const sent = await send(db, customer.id);
    const store = fileStore(uploads);
    const files = (list: Array<{ fileName: string; bytes: Uint8Array }>) => ({ store, uploads: list });
    // A file that is not what it claims is refused with the customers' files message, nothing kept.
    await expect(
      answerRequest(
        db,
        actor,
        { requestId: sent.id, text: "Voici", files: files([{ fileName: "avenant.pdf", bytes: renamedExecutable() }]) },
        site,
      ),
    ).rejects.toMatchObject({ status: 400, code: "requests.errors.fileType" });
    await expect(
      answerRequest(
        db,
        actor,
        {
          requestId: sent.id,
          text: "Voici",
          files: files(Array.from({ length: 6 }, (_, n) => ({ fileName: `p${n}.pdf`, bytes: PDF }))),
        },
        site,
      ),
    ).rejects.toMatchObject({ status: 400, code: "tooManyFiles" });
    expect((await loadRequestForStaff(db, sent.id))?.entries.some((entry) => entry.kind === "answer")).toBe(false);

    await answerRequest(
      db,
      actor,
      { requestId: sent.id, text: "Voici l'avenant signé.", files: files([{ fileName: "avenant.pdf", bytes: PDF }]) },
      site,
    );
    const seen = await loadRequestForCustomer(db, customer.id, sent.reference);
    const answer = seen?.entries.find((entry) => entry.kind === "answer");
    expect(answer?.files.map((file) => file.fileName)).toEqual(["avenant.pdf"]);
    const stranger = await createCustomer(db);
    const fileId = answer?.files[0]?.id ?? "";
    const identity = (person: { id: string; email: string }) => ({ ...person, name: "", role: "customer" as const });
    const [stored] = await db.select().from(customerRequestFiles).where(eq(customerRequestFiles.id, fileId));
    expect((await store.read(stored?.storagePath ?? "")).subarray(0, 5).toString()).toBe("%PDF-");
    await expect(requestFileResponse(db, identity(stranger), sent.reference, fileId)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("takes the customer's reply with a file into the thread, reopens a closed request and marks it unread", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const customer = await createCustomer(db);
    const stranger = await createCustomer(db);
    const sent = await send(db, customer.id);
    await markSeenByStaff(db, sent.id);
    const unreadBefore = await unreadInboxCount(db);
    await answerRequest(db, actor, { requestId: sent.id, text: "C'est fait.", close: true }, site);
    const store = fileStore(uploads);

    await expect(
      replyToRequest(db, store, customer.id, { reference: sent.reference, text: " ", uploads: [] }),
    ).rejects.toMatchObject({
      status: 400,
      code: "replyRequired",
    });
    await expect(
      replyToRequest(db, store, customer.id, { reference: sent.reference, text: "x".repeat(5001), uploads: [] }),
    ).rejects.toMatchObject({ code: "messageTooLong" });
    // Someone else's request is as unknown as a made-up one, and their file is not kept.
    await expect(
      replyToRequest(db, store, stranger.id, {
        reference: sent.reference,
        text: "Bonjour",
        uploads: [{ fileName: "rib.pdf", bytes: PDF }],
      }),
    ).rejects.toMatchObject({ status: 404 });

    await replyToRequest(db, store, customer.id, {
      reference: sent.reference,
      text: "Voici aussi l'avis d'échéance.",
      uploads: [{ fileName: "avis.pdf", bytes: PDF }],
    });
    const [row] = await db.select().from(customerRequests).where(eq(customerRequests.id, sent.id));
    expect(row?.status).toBe("in_progress");
    expect(await unreadInboxCount(db)).toBe(unreadBefore + 1);
    const view = await loadRequestForStaff(db, sent.id);
    const reply = view?.entries.find((entry) => entry.kind === "reply");
    expect(reply?.files.map((file) => file.fileName)).toEqual(["avis.pdf"]);
    const inbox = await listInbox(db, readInboxFilters(new URLSearchParams(`q=${sent.reference}&nonlus=1`)));
    expect(inbox.rows.map((r) => r.reference)).toEqual([sent.reference]);
    await markSeenByStaff(db, sent.id);
    const read = await listInbox(db, readInboxFilters(new URLSearchParams(`q=${sent.reference}&nonlus=1`)));
    expect(read.rows).toEqual([]);
    const refused = await db
      .select()
      .from(customerRequests)
      .where(and(eq(customerRequests.customerId, stranger.id)));
    expect(refused).toEqual([]);
  });

  it("turns a handled cancellation's contract Résilié on its effective date, once, and tells the customer", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const customer = await createCustomer(db);
    const handled = await insertContract(db, customer.id, "health");
    const waiting = await insertContract(db, customer.id, "vehicle");
    const cancel = (contract: { id: string; reference: string }, effectDate: string) =>
      send(db, customer.id, {
        kind: "cancellation",
        contractId: contract.id,
        details: { contractReference: contract.reference, reason: "autre", effectDate },
        cancellation: { effectDate },
      });
    const first = await cancel(handled, "2027-01-15");
    await cancel(waiting, "2027-01-15");
    const [row] = await db.select().from(customerRequests).where(eq(customerRequests.id, first.id));
    await changeRequestStatus(db, actor, { requestId: first.id, version: row?.version ?? -1, status: "done" }, site);
    const statusOf = async (id: string) => (await db.select().from(contracts).where(eq(contracts.id, id)))[0]?.status;

    // The day before (in Paris), nothing moves.
    expect(await endCancelledContracts(db, new Date("2027-01-14T22:30:00Z"))).toBe(0);
    expect(await statusOf(handled.id)).toBe("cancelling");
    // On the effective date the handled one ends; the one staff have not handled keeps running.
    expect(await endCancelledContracts(db, new Date("2027-01-14T23:30:00Z"))).toBe(1);
    expect(await statusOf(handled.id)).toBe("cancelled");
    expect(await statusOf(waiting.id)).toBe("cancelling");
    expect(await endCancelledContracts(db, new Date("2027-01-16T08:00:00Z"))).toBe(0);
    const notices = await db.select().from(notifications).where(eq(notifications.customerId, customer.id));
    expect(notices.filter((notice) => notice.kind === "contractEnded").map((notice) => notice.params)).toEqual([
      { reference: handled.reference },
    ]);
  });
});
