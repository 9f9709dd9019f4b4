import { asc, eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { leadEvents } from "~/server/db/schema/lead-activity";
import { leads } from "~/server/db/schema/leads";
import { outbox } from "~/server/db/schema/outbox";
import { isRecordId } from "~/server/record-ids";

/** A lead id as it may appear in an address: anything else is unknown (404) without a query. */
export function isLeadId(value: string | undefined): value is string {
  return typeof value === "string" && isRecordId(value);
}

export type TimelineEntry = { id: string } & (
  | { kind: "created"; at: string; submissions: number }
  | {
      kind: "delivery";
      at: string;
      channel: "email" | "webhook";
      topic: string;
      status: string;
      attempts: number;
      to: string | null;
    }
  | {
      kind: "status" | "assignment" | "note" | "call" | "converted";
      at: string;
      actor: string | null;
      details: Record<string, unknown>;
    }
);

/** Everything the lead page shows: the lead, its adviser, and its timeline, oldest first. */
export async function loadLeadDetail(db: Database, leadId: string) {
  if (!isLeadId(leadId)) return null;
  const [row] = await db
    .select({ lead: leads, adviserName: users.name })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedTo))
    .where(eq(leads.id, leadId));
  if (!row) return null;
  const [events, deliveries] = await Promise.all([
    db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(asc(leadEvents.at)),
    db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        topic: outbox.topic,
        status: outbox.status,
        attempts: outbox.attempts,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
        payload: outbox.payload,
      })
      .from(outbox)
      .where(eq(outbox.leadId, leadId))
      .orderBy(asc(outbox.createdAt)),
  ]);
  const timeline: TimelineEntry[] = [
    {
      id: "created",
      kind: "created" as const,
      at: row.lead.createdAt.toISOString(),
      submissions: row.lead.submissionCount,
    },
    // A lead has no devices: only e-mails and webhooks follow it.
    ...deliveries.flatMap(({ channel, ...d }): TimelineEntry[] =>
      channel === "push"
        ? []
        : [
            {
              id: d.id,
              kind: "delivery",
              at: (d.sentAt ?? d.createdAt).toISOString(),
              channel,
              topic: d.topic,
              status: d.status,
              attempts: d.attempts,
              to: channel === "email" && typeof d.payload.to === "string" ? d.payload.to : null,
            },
          ],
    ),
    ...events.map(
      (e): TimelineEntry => ({
        id: e.id,
        kind: e.kind,
        at: e.at.toISOString(),
        actor: e.actorName,
        details: e.details,
      }),
    ),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const { searchText: _search, ...lead } = row.lead;
  return { lead, adviserName: row.adviserName, timeline };
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof loadLeadDetail>>>;
