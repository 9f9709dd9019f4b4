import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { sessions, users } from "../db/schema/auth";
import { jobApplications } from "../db/schema/careers";
import { chatMessages } from "../db/schema/chat";
import { referralGiftPayments } from "../db/schema/commissions";
import { notifications, profilePhotos, referralCodes, referrals } from "../db/schema/customer-area";
import { customerContactDetails, customerDetailChanges, customerProfiles } from "../db/schema/customers";
import { customerFormerIdentifiers } from "../db/schema/former-identifiers";
import { leadEvents } from "../db/schema/lead-activity";
import { leads } from "../db/schema/leads";
import { devMailbox, outbox } from "../db/schema/outbox";
import { privacyRequests } from "../db/schema/privacy";
import { salesCalls } from "../db/schema/sales-calls";
import type { SubjectRecords } from "./data-subject.server";
import { readPayments } from "./subject-payments.server";
import {
  type ExportFile,
  readContracts,
  readOffers,
  readRequests,
  readSignatures,
  zipName,
} from "./subject-records.server";

export type { ExportFile } from "./subject-records.server";

/** The JSON files of an export, one per kind of data, in this order. */
export const EXPORT_SECTIONS = [
  "account",
  "leads",
  "calls",
  "contracts",
  "offers",
  "signatures",
  "payments",
  "requests",
  "messages",
  "chat",
  "consents",
  "sign-ins",
  "notifications",
  "applications",
  "privacy-requests",
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

const none = <T>(ids: string[], read: () => Promise<T[]>) => (ids.length === 0 ? Promise.resolve([]) : read());

/**
 * One kind of data held about the person, as rows ready for JSON (no password hash, no session
 * token, no staff-only note), and the stored files it refers to. Column names are the
 * database's, so the export says exactly what is held.
 */
export async function readSection(
  db: Database,
  section: ExportSection,
  records: SubjectRecords,
): Promise<{ rows: unknown[]; files: ExportFile[] }> {
  const { customerIds, leadIds, applicationIds } = records;
  switch (section) {
    case "account": {
      const rows = await none(customerIds, async () => {
        const accounts = await db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            emailVerified: users.emailVerified,
            createdAt: users.createdAt,
            updatedAt: users.updatedAt,
          })
          .from(users)
          .where(inArray(users.id, customerIds));
        return Promise.all(
          accounts.map(async (account) => ({
            ...account,
            profile:
              (await db.select().from(customerProfiles).where(eq(customerProfiles.userId, account.id)))[0] ?? null,
            contactDetails:
              (
                await db.select().from(customerContactDetails).where(eq(customerContactDetails.userId, account.id))
              )[0] ?? null,
            detailChanges: await db
              .select()
              .from(customerDetailChanges)
              .where(eq(customerDetailChanges.customerId, account.id))
              .orderBy(asc(customerDetailChanges.changedAt)),
            referralCode:
              (await db.select().from(referralCodes).where(eq(referralCodes.customerId, account.id)))[0]?.code ?? null,
            referrals: await db.select().from(referrals).where(eq(referrals.referrerId, account.id)),
            referralGiftsPaid: await db
              .select()
              .from(referralGiftPayments)
              .where(eq(referralGiftPayments.customerId, account.id)),
            photo: (await db.select().from(profilePhotos).where(eq(profilePhotos.customerId, account.id)))[0] ?? null,
            formerIdentifiers: await db
              .select({
                kind: customerFormerIdentifiers.kind,
                value: customerFormerIdentifiers.value,
                replacedAt: customerFormerIdentifiers.replacedAt,
              })
              .from(customerFormerIdentifiers)
              .where(eq(customerFormerIdentifiers.customerId, account.id))
              .orderBy(asc(customerFormerIdentifiers.replacedAt)),
          })),
        );
      });
      const files = rows.flatMap((row) =>
        row.photo ? [{ storagePath: row.photo.storagePath, zipPath: `files/photo-${row.id}.webp` }] : [],
      );
      return { rows, files };
    }
    case "leads": {
      const rows = await none(leadIds, async () => {
        const found = await db.select().from(leads).where(inArray(leads.id, leadIds)).orderBy(asc(leads.createdAt));
        const events = await db
          .select({ leadId: leadEvents.leadId, at: leadEvents.at, kind: leadEvents.kind, details: leadEvents.details })
          .from(leadEvents)
          .where(inArray(leadEvents.leadId, leadIds))
          .orderBy(asc(leadEvents.at));
        return found.map(({ searchText: _search, ...lead }) => ({
          ...lead,
          events: events.filter((event) => event.leadId === lead.id).map(({ leadId: _id, ...event }) => event),
        }));
      });
      return { rows, files: [] };
    }
    case "calls": {
      // The sales calls made to the person (issue 44), logged on their leads or their account;
      // who called by name, not by staff id.
      if (customerIds.length === 0 && leadIds.length === 0) return { rows: [], files: [] };
      const who = [
        ...(customerIds.length ? [inArray(salesCalls.customerId, customerIds)] : []),
        ...(leadIds.length ? [inArray(salesCalls.leadId, leadIds)] : []),
      ];
      const rows = await db
        .select({
          id: salesCalls.id,
          leadId: salesCalls.leadId,
          customerId: salesCalls.customerId,
          phoneDigits: salesCalls.phoneDigits,
          at: salesCalls.at,
          outcome: salesCalls.outcome,
          callBackAt: salesCalls.callBackAt,
          legalBasis: salesCalls.legalBasis,
          inbound: salesCalls.inbound,
          note: salesCalls.note,
          actorName: salesCalls.actorName,
        })
        .from(salesCalls)
        .where(or(...who))
        .orderBy(asc(salesCalls.at));
      return { rows, files: [] };
    }
    case "contracts":
      return readContracts(db, records);
    case "offers":
      return readOffers(db, records);
    case "signatures":
      return readSignatures(db, records);
    case "payments":
      return readPayments(db, records);
    case "requests":
      return readRequests(db, records);
    case "messages": {
      // The e-mails sent to the person, at every address they had: what the outbox delivered, and
      // the copies kept without SMTP.
      const addresses = records.identifiers.emails;
      if (addresses.length === 0) return { rows: [], files: [] };
      const sent = await db
        .select({
          id: outbox.id,
          topic: outbox.topic,
          status: outbox.status,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
          subject: sql<string | null>`${outbox.payload}->>'subject'`,
          text: sql<string | null>`${outbox.payload}->>'text'`,
          to: sql<string>`${outbox.payload}->>'to'`,
        })
        .from(outbox)
        .where(sql`${outbox.channel} = 'email' and lower(${outbox.payload}->>'to') in ${addresses}`)
        .orderBy(asc(outbox.createdAt));
      const kept = await db
        .select({
          id: devMailbox.id,
          to: devMailbox.to,
          subject: devMailbox.subject,
          text: devMailbox.text,
          createdAt: devMailbox.createdAt,
        })
        .from(devMailbox)
        .where(sql`lower(${devMailbox.to}) in ${addresses}`);
      return {
        rows: [...sent.map((row) => ({ ...row, kind: "outbox" })), ...kept.map((row) => ({ ...row, kind: "mailbox" }))],
        files: [],
      };
    }
    case "chat":
      return {
        rows: await none(customerIds, () =>
          db
            .select({ role: chatMessages.role, content: chatMessages.content, createdAt: chatMessages.createdAt })
            .from(chatMessages)
            .where(inArray(chatMessages.customerId, customerIds))
            .orderBy(asc(chatMessages.id)),
        ),
        files: [],
      };
    case "consents": {
      const fromLeads = await none(leadIds, () =>
        db
          .select({ lead: leads.reference, consents: leads.consents, callbackConsent: leads.callbackConsent })
          .from(leads)
          .where(inArray(leads.id, leadIds)),
      );
      const fromApplications = await none(applicationIds, () =>
        db
          .select({
            application: jobApplications.reference,
            text: jobApplications.consentText,
            at: jobApplications.consentAt,
          })
          .from(jobApplications)
          .where(inArray(jobApplications.id, applicationIds)),
      );
      const contact = await none(customerIds, () =>
        db
          .select({
            customerId: customerContactDetails.userId,
            byEmail: customerContactDetails.byEmail,
            bySms: customerContactDetails.bySms,
            byPhone: customerContactDetails.byPhone,
            updatedAt: customerContactDetails.updatedAt,
          })
          .from(customerContactDetails)
          .where(inArray(customerContactDetails.userId, customerIds)),
      );
      return {
        rows: [
          ...fromLeads.map((row) => ({ kind: "quoteForm", ...row })),
          ...fromApplications.map((row) => ({ kind: "application", ...row })),
          ...contact.map((row) => ({ kind: "contactPreferences", ...row })),
        ],
        files: [],
      };
    }
    case "sign-ins":
      return {
        rows: await none(customerIds, () =>
          db
            .select({
              createdAt: sessions.createdAt,
              updatedAt: sessions.updatedAt,
              expiresAt: sessions.expiresAt,
              ipAddress: sessions.ipAddress,
              userAgent: sessions.userAgent,
            })
            .from(sessions)
            .where(inArray(sessions.userId, customerIds))
            .orderBy(asc(sessions.createdAt)),
        ),
        files: [],
      };
    case "notifications":
      return {
        rows: await none(customerIds, () =>
          db
            .select()
            .from(notifications)
            .where(inArray(notifications.customerId, customerIds))
            .orderBy(asc(notifications.createdAt)),
        ),
        files: [],
      };
    case "applications": {
      const rows = await none(applicationIds, () =>
        db
          .select({
            reference: jobApplications.reference,
            name: jobApplications.name,
            email: jobApplications.email,
            message: jobApplications.message,
            cvFileName: jobApplications.cvFileName,
            cvSize: jobApplications.cvSize,
            cvStoragePath: jobApplications.cvStoragePath,
            lang: jobApplications.lang,
            createdAt: jobApplications.createdAt,
          })
          .from(jobApplications)
          .where(inArray(jobApplications.id, applicationIds)),
      );
      const zipPathOf = (row: { reference: string; cvFileName: string }) =>
        `files/applications/${row.reference}-${zipName(row.cvFileName)}`;
      return {
        rows: rows.map(({ cvStoragePath: _path, ...row }) => ({ ...row, inExport: zipPathOf(row) })),
        files: rows.map((row) => ({ storagePath: row.cvStoragePath, zipPath: zipPathOf(row) })),
      };
    }
    case "privacy-requests": {
      const { emails, phones } = records.identifiers;
      const matches = [
        ...(emails.length > 0 ? [sql`lower(${privacyRequests.subjectEmail}) in ${emails}`] : []),
        ...(phones.length > 0 ? [inArray(privacyRequests.subjectPhone, phones)] : []),
        ...(customerIds.length > 0 ? [inArray(privacyRequests.customerId, customerIds)] : []),
      ];
      return {
        rows:
          matches.length === 0
            ? []
            : await db
                .select({
                  reference: privacyRequests.reference,
                  kind: privacyRequests.kind,
                  status: privacyRequests.status,
                  details: privacyRequests.details,
                  receivedAt: privacyRequests.receivedAt,
                  dueAt: privacyRequests.dueAt,
                  extendedUntil: privacyRequests.extendedUntil,
                  extensionReason: privacyRequests.extensionReason,
                  outcome: privacyRequests.outcome,
                  closedAt: privacyRequests.closedAt,
                })
                .from(privacyRequests)
                .where(or(...matches))
                .orderBy(asc(privacyRequests.receivedAt)),
        files: [],
      };
    }
  }
}
