import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestPath } from "~/paths/customer-area";
import "~/i18n/dictionaries.server";
import { bookSlot } from "~/server/appointments/slot-bookings.server";
import {
  answerAppointmentProposal,
  proposeAppointmentSlot,
} from "~/server/customer-requests/appointment-proposals.server";
import { parisInstant } from "~/server/customer-requests/appointment-slots.server";
import { cancellationCertificateOf } from "~/server/customer-requests/cancellation-certificate.server";
import { endCancelledContracts } from "~/server/customer-requests/cancellations-take-effect.server";
import {
  closeClaim,
  investigateClaim,
  requestClaimPieces,
  reviewClaimPiece,
  sendClaimPiece,
} from "~/server/customer-requests/claim-handling.server";
import { handleDocumentStep } from "~/server/customer-requests/document-steps.server";
import { loadKindView } from "~/server/customer-requests/kind-view.server";
import { loadRequestHistory } from "~/server/customer-requests/request-history.server";
import { changeRequestStatus } from "~/server/customer-requests/request-status.server";
import { loadRequestForCustomer } from "~/server/customer-requests/request-thread.server";
import { type RequestDraft, submitCustomerRequest } from "~/server/customer-requests/submit-request.server";
import type { Database } from "~/server/db/client.server";
import { appointmentBookings } from "~/server/db/schema/appointments";
import { staffAuditLog } from "~/server/db/schema/audit";
import { contracts, notifications } from "~/server/db/schema/customer-area";
import { customerRequests } from "~/server/db/schema/customer-requests";
import { outbox } from "~/server/db/schema/outbox";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { fileStore } from "~/server/storage.server";
import { insertContract } from "../support/contract-factory";
import { createCustomer, createUser } from "../support/customers";
import { testDatabases } from "../support/databases";
import { PDF } from "../support/lead-forms";

const site = {
  brandName: "Maison Courtage",
  legalName: null,
  address: null,
  phone: null,
  contactEmail: "contact@maison-courtage.fr",
  siteUrl: "http://localhost:3000",
  oriasNumber: null,
  openingHours: { days: [1, 2, 3, 4, 5, 6], opens: "09:00", closes: "18:00", slotMinutes: 30 },
} as SiteConfig;

type Mail = {
  to: string;
  subject: string;
  text: string;
  attachments?: Array<{ contentType: string; content: string }>;
};

