import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { users } from "../db/schema/auth";
import { jobApplications } from "../db/schema/careers";
import { customerRequests } from "../db/schema/customer-requests";
import { customerContactDetails, customerProfiles } from "../db/schema/customers";
import { customerFormerIdentifiers } from "../db/schema/former-identifiers";
import { leads } from "../db/schema/leads";
import { privacyRequests } from "../db/schema/privacy";

/** A person as a request names them: an e-mail (lower case) and/or a phone (E.164). */
export type DataSubject = { email: string | null; phone: string | null; customerId?: string | null };

/**
 * Everything the person was known by, gathered from their records: every e-mail (current, former,
 * given on a form), every phone, and the names they gave. Exports find e-mails by them; erasure
 * sweeps the text of messages, logs and questions for them.
 */
export type SubjectIdentifiers = { emails: string[]; phones: string[]; names: string[]; lastNames: string[] };

/** The records that belong to a person, by id: what an export reads and an erasure removes. */
export type SubjectRecords = {
  customerIds: string[];
  leadIds: string[];
  applicationIds: string[];
  /** Requests sent from a public page without an account, under one of the person's e-mails. */
  publicRequestIds: string[];
  identifiers: SubjectIdentifiers;
};

/**
 * `follow` (a person's own request): each e-mail or account found on a record finds more records,
 * until nothing new turns up, so an old address or the address on a quote leads to the rest. Off
 * (the retention purge, which erases records that aged out, not a person): only the records the
 * subject names directly, their identifiers still gathered for the sweep of traces. Phones find
 * records only when the request gives them: a household or a firm shares one, so a phone read on a
 * record would lead to someone else's.
 */
export type ResolveOptions = { follow?: boolean };

export const normaliseEmail = (email: string | null | undefined) => email?.trim().toLowerCase() || null;

/** Rounds of following identifiers: each round is a handful of indexed reads; people rarely need three. */
const MAX_ROUNDS = 6;
const ANONYMISED = /^efface-.*@anonyme\.invalid$/;
const ERASED = "Anonyme";

const anyOf = (matches: SQL[]) => (matches.length === 0 ? sql`false` : (or(...matches) as SQL));
const lowerIn = (column: Parameters<typeof sql>[1], values: string[]) =>
  values.length === 0 ? sql`false` : sql`lower(${column}) in ${values}`;

/**
 * The one resolver of a person's records and identifiers, used by the export, the erasure's
 * preview and the erasure. Customer accounts by id, e-mail (current or former), contact phone
 * (current or former); leads by e-mail, phone or conversion into one of those accounts;
 * applications and public requests by e-mail. Staff accounts are never a data subject here: their
 * data is the broker's working record.
 */
