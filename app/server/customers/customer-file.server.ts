import { and, desc, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type ContractRow, listContracts } from "~/server/contracts/contracts.server";
import type { Database } from "~/server/db/client.server";
import { accounts, sessions, users } from "~/server/db/schema/auth";
import { chatMessages } from "~/server/db/schema/chat";
import { contractDocuments, contractEvents } from "~/server/db/schema/contract-records";
import { notifications, referrals } from "~/server/db/schema/customer-area";
import { customerFiles } from "~/server/db/schema/customer-files";
import { customerRequests } from "~/server/db/schema/customer-requests";
import { customerProfiles } from "~/server/db/schema/customers";
import { leads } from "~/server/db/schema/leads";
import type { LeadConsents } from "~/server/leads/lead-types";
import { isAccountId } from "~/server/record-ids";
import {
  type ContactDetails,
  type DetailChange,
  listDetailChanges,
  readContactDetails,
} from "./contact-details.server";

/** How far back each part of the file goes: a page, not an archive (the lists behind have the rest). */
const RECENT = 50;

/** Where an account stands: usable, waiting for its first password, or closed by an admin. */
export type AccountState = "active" | "invited" | "deactivated";

export type CustomerTimelineEntry = {
  at: Date;
  kind:
    | "account"
    | "lead"
    | "contract"
    | "contractEvent"
    | "document"
    | "request"
    | "referral"
    | "notification"
    | "detailChange"
    | "chat";
  /** What the entry is about: a reference, a title, a field; the screen words it. */
  subject: string;
  /** An id the screen may link (a request, a lead, a contract). */
  targetId?: string;
  details?: Record<string, unknown>;
};

/**
 * Everything the broker holds about one customer, for the back office's customer page: the
 * account, profile, contact details and adviser, then what hangs off it — contracts (with their
 * events and documents), requests, the leads they came from (by account or e-mail), referrals,
 * notifications, detail changes, the chat history — and one timeline of all of it. Null when the
 * id is no customer's (a member of staff's id included).
 */
