import { and, desc, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { data } from "react-router";
import { isCalendarDay } from "~/forms/calendar-day";
import { queryOf } from "~/forms/form-reader";
import { getDb } from "~/server/db/index.server";
import { jobApplications } from "~/server/db/schema/careers";
import { consentLog } from "~/server/db/schema/consent";
import { leads } from "~/server/db/schema/leads";
import { parisMidnight, sinceEpoch } from "~/server/paris-days";

export const CONSENTS_LIMIT = 100;

export type ConsentKind = "cookies" | "privacy" | "phoneOptIn" | "application";
export type ConsentEntry = {
  id: string;
  at: string;
  kind: ConsentKind;
  /** The browser's pseudonymous id (cookies), or the e-mail and phone the form was sent with. */
  person: string;
  /** accepted / declined, given / refused. */
  choice: string;
  /** The exact words shown, or the cookie policy's version. */
  wording: string;
  record: string | null;
};

export type ConsentFilters = { from?: string; to?: string; q?: string };
export type ConsentsData = { filters: ConsentFilters; entries: ConsentEntry[]; truncated: boolean };

/**
 * The consent log, searchable by date (Paris days) and by person: cookie choices (a browser's
 * pseudonymous id), the privacy notice and the phone opt-in of every quote form, the consent of
 * every application. Newest first, the first hundred.
 */
export async function loadConsents(request: Request): Promise<ConsentsData> {
  const query = queryOf(request.url);
  const from = query.get("du") || undefined;
  const to = query.get("au") || undefined;
  if (from && !isCalendarDay(from)) throw data({ error: "invalidFilter", field: "du" }, { status: 400 });
  if (to && !isCalendarDay(to)) throw data({ error: "invalidFilter", field: "au" }, { status: 400 });
  const q = query.get("q")?.trim().toLowerCase().slice(0, 100) || undefined;
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const between = (column: SQLWrapper) => {
    const where: SQL[] = [];
    if (from) where.push(sql`${column} >= ${sinceEpoch(parisMidnight(from)).toISOString()}::timestamptz`);
    if (to) where.push(sql`${column} < ${sinceEpoch(parisMidnight(to, 1)).toISOString()}::timestamptz`);
    return where;
  };
  const db = await getDb();
  const cookies = await db
    .select()
    .from(consentLog)
    .where(and(...between(consentLog.createdAt), ...(like ? [sql`lower(${consentLog.clientId}) like ${like}`] : [])))
    .orderBy(desc(consentLog.createdAt))
    .limit(CONSENTS_LIMIT + 1);
  const forms = await db
    .select({
      reference: leads.reference,
      email: leads.email,
      phone: leads.phone,
      consents: leads.consents,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(
      and(
        ...between(leads.createdAt),
        ...(like ? [sql`(lower(${leads.email}) like ${like} or ${leads.phone} like ${like})`] : []),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(CONSENTS_LIMIT + 1);
  const applications = await db
    .select({
      reference: jobApplications.reference,
      email: jobApplications.email,
      text: jobApplications.consentText,
      at: jobApplications.consentAt,
    })
    .from(jobApplications)
    .where(
      and(...between(jobApplications.consentAt), ...(like ? [sql`lower(${jobApplications.email}) like ${like}`] : [])),
    )
    .orderBy(desc(jobApplications.consentAt))
    .limit(CONSENTS_LIMIT + 1);
  const entries: ConsentEntry[] = [
    ...cookies.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      kind: "cookies" as const,
      person: row.clientId,
      choice: row.choice,
      wording: row.policyVersion,
      record: null,
    })),
    ...forms.flatMap((row) => {
      const person = [row.email, row.phone].filter(Boolean).join(" · ");
      return [
        {
          id: `${row.reference}-privacy`,
          at: row.consents.privacy.at,
          kind: "privacy" as const,
          person,
          choice: "given",
          wording: row.consents.privacy.text,
          record: row.reference,
        },
        {
          id: `${row.reference}-callback`,
          at: row.consents.callback.at,
          kind: "phoneOptIn" as const,
          person,
          choice: row.consents.callback.given ? "given" : "refused",
          wording: row.consents.callback.text,
          record: row.reference,
        },
      ];
    }),
    ...applications.map((row) => ({
      id: row.reference,
      at: row.at.toISOString(),
      kind: "application" as const,
      person: row.email,
      choice: "given",
      wording: row.text,
      record: row.reference,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return {
    filters: { from, to, q },
    entries: entries.slice(0, CONSENTS_LIMIT),
    truncated: entries.length > CONSENTS_LIMIT,
  };
}