export async function findSubjectRecords(
  db: Database,
  subject: DataSubject,
  options: ResolveOptions = {},
): Promise<SubjectRecords> {
  const follow = options.follow ?? true;
  const emails = new Set<string>();
  const phones = new Set<string>();
  const names = new Set<string>();
  const lastNames = new Set<string>();
  const customerIds = new Set<string>();
  const leadIds = new Set<string>();
  const applicationIds = new Set<string>();
  const publicRequestIds = new Set<string>();
  const addEmail = (value: string | null | undefined) => {
    const email = normaliseEmail(value);
    if (email && !ANONYMISED.test(email)) emails.add(email);
  };
  const addPhone = (value: string | null | undefined) => {
    const phone = value?.trim();
    if (phone) phones.add(phone);
  };
  /** A full name, and the last name on its own when the record gives it apart. */
  const addName = (first: string | null | undefined, last?: string | null) => {
    const name = [first, last]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(" ");
    if (!name || name.split(" ").every((word) => word === ERASED)) return;
    names.add(name);
    if (last?.trim() && last.trim() !== ERASED) lastNames.add(last.trim());
  };
  addEmail(subject.email);
  addPhone(subject.phone);
  // The account a request names is taken only if it is a customer's (the query checks the role).
  const seedAccount = subject.customerId ? [subject.customerId] : [];
  // What matches records: without `follow`, the subject's own identifiers only.
  const seeds = { emails: [...emails], phones: [...phones] };
  const matchEmails = () => (follow ? [...emails] : seeds.emails);
  const matchPhones = () => seeds.phones;

  for (let round = 0; round < MAX_ROUNDS; round++) {
    const before = emails.size + phones.size + customerIds.size + leadIds.size;
    const byEmail = matchEmails();
    const byPhone = matchPhones();
    const former = db
      .select({ id: customerFormerIdentifiers.customerId })
      .from(customerFormerIdentifiers)
      .where(
        anyOf([
          ...(byEmail.length > 0
            ? [
                and(
                  eq(customerFormerIdentifiers.kind, "email"),
                  inArray(customerFormerIdentifiers.value, byEmail),
                ) as SQL,
              ]
            : []),
          ...(byPhone.length > 0
            ? [
                and(
                  eq(customerFormerIdentifiers.kind, "phone"),
                  inArray(customerFormerIdentifiers.value, byPhone),
                ) as SQL,
              ]
            : []),
        ]),
      );
    const accounts = await db
      .selectDistinct({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: customerContactDetails.phone,
        firstName: customerProfiles.firstName,
        lastName: customerProfiles.lastName,
      })
      .from(users)
      .leftJoin(customerContactDetails, eq(customerContactDetails.userId, users.id))
      .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
      .where(
        and(
          eq(users.role, "customer"),
          anyOf([
            ...(customerIds.size + seedAccount.length > 0 ? [inArray(users.id, [...customerIds, ...seedAccount])] : []),
            lowerIn(users.email, byEmail),
            ...(byPhone.length > 0 ? [inArray(customerContactDetails.phone, byPhone)] : []),
            ...(byEmail.length + byPhone.length > 0 ? [inArray(users.id, former)] : []),
          ]),
        ),
      );
    for (const account of accounts) {
      customerIds.add(account.id);
      addEmail(account.email);
      addPhone(account.phone);
      addName(account.name);
      addName(account.firstName, account.lastName);
    }
    if (customerIds.size > 0) {
      const past = await db
        .select({ kind: customerFormerIdentifiers.kind, value: customerFormerIdentifiers.value })
        .from(customerFormerIdentifiers)
        .where(inArray(customerFormerIdentifiers.customerId, [...customerIds]));
      for (const row of past) (row.kind === "email" ? addEmail : addPhone)(row.value);
    }
    const leadRows = await db
      .select({
        id: leads.id,
        email: leads.email,
        phone: leads.phone,
        firstName: leads.firstName,
        lastName: leads.lastName,
      })
      .from(leads)
      .where(
        anyOf([
          lowerIn(leads.email, matchEmails()),
          ...(matchPhones().length > 0 ? [inArray(leads.phone, matchPhones())] : []),
          ...(customerIds.size > 0 ? [inArray(leads.customerId, [...customerIds])] : []),
        ]),
      );
    for (const lead of leadRows) {
      leadIds.add(lead.id);
      addEmail(lead.email);
      addPhone(lead.phone);
      addName(lead.firstName, lead.lastName);
    }
    if (emails.size + phones.size + customerIds.size + leadIds.size === before) break;
  }

  const finalEmails = matchEmails();
  const applications = await db
    .select({ id: jobApplications.id, name: jobApplications.name })
    .from(jobApplications)
    .where(lowerIn(jobApplications.email, finalEmails));
  for (const application of applications) {
    applicationIds.add(application.id);
    addName(application.name);
  }
  const publicRequests = await db
    .select({ id: customerRequests.id, name: customerRequests.submitterName })
    .from(customerRequests)
    .where(and(isNull(customerRequests.customerId), lowerIn(customerRequests.submitterEmail, finalEmails)));
  for (const request of publicRequests) {
    publicRequestIds.add(request.id);
    addName(request.name);
  }
  const register = await db
    .select({ name: privacyRequests.subjectName })
    .from(privacyRequests)
    .where(
      anyOf([
        lowerIn(privacyRequests.subjectEmail, finalEmails),
        ...(customerIds.size > 0 ? [inArray(privacyRequests.customerId, [...customerIds])] : []),
      ]),
    );
  for (const entry of register) addName(entry.name);
  return {
    customerIds: [...customerIds],
    leadIds: [...leadIds],
    applicationIds: [...applicationIds],
    publicRequestIds: [...publicRequestIds],
    identifiers: { emails: [...emails], phones: [...phones], names: [...names], lastNames: [...lastNames] },
  };
}

export const isEmpty = (records: SubjectRecords) =>
  records.customerIds.length +
    records.leadIds.length +
    records.applicationIds.length +
    records.publicRequestIds.length ===
  0;
