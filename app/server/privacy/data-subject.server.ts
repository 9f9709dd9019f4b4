import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { users } from "../db/schema/auth";
import { jobApplications } from "../db/schema/careers";
import { customerContactDetails } from "../db/schema/customers";
import { leads } from "../db/schema/leads";

/** A person as a request names them: an e-mail (lower case) and/or a phone (E.164). */
export type DataSubject = { email: string | null; phone: string | null; customerId?: string | null };

/** The records that belong to a person, by id: what an export reads and an erasure removes. */
export type SubjectRecords = { customerIds: string[]; leadIds: string[]; applicationIds: string[] };

export const normaliseEmail = (email: string | null | undefined) => email?.trim().toLowerCase() || null;

/**
 * Everything that points at the person: customer accounts with that e-mail (or that phone in
 * their contact details, or the account named by the request), leads sent with that e-mail or
 * phone or converted into one of those accounts, and applications sent with that e-mail. Staff
 * accounts are never a data subject here: their data is the broker's working record.
 */
export async function findSubjectRecords(db: Database, subject: DataSubject): Promise<SubjectRecords> {
  const email = normaliseEmail(subject.email);
  const phone = subject.phone?.trim() || null;
  const accountMatches: SQL[] = [];
  if (email) accountMatches.push(sql`lower(${users.email}) = ${email}`);
  if (phone) accountMatches.push(eq(customerContactDetails.phone, phone));
  if (subject.customerId) accountMatches.push(eq(users.id, subject.customerId));
  const customers =
    accountMatches.length === 0
      ? []
      : await db
          .selectDistinct({ id: users.id })
          .from(users)
          .leftJoin(customerContactDetails, eq(customerContactDetails.userId, users.id))
          .where(and(eq(users.role, "customer"), or(...accountMatches)));
  const customerIds = customers.map((row) => row.id);
  const leadMatches: SQL[] = [];
  if (email) leadMatches.push(sql`lower(${leads.email}) = ${email}`);
  if (phone) leadMatches.push(eq(leads.phone, phone));
  if (customerIds.length > 0) leadMatches.push(inArray(leads.customerId, customerIds));
  const leadRows =
    leadMatches.length === 0
      ? []
      : await db
          .select({ id: leads.id })
          .from(leads)
          .where(or(...leadMatches));
  const applications = email
    ? await db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(sql`lower(${jobApplications.email}) = ${email}`)
    : [];
  return {
    customerIds,
    leadIds: leadRows.map((row) => row.id),
    applicationIds: applications.map((row) => row.id),
  };
}

export const isEmpty = (records: SubjectRecords) =>
  records.customerIds.length + records.leadIds.length + records.applicationIds.length === 0;