export async function loadCustomerFile(db: Database, customerId: string, now = new Date()) {
  if (!isAccountId(customerId)) return null;
  const adviser = alias(users, "adviser");
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      createdAt: users.createdAt,
      deactivatedAt: users.deactivatedAt,
      firstName: customerProfiles.firstName,
      lastName: customerProfiles.lastName,
      memberSince: customerProfiles.memberSince,
      adviserId: customerFiles.adviserId,
      adviserName: adviser.name,
      hasPassword: sql<boolean>`exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id} and ${accounts.password} is not null)`,
    })
    .from(users)
    .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
    .leftJoin(customerFiles, eq(customerFiles.customerId, users.id))
    .leftJoin(adviser, eq(adviser.id, customerFiles.adviserId))
    .where(and(eq(users.id, customerId), eq(users.role, "customer")));
  if (!account) return null;

  const contracts = await listContracts(db, customerId);
  const contractIds = contracts.map((contract) => contract.id);
  const [details, changes, events, documents, requests, fromLeads, referralRows, notices, chat, [sessionRow]] =
    await Promise.all([
      readContactDetails(db, customerId),
      listDetailChanges(db, customerId, RECENT),
      contractIds.length
        ? db
            .select()
            .from(contractEvents)
            .where(inArray(contractEvents.contractId, contractIds))
            .orderBy(desc(contractEvents.at))
            .limit(RECENT)
        : [],
      contractIds.length
        ? db
            .select()
            .from(contractDocuments)
            .where(inArray(contractDocuments.contractId, contractIds))
            .orderBy(desc(contractDocuments.createdAt))
        : [],
      db
        .select({
          id: customerRequests.id,
          reference: customerRequests.reference,
          kind: customerRequests.kind,
          status: customerRequests.status,
          createdAt: customerRequests.createdAt,
        })
        .from(customerRequests)
        .where(eq(customerRequests.customerId, customerId))
        .orderBy(desc(customerRequests.createdAt))
        .limit(RECENT),
      db
        .select({
          id: leads.id,
          reference: leads.reference,
          product: leads.product,
          status: leads.status,
          consents: leads.consents,
          createdAt: leads.createdAt,
        })
        .from(leads)
        .where(or(eq(leads.customerId, customerId), eq(sql`lower(${leads.email})`, account.email.toLowerCase())))
        .orderBy(desc(leads.createdAt))
        .limit(RECENT),
      db
        .select({ id: referrals.id, code: referrals.code, leadId: referrals.leadId, wonAt: referrals.wonAt })
        .from(referrals)
        .where(eq(referrals.referrerId, customerId))
        .orderBy(desc(referrals.wonAt))
        .limit(RECENT),
      db
        .select()
        .from(notifications)
        .where(eq(notifications.customerId, customerId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(RECENT),
      db
        .select({
          id: chatMessages.id,
          role: chatMessages.role,
          content: chatMessages.content,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .where(eq(chatMessages.customerId, customerId))
        .orderBy(desc(chatMessages.createdAt))
        .limit(RECENT),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(sessions)
        .where(and(eq(sessions.userId, customerId), gt(sessions.expiresAt, now))),
    ]);

  const state: AccountState = account.deactivatedAt ? "deactivated" : account.hasPassword ? "active" : "invited";
  const referenceOf = new Map(contracts.map((contract) => [contract.id, contract.reference]));
  const timeline = customerTimeline({
    account,
    contracts,
    events: events.map((event) => ({ ...event, reference: referenceOf.get(event.contractId) ?? "" })),
    documents: documents.map((document) => ({ ...document, reference: referenceOf.get(document.contractId) ?? "" })),
    requests,
    leads: fromLeads,
    referrals: referralRows,
    notifications: notices,
    changes,
    chat,
  });
  return {
    account: {
      id: account.id,
      email: account.email,
      firstName: account.firstName ?? account.name,
      lastName: account.lastName ?? "",
      memberSince: account.memberSince,
      createdAt: account.createdAt,
      deactivatedAt: account.deactivatedAt,
      state,
      openSessions: Number(sessionRow?.count ?? 0),
    },
    adviser: account.adviserId && account.adviserName ? { id: account.adviserId, name: account.adviserName } : null,
    details: details as ContactDetails,
    contracts,
    documents,
    requests,
    leads: fromLeads.map((lead) => ({ ...lead, consents: lead.consents as LeadConsents })),
    referrals: referralRows,
    notifications: notices,
    changes,
    chat: chat.reverse(),
    timeline,
  };
}

export type CustomerFile = NonNullable<Awaited<ReturnType<typeof loadCustomerFile>>>;

type TimelineSources = {
  account: { createdAt: Date };
  contracts: ContractRow[];
  events: Array<{ contractId: string; kind: string; details: Record<string, unknown>; at: Date; reference: string }>;
  documents: Array<{ id: string; contractId: string; title: string; createdAt: Date; reference: string }>;
  requests: Array<{ id: string; reference: string; kind: string; status: string; createdAt: Date }>;
  leads: Array<{ id: string; reference: string; product: string; createdAt: Date }>;
  referrals: Array<{ id: string; code: string; wonAt: Date }>;
  notifications: Array<{ id: string; kind: string; title: string | null; createdAt: Date }>;
  changes: DetailChange[];
  chat: Array<{ role: string; createdAt: Date }>;
};

/** Every dated thing in the file, newest first; a chat counts once per day the customer wrote. */
export function customerTimeline(sources: TimelineSources): CustomerTimelineEntry[] {
  const entries: CustomerTimelineEntry[] = [
    { at: sources.account.createdAt, kind: "account", subject: "created" },
    ...sources.leads.map((lead) => ({
      at: lead.createdAt,
      kind: "lead" as const,
      subject: lead.reference,
      targetId: lead.id,
      details: { product: lead.product },
    })),
    ...sources.contracts.map((contract) => ({
      at: contract.createdAt,
      kind: "contract" as const,
      subject: contract.reference,
      targetId: contract.id,
    })),
    ...sources.events
      .filter((event) => event.kind !== "created")
      .map((event) => ({
        at: event.at,
        kind: "contractEvent" as const,
        subject: event.reference,
        targetId: event.contractId,
        details: { ...event.details, event: event.kind },
      })),
    ...sources.documents.map((document) => ({
      at: document.createdAt,
      kind: "document" as const,
      subject: document.reference,
      targetId: document.contractId,
      details: { title: document.title },
    })),
    ...sources.requests.map((request) => ({
      at: request.createdAt,
      kind: "request" as const,
      subject: request.reference,
      targetId: request.id,
      details: { requestKind: request.kind, status: request.status },
    })),
    ...sources.referrals.map((referral) => ({ at: referral.wonAt, kind: "referral" as const, subject: referral.code })),
    ...sources.notifications.map((notice) => ({
      at: notice.createdAt,
      kind: "notification" as const,
      subject: notice.kind,
      details: notice.title ? { title: notice.title } : undefined,
    })),
    ...sources.changes.map((change) => ({
      at: change.changedAt,
      kind: "detailChange" as const,
      subject: change.field,
      details: { byStaff: change.actor === "staff" },
    })),
  ];
  const chatDays = new Map<string, Date>();
  for (const message of sources.chat) {
    if (message.role !== "user") continue;
    const day = message.createdAt.toISOString().slice(0, 10);
    const first = chatDays.get(day);
    if (!first || message.createdAt < first) chatDays.set(day, message.createdAt);
  }
  for (const at of chatDays.values()) entries.push({ at, kind: "chat", subject: "conversation" });
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Whether this id is a customer's account (the back office's customer routes answer 404 otherwise). */
export async function isCustomer(db: Database, customerId: string) {
  if (!isAccountId(customerId)) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, "customer"), isNotNull(users.id)));
  return Boolean(row);
}