/** French texts carry no-break spaces (app/i18n/french-typography.ts): compared as plain spaces. */
const plain = (text: string | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

/** The calendar file's lines, unfolded (RFC 5545 folds long lines with CRLF + space). */
function calendarFields(ics: string) {
  const lines = ics.replace(/\r\n[ \t]/g, "").split(/\r?\n/);
  const field = (name: string) => lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
  return {
    method: field("METHOD")?.split(":")[1],
    uid: field("UID")?.split(":").slice(1).join(":"),
    sequence: Number(field("SEQUENCE")?.split(":")[1]),
    start: field("DTSTART")?.split(":")[1],
    status: field("STATUS")?.split(":")[1],
  };
}

describe.each(testDatabases())("each kind's handling on $name", (database) => {
  let uploads: string;
  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), "kinds-"));
  });
  afterAll(async () => {
    await rm(uploads, { recursive: true, force: true });
  });

  async function staff(): Promise<StaffActor> {
    const user = await createUser(database.handle().db, "adviser");
    return { id: user.id, email: user.email, name: `adviser ${user.id.slice(0, 4)}`, ip: "203.0.113.9" };
  }

  function send(db: Database, customerId: string, draft: Partial<RequestDraft>, now = new Date()) {
    return submitCustomerRequest(
      db,
      {
        customerId,
        kind: "document",
        contractId: null,
        details: { type: "rib", description: "Mon RIB", fileName: null, fileSize: null },
        lang: "fr",
        submissionKey: crypto.randomUUID(),
        uploads: [],
        ...draft,
      },
      () => [],
      fileStore(uploads),
      now,
    );
  }

  const versionOf = async (db: Database, id: string) =>
    (await db.select().from(customerRequests).where(eq(customerRequests.id, id)))[0]?.version ?? -1;

  async function viewOf(db: Database, id: string) {
    const [row] = await db.select().from(customerRequests).where(eq(customerRequests.id, id));
    if (!row) throw new Error("no such request");
    return loadKindView(db, row);
  }

  async function mailsTo(db: Database, email: string, topic: string) {
    const rows = await db.select().from(outbox).where(eq(outbox.topic, topic));
    return rows.map((row) => row.payload as Mail).filter((mail) => mail.to === email);
  }

  it("confirms a cancellation: certificate for its customer only, contract Résilié on the effective date", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const customer = await createCustomer(db, { firstName: "Aline", lastName: "Roux" });
    const other = await createCustomer(db);
    const contract = await insertContract(db, customer.id, "health");
    const receivedAt = new Date("2026-12-01T09:00:00Z");
    const sent = await send(
      db,
      customer.id,
      {
        kind: "cancellation",
        contractId: contract.id,
        details: { contractReference: contract.reference, reason: "autre", effectDate: "2027-01-15" },
        cancellation: { effectDate: "2027-01-15" },
      },
      receivedAt,
    );
    // Before staff confirm it, there is no certificate to download.
    expect(await cancellationCertificateOf(db, customer.id, sent.reference, "fr", site)).toBeNull();
    const view = await viewOf(db, sent.id);
    expect(view.cancellation).toEqual({ receivedAt: receivedAt.toISOString(), effectDate: "2027-01-15" });

    const confirmedAt = new Date("2026-12-02T10:00:00Z");
    await changeRequestStatus(
      db,
      actor,
      { requestId: sent.id, version: await versionOf(db, sent.id), status: "done" },
      site,
      confirmedAt,
    );
    const pdf = await cancellationCertificateOf(db, customer.id, sent.reference, "fr", site, confirmedAt);
    expect(pdf?.fileName).toBe(`attestation-resiliation-${contract.reference}.pdf`);
    expect(pdf?.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // Another customer asking for it by its reference gets nothing, exactly like a made-up one.
    expect(await cancellationCertificateOf(db, other.id, sent.reference, "fr", site)).toBeNull();
    expect(await cancellationCertificateOf(db, customer.id, "RES-ZZZZZZZZ", "fr", site)).toBeNull();

    // The customer's e-mail says it is confirmed and links to the area, with no detail of the contract.
    const [mail] = await mailsTo(db, customer.email, "request.cancellation.cancellationConfirmed");
    expect(mail?.subject).toContain(sent.reference);
    expect(mail?.text).toContain(`/espace-client/demandes/${sent.reference}`);
    expect(mail?.text).not.toContain(contract.reference);
    const seen = await loadRequestForCustomer(db, customer.id, sent.reference);
    expect(seen?.entries.find((entry) => entry.kind === "step")?.details).toEqual({
      step: "cancellationConfirmed",
      effectDate: "2027-01-15",
    });
    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, sent.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["request.cancellationConfirmed", "request.status"]);

    // The fake clock: the day before nothing moves; on the effective date (Paris) the contract ends.
    const statusOf = async () => (await db.select().from(contracts).where(eq(contracts.id, contract.id)))[0]?.status;
    await endCancelledContracts(db, new Date("2027-01-14T22:30:00Z"));
    expect(await statusOf()).toBe("cancelling");
    await endCancelledContracts(db, new Date("2027-01-14T23:30:00Z"));
    expect(await statusOf()).toBe("cancelled");
    // The certificate stays available once the contract has ended.
    expect(await cancellationCertificateOf(db, customer.id, sent.reference, "fr", site)).not.toBeNull();
    // The file's first test pays for the first staff account and the PDF fonts: slow on a busy machine.
  }, 90_000);

  it("refuses a cancellation with its reason only, and issues no certificate", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const customer = await createCustomer(db);
    const contract = await insertContract(db, customer.id, "vehicle");
    const sent = await send(db, customer.id, {
      kind: "cancellation",
      contractId: contract.id,
      details: { contractReference: contract.reference, reason: "autre", effectDate: "2027-02-01" },
      cancellation: { effectDate: "2027-02-01" },
    });
    const version = await versionOf(db, sent.id);
    await expect(
      changeRequestStatus(db, actor, { requestId: sent.id, version, status: "refused", reason: "  " }, site),
    ).rejects.toMatchObject({ status: 400, code: "reasonRequired" });
    await changeRequestStatus(
      db,
      actor,
      { requestId: sent.id, version, status: "refused", reason: "Contrat sous préavis légal." },
      site,
    );
    const seen = await loadRequestForCustomer(db, customer.id, sent.reference);
    expect(seen?.refusalReason).toBe("Contrat sous préavis légal.");
    expect(await cancellationCertificateOf(db, customer.id, sent.reference, "fr", site)).toBeNull();
  });

  it("moves an appointment to a proposed slot the customer accepts, then cancels it, each with its calendar file", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const customer = await createCustomer(db);
    const now = new Date("2026-12-01T08:00:00Z");
    // Wednesday 2 December 2026 at 10:00, Paris.
    const booked = parisInstant("2026-12-02", "10:00");
    const sent = await send(
      db,
      customer.id,
      {
        kind: "appointment",
        details: {
          motif: "Point sur mes contrats",
          date: "2026-12-02",
          time: "10:00",
          channel: "phone",
          durationMinutes: 30,
        },
        reserve: (tx, requestId) => bookSlot(tx, { requestId, customerId: customer.id, slotStart: booked }, 1),
      },
      now,
    );

    // Outside opening hours, on a public holiday, on a Sunday: refused with the booking form's reasons.
    const propose = async (day: string, time: string) =>
      proposeAppointmentSlot(
        db,
        actor,
        { requestId: sent.id, version: await versionOf(db, sent.id), day, time, capacity: 1 },
        site,
        now,
      );
    await expect(propose("2026-12-03", "19:00")).rejects.toMatchObject({
      status: 400,
      code: "handling.errors.slot.outsideHours",
    });
    await expect(propose("2026-12-25", "10:00")).rejects.toMatchObject({ code: "handling.errors.slot.holiday" });
    await expect(propose("2026-12-06", "10:00")).rejects.toMatchObject({ code: "handling.errors.slot.closed" });
    // A slot another customer holds (one adviser on duty) cannot be offered.
    const neighbour = await createCustomer(db);
    await send(
      db,
      neighbour.id,
      {
        kind: "appointment",
        details: { motif: "Autre", date: "2026-12-03", time: "15:00", channel: "phone", durationMinutes: 30 },
        reserve: (tx, requestId) =>
          bookSlot(tx, { requestId, customerId: neighbour.id, slotStart: parisInstant("2026-12-03", "15:00") }, 1),
      },
      now,
    );
    await expect(propose("2026-12-03", "15:00")).rejects.toMatchObject({
      status: 409,
      code: "handling.errors.slotFull",
    });
    await propose("2026-12-03", "14:30");
    const proposed = await viewOf(db, sent.id);
    expect(proposed).toMatchObject({
      stage: "proposed",
      appointment: { slot: booked.toISOString(), proposed: parisInstant("2026-12-03", "14:30").toISOString() },
    });
    const offered = await mailsTo(db, customer.email, "request.appointment.appointmentProposed");
    expect(offered).toHaveLength(1);
    // The offer says which slot (issue 46), in Paris time.
    expect(plain(offered[0]?.text)).toContain(
      "Date : jeudi 3 décembre 2026 à 14:30 (heure de Paris), pour 30 minutes.",
    );

    // Another customer cannot answer it; the customer accepts it.
    const other = await createCustomer(db);
    await expect(
      answerAppointmentProposal(db, other.id, { reference: sent.reference, accept: true, capacity: 1 }, site, now),
    ).rejects.toMatchObject({ status: 404 });
    await answerAppointmentProposal(
      db,
      customer.id,
      { reference: sent.reference, accept: true, capacity: 1 },
      site,
      now,
    );
    const [seat] = await db.select().from(appointmentBookings).where(eq(appointmentBookings.requestId, sent.id));
    expect(seat?.slotStart.toISOString()).toBe(parisInstant("2026-12-03", "14:30").toISOString());
    expect(seat?.proposedStart).toBeNull();
    const [row] = await db.select().from(customerRequests).where(eq(customerRequests.id, sent.id));
    expect(row?.status).toBe("done");

    const [confirmed] = await mailsTo(db, customer.email, "request.appointment.appointmentConfirmed");
    const invitation = confirmed?.attachments?.[0];
    expect(invitation?.contentType).toContain("method=REQUEST");
    const first = calendarFields(invitation?.content ?? "");
    expect(first).toMatchObject({ method: "REQUEST", uid: `${sent.id}@localhost`, sequence: 1, status: "CONFIRMED" });
    // 14:30 in Paris in December is 13:30 UTC.
    expect(first.start).toBe("20261203T133000Z");
    // The e-mail itself says when and how (issue 46), not "le détail reste dans votre espace client".
    expect(plain(confirmed?.text)).toContain("Date : jeudi 3 décembre 2026 à 14:30 (heure de Paris), pour 30 minutes.");
    expect(plain(confirmed?.text)).toContain("Par téléphone : votre conseiller vous appelle");
    expect(plain(confirmed?.text)).not.toContain("le détail reste dans votre espace client");

    // Staff cancel it (a refusal with its reason): the seat is freed and the calendar told to drop it.
    await changeRequestStatus(
      db,
      actor,
      { requestId: sent.id, version: await versionOf(db, sent.id), status: "in_progress" },
      site,
      now,
    );
    await changeRequestStatus(
      db,
      actor,
      { requestId: sent.id, version: await versionOf(db, sent.id), status: "refused", reason: "Conseiller absent." },
      site,
      now,
    );
    const [cancelled] = await mailsTo(db, customer.email, "request.appointment.appointmentCancelled");
    const cancelling = calendarFields(cancelled?.attachments?.[0]?.content ?? "");
    expect(cancelling).toMatchObject({ method: "CANCEL", uid: first.uid, sequence: 2, status: "CANCELLED" });
    expect(cancelling.start).toBe(first.start);
    expect(await db.select().from(appointmentBookings).where(eq(appointmentBookings.requestId, sent.id))).toEqual([]);
    const seen = await loadRequestForCustomer(db, customer.id, sent.reference);
    expect(seen?.entries.filter((entry) => entry.kind === "step").map((entry) => entry.details.step)).toEqual([
      "appointmentProposed",
      "appointmentAccepted",
      "appointmentCancelled",
    ]);
  });

  it("confirms an appointment at its own time with a new invitation; a declined proposal goes back to staff", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const customer = await createCustomer(db);
    const now = new Date("2026-12-01T08:00:00Z");
    const booked = parisInstant("2026-12-04", "09:00");
    const sent = await send(
      db,
      customer.id,
      {
        kind: "appointment",
        details: {
          motif: "Devis habitation",
          date: "2026-12-04",
          time: "09:00",
          channel: "office",
          durationMinutes: 30,
        },
        reserve: (tx, requestId) => bookSlot(tx, { requestId, customerId: customer.id, slotStart: booked }, 1),
      },
      now,
    );
    await proposeAppointmentSlot(
      db,
      actor,
      { requestId: sent.id, version: await versionOf(db, sent.id), day: "2026-12-04", time: "11:00", capacity: 1 },
      site,
      now,
    );
    await answerAppointmentProposal(
      db,
      customer.id,
      { reference: sent.reference, accept: false, capacity: 1 },
      site,
      now,
    );
    await expect(
      answerAppointmentProposal(db, customer.id, { reference: sent.reference, accept: true, capacity: 1 }, site, now),
    ).rejects.toMatchObject({ status: 409, code: "handling.errors.noProposal" });
    const [row] = await db.select().from(customerRequests).where(eq(customerRequests.id, sent.id));
    expect(row?.customerActivityAt.getTime()).toBe(now.getTime());
    expect((await viewOf(db, sent.id)).stage).toBe("declined");

    await changeRequestStatus(
      db,
      actor,
      { requestId: sent.id, version: await versionOf(db, sent.id), status: "done" },
      site,
      now,
    );
    const [confirmed] = await mailsTo(db, customer.email, "request.appointment.appointmentConfirmed");
    expect(calendarFields(confirmed?.attachments?.[0]?.content ?? "")).toMatchObject({
      method: "REQUEST",
      sequence: 1,
      start: "20261204T080000Z",
    });
    // At the office: the place is the broker's address (unset here: its name).
    expect(plain(confirmed?.text)).toContain(
      "Date : vendredi 4 décembre 2026 à 09:00 (heure de Paris), pour 30 minutes.",
    );
    expect(plain(confirmed?.text)).toContain("Lieu : à l'agence, Maison Courtage.");
  });

  it("acknowledges a document, asks for it again with a reason, then accepts it; each step told to the customer", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const customer = await createCustomer(db);
    const sent = await send(db, customer.id, {});
    const step = async (name: "acknowledge" | "accept" | "askAgain", reason?: string) =>
      handleDocumentStep(
        db,
        actor,
        { requestId: sent.id, version: await versionOf(db, sent.id), step: name, reason },
        site,
      );
    await step("acknowledge");
    await expect(step("askAgain", "")).rejects.toMatchObject({ status: 400, code: "reasonRequired" });
    await step("askAgain", "Le document est illisible.");
    expect((await viewOf(db, sent.id)).stage).toBe("resubmit");
    // The customer's list of requests shows where it stands.
    const history = await loadRequestHistory(db, {
      id: customer.id,
      email: customer.email,
      name: "",
      role: "customer",
    });
    expect(history.find((item) => item.id === sent.id)?.stage).toBe("resubmit");
    await step("accept");
    const [row] = await db.select().from(customerRequests).where(eq(customerRequests.id, sent.id));
    expect(row?.status).toBe("done");
    const seen = await loadRequestForCustomer(db, customer.id, sent.reference);
    expect(
      seen?.entries.filter((entry) => entry.kind === "step").map((entry) => [entry.details.step, entry.details.reason]),
    ).toEqual([
      ["documentAcknowledged", undefined],
      ["documentResubmit", "Le document est illisible."],
      ["documentAccepted", undefined],
    ]);
    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, customer.id)));
    // One unread notice for the request, not one per step (issue 46 item 8): the latest step's,
    // counting the three pieces of news it holds and opening the request.
    expect(notices.map((notice) => [notice.kind, notice.params.news, notice.params.updates])).toEqual([
      ["requestDone", "documentAccepted", 3],
    ]);
    expect(notices[0]?.params.link).toBe(requestPath(sent.reference));
    for (const topic of ["documentAcknowledged", "documentResubmit", "documentAccepted"]) {
      expect(await mailsTo(db, customer.email, `request.document.${topic}`)).toHaveLength(1);
    }
    // A document step on another kind is refused with a message, not a 500.
    const appointmentLike = await send(db, customer.id, {
      kind: "cancellation",
      contractId: (await insertContract(db, customer.id, "health")).id,
      details: { contractReference: "X", reason: "autre", effectDate: "2027-03-01" },
      cancellation: { effectDate: "2027-03-01" },
    });
    await expect(
      handleDocumentStep(
        db,
        actor,
        { requestId: appointmentLike.id, version: await versionOf(db, appointmentLike.id), step: "accept" },
        site,
      ),
    ).rejects.toMatchObject({ status: 400, code: "handling.errors.wrongKind" });
  });
  it("walks a claim: investigated, pieces asked by name, sent by the customer, rejected then accepted, closed with an amount", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const customer = await createCustomer(db);
    const other = await createCustomer(db);
    const contract = await insertContract(db, customer.id, "vehicle");
    const sent = await send(db, customer.id, {
      kind: "claim",
      contractId: contract.id,
      details: {
        eventDate: "2026-11-20",
        place: "Lyon",
        kind: "collision",
        description: "Choc à l'arrêt",
        thirdParty: true,
        fileCount: 0,
        contractReference: contract.reference,
        contractProduct: contract.product,
        productLine: "vehicle",
      },
    });
    expect((await viewOf(db, sent.id)).stage).toBe("declared");
    const version = () => versionOf(db, sent.id);
    await investigateClaim(db, actor, { requestId: sent.id, version: await version() }, site);
    expect((await viewOf(db, sent.id)).stage).toBe("investigating");
    await expect(
      requestClaimPieces(db, actor, { requestId: sent.id, version: await version(), names: " \n  " }, site),
    ).rejects.toMatchObject({ status: 400, code: "handling.errors.piecesRequired" });
    await requestClaimPieces(
      db,
      actor,
      {
        requestId: sent.id,
        version: await version(),
        names: "Constat amiable\n Facture de réparation \nConstat amiable",
      },
      site,
    );
    let view = await viewOf(db, sent.id);
    expect(view.stage).toBe("documents_requested");
    expect(view.pieces?.map((piece) => [piece.name, piece.state])).toEqual([
      ["Constat amiable", "requested"],
      ["Facture de réparation", "requested"],
    ]);
    const [report, invoice] = view.pieces ?? [];
    if (!report || !invoice) throw new Error("pieces missing");
    const store = fileStore(uploads);

    // The same file checks as documents: a program renamed .pdf is refused, nothing stored.
    await expect(
      sendClaimPiece(db, store, customer.id, {
        reference: sent.reference,
        pieceId: report.id,
        upload: { fileName: "constat.pdf", bytes: new TextEncoder().encode("MZ not a pdf") },
      }),
    ).rejects.toMatchObject({ status: 400 });
    // Another customer cannot send into this claim.
    await expect(
      sendClaimPiece(db, store, other.id, {
        reference: sent.reference,
        pieceId: report.id,
        upload: { fileName: "constat.pdf", bytes: PDF },
      }),
    ).rejects.toMatchObject({ status: 404 });
    await sendClaimPiece(db, store, customer.id, {
      reference: sent.reference,
      pieceId: report.id,
      upload: { fileName: "constat.pdf", bytes: PDF },
    });
    const [row] = await db.select().from(customerRequests).where(eq(customerRequests.id, sent.id));
    expect(row?.staffSeenAt === null || (row?.customerActivityAt ?? 0) > (row?.staffSeenAt ?? 0)).toBe(true);

    await expect(
      reviewClaimPiece(
        db,
        actor,
        { requestId: sent.id, version: await version(), pieceId: report.id, accept: false, reason: "" },
        site,
      ),
    ).rejects.toMatchObject({ status: 400, code: "reasonRequired" });
    await reviewClaimPiece(
      db,
      actor,
      { requestId: sent.id, version: await version(), pieceId: report.id, accept: false, reason: "Page 2 manquante." },
      site,
    );
    await sendClaimPiece(db, store, customer.id, {
      reference: sent.reference,
      pieceId: report.id,
      upload: { fileName: "constat-complet.pdf", bytes: PDF },
    });
    await reviewClaimPiece(
      db,
      actor,
      { requestId: sent.id, version: await version(), pieceId: report.id, accept: true },
      site,
    );
    await sendClaimPiece(db, store, customer.id, {
      reference: sent.reference,
      pieceId: invoice.id,
      upload: { fileName: "facture.pdf", bytes: PDF },
    });
    await reviewClaimPiece(
      db,
      actor,
      { requestId: sent.id, version: await version(), pieceId: invoice.id, accept: true },
      site,
    );
    view = await viewOf(db, sent.id);
    expect(view.pieces?.map((piece) => piece.state)).toEqual(["accepted", "accepted"]);
    // Every piece in, the claim is back under investigation.
    expect(view.stage).toBe("investigating");

    await expect(
      closeClaim(db, actor, { requestId: sent.id, version: await version(), paid: "12abc" }, site),
    ).rejects.toMatchObject({ status: 400, code: "handling.errors.amount" });
    await closeClaim(db, actor, { requestId: sent.id, version: await version(), paid: "1 250,50" }, site);
    view = await viewOf(db, sent.id);
    expect(view).toMatchObject({ stage: "closed", paidCents: 125050 });

    // The customer's thread: each step in order, the rejection's reason, the files they sent.
    const seen = await loadRequestForCustomer(db, customer.id, sent.reference);
    const steps = seen?.entries.filter((entry) => entry.kind === "step") ?? [];
    expect(steps.map((entry) => entry.details.step)).toEqual([
      "claimInvestigating",
      "claimDocumentsRequested",
      "claimPieceSent",
      "claimPieceRejected",
      "claimPieceSent",
      "claimPieceAccepted",
      "claimPieceSent",
      "claimPieceAccepted",
      "claimClosed",
    ]);
    expect(steps[3]?.details).toMatchObject({ piece: "Constat amiable", reason: "Page 2 manquante." });
    expect(steps.filter((entry) => entry.files.length === 1)).toHaveLength(3);
    expect(seen?.status).toBe("done");
    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, sent.id));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        "request.claimInvestigating",
        "request.claimDocumentsRequested",
        "request.claimPieceRejected",
        "request.claimPieceAccepted",
        "request.claimClosed",
      ]),
    );
    expect(await mailsTo(db, customer.email, "request.claim.claimDocumentsRequested")).toHaveLength(1);
    expect(await mailsTo(db, customer.email, "request.claim.claimClosed")).toHaveLength(1);
    // A closed claim takes no more pieces.
    await expect(
      sendClaimPiece(db, store, customer.id, {
        reference: sent.reference,
        pieceId: invoice.id,
        upload: { fileName: "facture.pdf", bytes: PDF },
      }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
