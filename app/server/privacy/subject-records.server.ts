import { asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { adviceFiles } from "../db/schema/advice-files";
import { appointmentBookings } from "../db/schema/appointments";
import { catalogueProducts } from "../db/schema/catalogue";
import { contractDocuments, contractEvents, contractRenewalReminders } from "../db/schema/contract-records";
import { contracts } from "../db/schema/customer-area";
import { customerRequestEvents, customerRequestFiles, customerRequests } from "../db/schema/customer-requests";
import { needsReviews } from "../db/schema/needs-reviews";
import { offerOptions, offers } from "../db/schema/offers";
import { claimPieces, customerRequestStages } from "../db/schema/request-kinds";
import { signatureEvents, signatureRequests } from "../db/schema/signatures";
import type { SubjectRecords } from "./data-subject.server";

/** A stored file that goes into the export, and its name there. */
export type ExportFile = { storagePath: string; zipPath: string };
export type SectionRows = { rows: unknown[]; files: ExportFile[] };

/** A stored name made safe inside a ZIP (no folders, no control characters). */
export const zipName = (name: string) => name.replace(/[\\/:*?"<>|\p{Cc}]/gu, "_").slice(0, 120) || "file";

const none = <T>(ids: string[], read: () => Promise<T[]>) => (ids.length === 0 ? Promise.resolve([]) : read());
const byId = <T extends Record<K, string>, K extends keyof T>(rows: T[], key: K, id: string) =>
  rows.filter((row) => row[key] === id).map(({ [key]: _id, ...rest }) => rest);

/**
 * The person's contracts with what hangs off them: the documents staff attached (their PDFs go
 * into the ZIP), the history of changes, the renewal reminders sent and the needs the person
 * confirmed before a renewal.
 */
export async function readContracts(db: Database, records: SubjectRecords): Promise<SectionRows> {
  const rows = await none(records.customerIds, () =>
    db
      .select()
      .from(contracts)
      .where(inArray(contracts.customerId, records.customerIds))
      .orderBy(asc(contracts.startDate)),
  );
  const ids = rows.map((row) => row.id);
  const documents = await none(ids, () =>
    db.select().from(contractDocuments).where(inArray(contractDocuments.contractId, ids)),
  );
  const events = await none(ids, () =>
    db
      .select({
        contractId: contractEvents.contractId,
        kind: contractEvents.kind,
        details: contractEvents.details,
        at: contractEvents.at,
      })
      .from(contractEvents)
      .where(inArray(contractEvents.contractId, ids))
      .orderBy(asc(contractEvents.at)),
  );
  const reminders = await none(ids, () =>
    db.select().from(contractRenewalReminders).where(inArray(contractRenewalReminders.contractId, ids)),
  );
  const reviews = await none(ids, () =>
    db
      .select({
        contractId: needsReviews.contractId,
        anniversary: needsReviews.anniversary,
        questionnaire: needsReviews.questionnaire,
        invitedAt: needsReviews.invitedAt,
        answeredAt: needsReviews.answeredAt,
        answers: needsReviews.answers,
        needsKnownBefore: needsReviews.known,
        changed: needsReviews.changed,
      })
      .from(needsReviews)
      .where(inArray(needsReviews.contractId, ids))
      .orderBy(asc(needsReviews.anniversary)),
  );
  const advice = await none(ids, () =>
    db
      .select({
        contractId: adviceFiles.contractId,
        documentId: adviceFiles.documentId,
        sha256: adviceFiles.sha256,
        parts: adviceFiles.parts,
        sentAt: adviceFiles.sentAt,
        openedAt: adviceFiles.openedAt,
        signedAt: adviceFiles.signedAt,
      })
      .from(adviceFiles)
      .where(inArray(adviceFiles.contractId, ids)),
  );
  const zipPathOf = (document: (typeof documents)[number]) =>
    `files/contracts/${document.id}-${zipName(document.fileName)}`;
  return {
    rows: rows.map((contract) => ({
      ...contract,
      documents: documents
        .filter((document) => document.contractId === contract.id)
        .map((document) => ({
          id: document.id,
          title: document.title,
          fileName: document.fileName,
          size: document.size,
          createdAt: document.createdAt,
          inExport: zipPathOf(document),
        })),
      history: byId(events, "contractId", contract.id),
      renewalReminders: byId(reminders, "contractId", contract.id),
      needsBeforeRenewal: byId(reviews, "contractId", contract.id),
      adviceFile: byId(advice, "contractId", contract.id)[0] ?? null,
    })),
    files: documents.map((document) => ({ storagePath: document.storagePath, zipPath: zipPathOf(document) })),
  };
}

/**
 * The person's requests: those of their account and those they sent from a public page under one
 * of their addresses, each with its thread as the customer sees it (staff's internal notes are the
 * broker's, not the person's), its files, its stage, a claim's pieces, an appointment's slot.
 */
export async function readRequests(db: Database, records: SubjectRecords): Promise<SectionRows> {
  const owners: SQL[] = [
    ...(records.customerIds.length > 0 ? [inArray(customerRequests.customerId, records.customerIds)] : []),
    ...(records.publicRequestIds.length > 0 ? [inArray(customerRequests.id, records.publicRequestIds)] : []),
  ];
  const requests =
    owners.length === 0
      ? []
      : await db
          .select()
          .from(customerRequests)
          .where(or(...owners))
          .orderBy(asc(customerRequests.createdAt));
  const ids = requests.map((request) => request.id);
  const events = await none(ids, () =>
    db
      .select({
        requestId: customerRequestEvents.requestId,
        at: customerRequestEvents.at,
        kind: customerRequestEvents.kind,
        text: customerRequestEvents.text,
      })
      .from(customerRequestEvents)
      .where(sql`${inArray(customerRequestEvents.requestId, ids)} and ${customerRequestEvents.visibleToCustomer}`)
      .orderBy(asc(customerRequestEvents.seq)),
  );
  const files = await none(ids, () =>
    db.select().from(customerRequestFiles).where(inArray(customerRequestFiles.requestId, ids)),
  );
  const stages = await none(ids, () =>
    db.select().from(customerRequestStages).where(inArray(customerRequestStages.requestId, ids)),
  );
  const pieces = await none(ids, () =>
    db
      .select({
        requestId: claimPieces.requestId,
        name: claimPieces.name,
        state: claimPieces.state,
        reason: claimPieces.reason,
        createdAt: claimPieces.createdAt,
      })
      .from(claimPieces)
      .where(inArray(claimPieces.requestId, ids))
      .orderBy(asc(claimPieces.createdAt), asc(claimPieces.position)),
  );
  const bookings = await none(ids, () =>
    db
      .select({
        requestId: appointmentBookings.requestId,
        slotStart: appointmentBookings.slotStart,
        proposedStart: appointmentBookings.proposedStart,
        confirmedAt: appointmentBookings.confirmedAt,
      })
      .from(appointmentBookings)
      .where(inArray(appointmentBookings.requestId, ids)),
  );
  const zipPathOf = (file: (typeof files)[number]) => `files/requests/${file.id}-${zipName(file.fileName)}`;
  const rows = requests.map(({ searchText: _search, staffSeenAt: _seen, ...request }) => ({
    ...request,
    thread: byId(events, "requestId", request.id),
    stage: byId(stages, "requestId", request.id)[0] ?? null,
    claimPieces: byId(pieces, "requestId", request.id),
    appointment: byId(bookings, "requestId", request.id)[0] ?? null,
    files: files
      .filter((file) => file.requestId === request.id)
      .map((file) => ({
        id: file.id,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        createdAt: file.createdAt,
        inExport: zipPathOf(file),
      })),
  }));
  return { rows, files: files.map((file) => ({ storagePath: file.storagePath, zipPath: zipPathOf(file) })) };
}

/**
 * The documents the person was asked to sign: what, when, how it ended, the evidence recorded,
 * the history (codes sent, signed, downloaded), the original and the sealed PDF.
 */
export async function readSignatures(db: Database, records: SubjectRecords): Promise<SectionRows> {
  const requests = await none(records.customerIds, () =>
    db
      .select()
      .from(signatureRequests)
      .where(inArray(signatureRequests.signerId, records.customerIds))
      .orderBy(asc(signatureRequests.createdAt)),
  );
  const ids = requests.map((request) => request.id);
  const events = await none(ids, () =>
    db
      .select({
        requestId: signatureEvents.requestId,
        at: signatureEvents.at,
        kind: signatureEvents.kind,
        ip: signatureEvents.ip,
        userAgent: signatureEvents.userAgent,
      })
      .from(signatureEvents)
      .where(inArray(signatureEvents.requestId, ids))
      .orderBy(asc(signatureEvents.at)),
  );
  const files: ExportFile[] = requests.flatMap((request) => [
    { storagePath: request.documentPath, zipPath: `files/signatures/${request.id}-${zipName(request.documentName)}` },
    ...(request.signedPath
      ? [{ storagePath: request.signedPath, zipPath: `files/signatures/${request.id}-signed.pdf` }]
      : []),
  ]);
  return {
    rows: requests.map((request) => ({
      id: request.id,
      title: request.title,
      summary: request.summary,
      status: request.status,
      documentName: request.documentName,
      evidence: request.evidence,
      createdAt: request.createdAt,
      expiresAt: request.expiresAt,
      endedAt: request.endedAt,
      endReason: request.endReason,
      history: byId(events, "requestId", request.id),
    })),
    files,
  };
}

/**
 * The offers the person was made (issue 42), drafts included: their needs, options (with the
 * product and insurer named), the recommendation and its reasons, and how each ended. The advice
 * file's PDF goes into the ZIP when there is one.
 */
export async function readOffers(db: Database, records: SubjectRecords): Promise<SectionRows> {
  const rows = await none(records.customerIds, () =>
    db.select().from(offers).where(inArray(offers.customerId, records.customerIds)).orderBy(asc(offers.createdAt)),
  );
  const ids = rows.map((row) => row.id);
  const options = await none(ids, () =>
    db
      .select({
        offerId: offerOptions.offerId,
        position: offerOptions.position,
        insurer: catalogueProducts.insurer,
        product: catalogueProducts.name,
        monthlyPremiumCents: offerOptions.monthlyPremiumCents,
        annualPremiumCents: offerOptions.annualPremiumCents,
        excessCents: offerOptions.excessCents,
        guarantees: offerOptions.guarantees,
        exclusions: offerOptions.exclusions,
        id: offerOptions.id,
      })
      .from(offerOptions)
      .innerJoin(catalogueProducts, eq(catalogueProducts.id, offerOptions.catalogueProductId))
      .where(inArray(offerOptions.offerId, ids))
      .orderBy(asc(offerOptions.position)),
  );
  const files: ExportFile[] = rows.flatMap((offer) =>
    offer.adviceFilePath
      ? [{ storagePath: offer.adviceFilePath, zipPath: `files/offers/${offer.reference}-dossier-conseil.pdf` }]
      : [],
  );
  return { rows: rows.map((offer) => ({ ...offer, options: byId(options, "offerId", offer.id) })), files };
}
